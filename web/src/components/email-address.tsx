import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address as people must be able to check it, whole, on the narrowest phone: it may
 * wrap after its @ and before each dot (`<wbr>`), and anywhere else only when one part is still
 * wider than the line (`.email-address` in global.css), so it is never cut off nor broken in the
 * middle of a word while a better place is there. Isolated, left to right, inside Urdu text.
 * `children` is the address (a text); anything else, such as "your email address" said in words
 * when there is none, is shown as it is, in its own direction.
 */
export function EmailAddress({ children }: { children?: ReactNode }) {
  const address = typeof children === 'string' && children.includes('@') ? children : null;
  return (
    <bdi className="email-address" dir={address === null ? undefined : 'ltr'}>
      {address === null ? children : withBreaks(address)}
    </bdi>
  );
}

/** An address in bold, for texts that name it in a `<strong>` tag ("sent to <strong>…"). */
export function StrongEmailAddress({ children }: { children?: ReactNode }) {
  return (
    <strong>
      <EmailAddress>{children}</EmailAddress>
    </strong>
  );
}

/** "ali.khan@mail.example.pk" → ali, .khan@, mail, .example, .pk with a break chance between. */
function withBreaks(address: string): ReactNode[] {
  return address.split(/(?<=@)|(?=\.)/u).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
