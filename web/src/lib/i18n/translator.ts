/**
 * The interface's translator: texts by language and namespace, looked up by key with
 * `{{name}}` values and plural forms, falling back to English where a language lacks a text.
 * It is what the app needs of a translation library and no more (about 1 KB where i18next and
 * react-i18next cost about 20 KB of the first page's JavaScript). Loading the texts is the caller's part
 * (`load`); components read through `useTranslation` (./react).
 *
 * Keys are typed from the English texts: `t('hero.title')` in the namespace a component names,
 * or `t('common:city.lahore')` in another one, fails to compile when the text does not exist.
 * A plural text is written as `key_one`, `key_other` (and `_zero`, `_two`, `_few`, `_many` where a
 * language has them) and looked up as `key` with a `count`.
 */
import type { Resources } from '@/locales/en';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export type Namespace = keyof Resources;

/** One namespace's texts: strings, nested under dotted keys. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every key of a namespace's texts, dotted; a plural text by its base key. */
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<K> : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** A key in `NS`, or in any namespace with its name in front (`common:city.lahore`). */
export type TextKey<NS extends Namespace> =
  KeysOf<Resources[NS]> | { [N in Namespace]: `${N}:${KeysOf<Resources[N]>}` }[Namespace];

/** Values for a text's `{{name}}` slots; `count` also picks the plural form. */
export interface TextValues {
  readonly count?: number;
  /** Shown when no language has the text (instead of the key). */
  readonly defaultValue?: string;
  readonly [name: string]: string | number | undefined;
}

export interface TFunction<NS extends Namespace = 'common'> {
  (key: TextKey<NS>, values?: TextValues): string;
  /** A key built at run time (`city.${id}`), with what to show when there is no such text. */
  (key: string, values: TextValues & { readonly defaultValue: string }): string;
}

export interface TranslatorOptions {
  /** Fetches a language's texts for one namespace. */
  readonly load: (language: Language, namespace: Namespace) => Promise<Texts>;
}

const SLOT = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: TextValues | undefined): string {
  if (values === undefined) return text;
  return text.replace(SLOT, (_slot, name: string) => {
    const value = values[name];
    return value === undefined ? '' : String(value);
  });
}

function find(texts: Texts | undefined, path: readonly string[]): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path) {
    // Own keys only: a key built from data ("city.constructor") names no property of Object.
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part))
      return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  /** The language texts are shown in. */
  language: Language = DEFAULT_LANGUAGE;
  /** Called for a key no language has, with no default given (the tests fail on it). */
  onMissingKey: ((namespace: string, key: string) => void) | undefined;

  private readonly texts = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<Language, Intl.PluralRules>();

  constructor(private readonly options: TranslatorOptions) {}

  /** `listener` runs after each change of language or texts; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds texts already at hand (the bundled English, a server's full set). */
  add(language: Language, namespace: Namespace, texts: Texts): void {
    this.texts.set(`${language}/${namespace}`, texts);
    this.changed();
  }

  /** Whether `namespace` is in, in the current language and in the English it falls back to. */
  hasLoadedNamespace(namespace: Namespace): boolean {
    return this.languages().every((language) => this.texts.has(`${language}/${namespace}`));
  }

  /** Loads `namespaces` in the current language and English; rejects when a fetch fails. */
  async loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
    await this.loadIn(this.languages(), namespaces);
  }

  /** Loads the namespaces in use in `language`, then makes it the current one. */
  async changeLanguage(language: Language): Promise<void> {
    const inUse = [...this.texts.keys()]
      .filter((key) => key.startsWith(`${DEFAULT_LANGUAGE}/`))
      .map((key) => key.slice(DEFAULT_LANGUAGE.length + 1) as Namespace);
    await this.loadIn([language], inUse);
    if (this.language === language) return;
    this.language = language;
    this.changed();
  }

  /** The writing direction of `language`, the current one by default. */
  dir(language: Language = this.language): 'ltr' | 'rtl' {
    return LANGUAGES[language].dir;
  }

  /**
   * A `t` looking keys up in `namespaces` (the first for keys without a namespace in front), in
   * `language`, or in the language current when it is called when `language` is null.
   */
  getFixedT<NS extends Namespace>(
    language: Language | null,
    namespaces: NS | readonly [NS, ...Namespace[]],
  ): TFunction<NS> {
    const list: readonly Namespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return (key, values) => this.translate(language ?? this.language, list, key, values);
  }

  /** `t` over every namespace, in the current language: `t('admin:import.notWritten')`. */
  t = (key: TextKey<'common'>, values?: TextValues): string =>
    this.translate(this.language, ['common'], key, values);

  private translate(
    language: Language,
    namespaces: readonly Namespace[],
    key: string,
    values: TextValues | undefined,
  ): string {
    const colon = key.indexOf(':');
    const searched = colon > 0 ? [key.slice(0, colon) as Namespace] : namespaces;
    const path = (colon > 0 ? key.slice(colon + 1) : key).split('.');
    const last = path.length - 1;
    const count = values?.count;
    const forms =
      typeof count === 'number'
        ? [`${path[last]}_${this.pluralRules(language).select(count)}`, `${path[last]}_other`]
        : [];
    const candidates = [...forms.map((form) => [...path.slice(0, last), form]), path];
    for (const lookIn of this.languages(language))
      for (const namespace of searched)
        for (const candidate of candidates) {
          const text = find(this.texts.get(`${lookIn}/${namespace}`), candidate);
          if (text !== undefined) return interpolate(text, values);
        }
    if (values?.defaultValue !== undefined) return values.defaultValue;
    this.onMissingKey?.(searched[0] ?? '', path.join('.'));
    return key;
  }

  /** `language` and the English it falls back to. */
  private languages(language: Language = this.language): Language[] {
    return language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [language, DEFAULT_LANGUAGE];
  }

  private async loadIn(
    languages: readonly Language[],
    namespaces: readonly Namespace[],
  ): Promise<void> {
    const fetches = languages.flatMap((language) =>
      namespaces
        .filter((namespace) => !this.texts.has(`${language}/${namespace}`))
        .map((namespace) => this.loadOne(language, namespace)),
    );
    await Promise.all(fetches);
  }

  /** One fetch at a time per language and namespace; a failed one may be asked again. */
  private loadOne(language: Language, namespace: Namespace): Promise<void> {
    const key = `${language}/${namespace}`;
    const pending =
      this.loading.get(key) ??
      this.options
        .load(language, namespace)
        .then((texts) => this.add(language, namespace, texts))
        .finally(() => this.loading.delete(key));
    this.loading.set(key, pending);
    return pending;
  }

  private pluralRules(language: Language): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (rules === undefined) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
