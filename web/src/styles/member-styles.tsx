import { MEMBER_SHEET_PRECEDENCE } from '@/app/ssr/member-sheet';
import href from './member.css?url';

/**
 * The members' style sheet (member.css). Rendered by whatever shows member UI: React adds the
 * sheet to the head once, after the app's own sheet (the build marks both in the app shell:
 * app/ssr/member-sheet.ts), and holds a navigation's commit until the sheet has loaded, so a
 * member page never shows unstyled.
 */
export function MemberStyles() {
  return <link rel="stylesheet" href={href} precedence={MEMBER_SHEET_PRECEDENCE} />;
}
