/**
 * Texts in components: `useTranslation(namespace)` gives a `t` for that namespace and re-renders
 * the component when the language changes or its texts arrive; `<Trans>` renders a text whose
 * tags (`Already have an account? <login>Log in</login>`) stand for elements.
 */
import {
  Fragment,
  type ReactElement,
  type ReactNode,
  cloneElement,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n } from './i18n';
import type { Namespace, TFunction, TextKey, TextValues, Translator } from './translator';

/**
 * `t` for `namespaces` (keys without a namespace in front are the first one's; `common` when none
 * is named). A namespace not loaded yet is fetched, and the component renders again once it is in.
 */
export function useTranslation<NS extends Namespace = 'common'>(
  namespaces?: NS | readonly [NS, ...Namespace[]],
): { t: TFunction<NS>; i18n: Translator; ready: boolean } {
  const list: readonly Namespace[] =
    namespaces === undefined
      ? ['common']
      : typeof namespaces === 'string'
        ? [namespaces]
        : namespaces;
  const key = list.join(',');
  // What this component's texts depend on: the language, and whether its namespaces are in. Other
  // namespaces arriving (another route's) leave it alone.
  const state = () =>
    `${i18n.language} ${String(list.every((namespace) => i18n.hasLoadedNamespace(namespace)))}`;
  const snapshot = useSyncExternalStore(i18n.subscribe, state, state);
  const ready = snapshot.endsWith(' true');
  useEffect(() => {
    if (!ready) i18n.loadNamespaces(list).catch((error: unknown) => console.error(error));
    // `key` stands for the list, whose identity changes each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);
  const t = useMemo(
    () => i18n.getFixedT(null, list as readonly [NS, ...Namespace[]]),
    // A new `t` when the language or the texts change, so memoised children render again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, snapshot],
  );
  return { t, i18n, ready };
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** `text` with each `<name>…</name>` (or `<name/>`) as `elements[name]` holding what it wraps. */
function renderTags(text: string, elements: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > from) nodes.push(text.slice(from, match.index));
    const name = match[1] ?? match[2] ?? '';
    const inner = match[3] === undefined ? [] : renderTags(match[3], elements);
    const element = elements[name];
    nodes.push(
      element === undefined ? (
        <Fragment key={nodes.length}>{inner}</Fragment>
      ) : (
        cloneElement(element, { key: nodes.length }, ...inner)
      ),
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}

export interface TransProps<NS extends Namespace> {
  readonly t: TFunction<NS>;
  readonly i18nKey: TextKey<NS>;
  readonly values?: TextValues;
  /** The element each tag of the text stands for, by the tag's name. */
  readonly components?: Readonly<Record<string, ReactElement>>;
}

/** A text with elements inside it, such as a link in a sentence, in any language's word order. */
export function Trans<NS extends Namespace>({
  t,
  i18nKey,
  values,
  components = {},
}: TransProps<NS>): ReactElement {
  return <>{renderTags(t(i18nKey, values), components)}</>;
}
