import { describe, expect, it } from 'vitest';
import {
  arrangeHead,
  asManifest,
  bootScript,
  renderRouteAssets,
  routeAssets,
} from './route-assets';

const manifest = asManifest({
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/features/landing/routes/landing-route.tsx': {
    file: 'assets/landing-route-2.js',
    imports: ['index.html', '_grid-3.js', '_missing.js'],
    css: ['assets/landing-route-2.css'],
  },
  '_grid-3.js': { file: 'assets/grid-3.js', imports: ['_grid-3.js'], css: ['assets/grid-3.css'] },
});

describe('routeAssets', () => {
  it("links the route's styles and scripts and those it imports, not the shell's", () => {
    expect(routeAssets(manifest, 'landing')).toEqual({
      styles: ['/assets/landing-route-2.css', '/assets/grid-3.css'],
      scripts: ['/assets/landing-route-2.js', '/assets/grid-3.js'],
    });
    expect(renderRouteAssets(routeAssets(manifest, 'landing'))).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/grid-3.css" />',
    );
  });

  it('links nothing when the manifest lacks the route or is not one', () => {
    expect(routeAssets(manifest, 'deal')).toEqual({ styles: [], scripts: [] });
    expect(routeAssets(asManifest(null), 'landing')).toEqual({ styles: [], scripts: [] });
    expect(routeAssets(asManifest([1, 2]), 'landing')).toEqual({ styles: [], scripts: [] });
  });
});

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A deal page's parts: its title, its route's style sheet and scripts, its first picture. */
const DEAL_PAGE = {
  head: '<title>Pizza Piazza</title>',
  assets: {
    styles: ['/assets/deal-2.css'],
    scripts: ['/assets/deal-2.js', '/assets/framework-1.js'],
  },
  preloads: '<link rel="preload" as="image" href="/demo/pizza.svg" fetchpriority="high"/>',
};

describe('arrangeHead', () => {
  const html = arrangeHead(SHELL, DEAL_PAGE);
  const at = (text: string) => {
    const index = html.indexOf(text);
    if (index < 0) throw new Error(`not in the head: ${text}`);
    return index;
  };

  it('links every style sheet, then the first pictures, before any script is requested', () => {
    expect(at('href="/assets/index-1.css"')).toBeLessThan(at('href="/assets/deal-2.css"'));
    expect(at('href="/assets/deal-2.css"')).toBeLessThan(at('href="/demo/pizza.svg"'));
    expect(at('href="/demo/pizza.svg"')).toBeLessThan(at('src="/assets/index-1.js"'));
    expect(at('src="/assets/index-1.js"')).toBeLessThan(at('href="/assets/framework-1.js"'));
    expect(at('href="/assets/framework-1.js"')).toBeLessThan(at('href="/assets/deal-2.js"'));
    expect(at('href="/assets/deal-2.js"')).toBeLessThan(at('</head>'));
    expect(at('<title>Pizza Piazza</title>')).toBeLessThan(at('href="/assets/index-1.css"'));
  });

  it('links each file once and keeps the rest of the shell', () => {
    expect(html.split('href="/assets/index-1.css"')).toHaveLength(2);
    expect(html.split('href="/assets/framework-1.js"')).toHaveLength(2);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('puts the page at the end of the head of a shell without scripts', () => {
    const bare = arrangeHead('<html><head><title>x</title></head><body></body></html>', {
      head: '<meta name="description" content="d" />',
      assets: { styles: [], scripts: ['/assets/a.js'] },
      preloads: '',
    });
    expect(bare).toMatch(
      /<title>x<\/title>\s*<link rel="modulepreload" crossorigin href="\/assets\/a.js" \/>\s*<meta name="description" content="d" \/>\s*<\/head>/,
    );
  });
});

describe('arrangeHead with a boot script', () => {
  const html = arrangeHead(SHELL, {
    ...DEAL_PAGE,
    boot: bootScript(asManifest({ 'src/boot.ts': { file: 'assets/boot-9.js', isEntry: true } })),
  });

  it('requests no script but the boot, which names the entry and every script once', () => {
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-9.js" id="app-boot"' +
        ' data-entry="/assets/index-1.js" data-modules="/assets/framework-1.js"' +
        ' data-preload="/assets/deal-2.js"></script>',
    );
  });

  it('keeps the style sheets and the first pictures first, and the rest of the shell', () => {
    expect(html.indexOf('href="/assets/index-1.css"')).toBeLessThan(
      html.indexOf('/demo/pizza.svg'),
    );
    expect(html.indexOf('/demo/pizza.svg')).toBeLessThan(html.indexOf('src="/assets/boot-9.js"'));
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('is the plain head in a build without a boot script', () => {
    expect(bootScript(asManifest({}))).toBeNull();
    const plain = arrangeHead(SHELL, {
      head: '',
      assets: { styles: [], scripts: [] },
      preloads: '',
      boot: null,
    });
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});
