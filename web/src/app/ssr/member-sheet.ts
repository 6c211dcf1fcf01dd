/**
 * The members' style sheet (src/styles/member.css) in the app shell: the build links it after the
 * app's own sheet (vite.config's memberSheet), a server-rendered public page leaves it out
 * (entry-server.tsx), and member UI links it through React (MemberStyles), which finds the
 * shell's link by this precedence.
 */
export const MEMBER_SHEET_PRECEDENCE = 'member';

/** The shell's link to the members' sheet at `href`. */
export const memberSheetLink = (href: string): string =>
  `<link rel="stylesheet" href="${href}" data-precedence="${MEMBER_SHEET_PRECEDENCE}">`;

/** `html` without its link to the members' sheet. */
export const withoutMemberSheet = (html: string): string =>
  html.replace(
    new RegExp(`<link rel="stylesheet" [^>]*data-precedence="${MEMBER_SHEET_PRECEDENCE}">`),
    '',
  );
