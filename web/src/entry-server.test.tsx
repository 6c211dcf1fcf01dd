/**
 * The server renderer as the `ssr` function calls it: what a browser without JavaScript gets.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';

// The server renders from the seed alone; nothing may reach Firestore.
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => new Promise(() => undefined) }));

const TEMPLATE =
  '<!doctype html><html><head><title>Card Deals</title></head><body><div id="root"></div></body></html>';

/** The server-rendered header: the markup of the page's <header> element. */
async function serverHeader(path: string): Promise<string> {
  const result = await renderPage({
    path,
    origin: 'https://deals.example',
    seed: { kind: 'landing', args: { cityId: 'Lahore', category: null }, places: [], next: null },
    template: TEMPLATE,
  });
  if (!('html' in result)) throw new Error(`redirected to ${result.location}`);
  const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(result.html)?.[0];
  if (header === undefined) throw new Error('the page has no header');
  return header;
}

describe('server-rendered page without JavaScript (issue 47 D12)', () => {
  it('has Signup and Login in its header, inside <noscript>', async () => {
    const header = await serverHeader('/');
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(header)?.[1] ?? '';
    expect(noscript).toMatch(/<a [^>]*href="\/signup"[^>]*>Signup<\/a>/);
    expect(noscript).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/);
    // With JavaScript the session decides the actions: none outside <noscript> before it is known.
    expect(header.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(
      /href="\/(signup|login)"/,
    );
  });
});
