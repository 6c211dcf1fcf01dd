import href from './member.css?url';

/**
 * The members' style sheet (member.css). Rendered by whatever shows member UI: React adds the
 * sheet to the head once, after the app's own sheet (index.html marks it with the same
 * `data-precedence` scheme), and holds a navigation's commit until the sheet has loaded, so a
 * member page never shows unstyled.
 */
export function MemberStyles() {
  return <link rel="stylesheet" href={href} precedence="member" />;
}
