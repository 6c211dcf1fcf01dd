import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Trans, type TransProps } from '@/lib/i18n/react';
import type { Namespace } from '@/lib/i18n/translator';

interface LinkedTextProps<NS extends Namespace> extends Omit<TransProps<NS>, 'components'> {
  /** Where each tag of the text links to, by the tag's name: `{ login: paths.login.getHref() }`. */
  readonly links: Readonly<Record<string, string>>;
}

/** A sentence with in-app links inside it, in any language's word order. */
export function LinkedText<NS extends Namespace>({
  links,
  ...text
}: LinkedTextProps<NS>): ReactElement {
  const components = Object.fromEntries(
    Object.entries(links).map(([tag, to]) => [tag, <Link key={tag} to={to} />]),
  );
  return <Trans {...text} components={components} />;
}
