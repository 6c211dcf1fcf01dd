import { Fragment, type ReactNode } from 'react';
import { TitledPage } from '@/components/titled-page';

export interface LegalSection {
  readonly heading: string;
  /** A paragraph, or a list of points. */
  readonly body: string | readonly string[];
}

/** A legal text: its title, an optional opening paragraph, then headed sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly sections: readonly LegalSection[];
}) {
  return (
    <TitledPage title={title} className="page--medium legal">
      {intro ? <p>{intro}</p> : null}
      {sections.map(({ heading, body }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          {typeof body === 'string' ? (
            <p>{body}</p>
          ) : (
            <ul>
              {body.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </TitledPage>
  );
}
