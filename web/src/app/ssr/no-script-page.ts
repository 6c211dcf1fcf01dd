/**
 * The pages the browser app alone renders that someone may open without JavaScript from a
 * server-rendered page's header (Signup, Login): built beside the app shell as copies of it
 * (login.html, signup.html; firebase.json rewrites /login and /signup to them) with a <noscript>
 * block that names the page and says JavaScript is needed, instead of a blank page. With
 * JavaScript the block is never shown and the copy is the app shell: the app starts as usual.
 * English, as the server-rendered pages are. Relative imports: web/vite.config.ts builds them.
 */
import { auth } from '../../locales/en/auth.ts';
import { layout } from '../../locales/en/layout.ts';

/** The file each page is built into, its address, and its heading (the page's own). */
export const NO_SCRIPT_PAGES = [
  {
    file: 'login.html',
    path: '/login',
    pageTitle: auth.login.pageTitle,
    heading: auth.login.title,
  },
  {
    file: 'signup.html',
    path: '/signup',
    pageTitle: auth.signup.pageTitle,
    heading: auth.signup.title,
  },
] as const;

export type NoScriptPage = (typeof NO_SCRIPT_PAGES)[number];

export const NO_SCRIPT_NOTE =
  'This page needs JavaScript. Turn it on in your browser’s settings, then load the page again.';
export const NO_SCRIPT_BROWSE = 'Browse the deals';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The block a browser without JavaScript shows: the header's links, the heading and the note. */
export function noScriptBlock(page: NoScriptPage): string {
  const { publicHeader } = layout;
  return [
    '<noscript>',
    '<header class="site-header"><nav class="site-header__inner">',
    '<a class="site-header__brand" href="/">Card Deals</a>',
    '<div class="site-header__actions">',
    `<a class="btn btn--secondary btn--sm" href="/signup">${escapeHtml(publicHeader.signup)}</a>`,
    `<a class="btn btn--primary btn--sm" href="/login">${escapeHtml(publicHeader.login)}</a>`,
    '</div></nav></header>',
    '<main class="app__main"><section class="page page--narrow stack">',
    `<h1>${escapeHtml(page.heading)}</h1>`,
    `<p>${escapeHtml(NO_SCRIPT_NOTE)}</p>`,
    `<p><a href="/">${escapeHtml(NO_SCRIPT_BROWSE)}</a></p>`,
    '</section></main>',
    '</noscript>',
  ].join('');
}

/** The app shell with the page's title and its <noscript> block after #root. */
export function noScriptPage(shell: string, page: NoScriptPage): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('the app shell has no empty #root element');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.pageTitle)} · Card Deals</title>`)
    .replace(root, `${root}\n    ${noScriptBlock(page)}`);
}
