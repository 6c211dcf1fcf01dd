import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_NOTE, NO_SCRIPT_PAGES, noScriptPage } from './no-script-page';

const SHELL = [
  '<!doctype html><html lang="en"><head><title>Card Deals</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>',
  '<body>\n    <div id="root"></div>\n  </body></html>',
].join('');

const page = (path: string) => {
  const found = NO_SCRIPT_PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`no page for ${path}`);
  return found;
};

describe('pages without JavaScript (issue 47 D12)', () => {
  it('/login is the app shell with the login heading, a note that JavaScript is needed and the header links', () => {
    const html = noScriptPage(SHELL, page('/login'));
    // With JavaScript: the same shell, whose script starts the app in an empty #root.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<title>Login · Card Deals</title>');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('<h1>Welcome back</h1>');
    expect(noscript).toContain(`<p>${NO_SCRIPT_NOTE}</p>`);
    expect(noscript).toMatch(/JavaScript/);
    expect(noscript).toMatch(/<a [^>]*href="\/signup">Signup<\/a>/);
    expect(noscript).toMatch(/<a [^>]*href="\/login">Login<\/a>/);
    expect(noscript).toMatch(/<a [^>]*href="\/">/);
  });

  it('/signup has its own heading and title', () => {
    const html = noScriptPage(SHELL, page('/signup'));
    expect(html).toContain('<title>Sign up · Card Deals</title>');
    expect(html).toContain('<h1>Discover Deals, Anytime, Anywhere</h1>');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => noScriptPage('<html><body></body></html>', page('/login'))).toThrow(/#root/);
  });

  it('firebase.json serves each page at its address, before the app shell catches every path', () => {
    const config = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../../firebase.json'), 'utf8'),
    ) as { hosting: { rewrites: { source: string; destination?: string }[] } };
    const sources = config.hosting.rewrites.map((rewrite) => rewrite.source);
    for (const { path: address, file } of NO_SCRIPT_PAGES) {
      const index = sources.indexOf(address);
      expect(index, address).toBeGreaterThanOrEqual(0);
      expect(config.hosting.rewrites[index]?.destination).toBe(`/${file}`);
      expect(index).toBeLessThan(sources.indexOf('**'));
    }
  });
});
