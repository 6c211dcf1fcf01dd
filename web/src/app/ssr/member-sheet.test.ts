import { describe, expect, it } from 'vitest';
import { memberSheetLink, withoutMemberSheet } from './member-sheet';

describe('the members’ sheet in the app shell', () => {
  it('is left out of a page, and only it', () => {
    const app =
      '<link rel="stylesheet" crossorigin href="/assets/style-a.css" data-precedence="app">';
    const head = `<head>${app}${memberSheetLink('/assets/member-b.css')}</head>`;
    expect(head).toContain('href="/assets/member-b.css"');
    expect(withoutMemberSheet(head)).toBe(`<head>${app}</head>`);
  });
});
