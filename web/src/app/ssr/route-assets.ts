/**
 * The stylesheets and scripts of a server-rendered page's route module, from the client build's
 * manifest: linked in the head, so the page paints styled (route styles otherwise arrive with
 * the route's script) and its scripts download in parallel instead of one after another.
 */
import type { PageSeed } from '@deals/shared';
import { BOOT_ELEMENT_ID } from '@/lib/boot/boot-page';

/** One entry of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest as read from its file; anything that is not an object reads as empty. */
export function asManifest(value: unknown): ClientManifest {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as ClientManifest)
    : {};
}

/** The route module each kind of server-rendered page shows. */
const ROUTE_MODULES: Readonly<Record<PageSeed['kind'], string>> = {
  landing: 'src/features/landing/routes/landing-route.tsx',
  place: 'src/features/deal/routes/guest-place-route.tsx',
  deal: 'src/features/deal/routes/guest-deal-route.tsx',
};

/** The route's own files and those of every chunk it imports, minus what the shell links. */
export function routeAssets(
  manifest: ClientManifest,
  kind: PageSeed['kind'],
): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (typeof chunk?.file !== 'string' || visited.has(key) || chunk.isEntry) return;
    visited.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ROUTE_MODULES[kind]);
  return { styles: [...styles], scripts: [...scripts] };
}

/** The head tags that link them. */
export function renderRouteAssets({ styles, scripts }: { styles: string[]; scripts: string[] }) {
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ].join('\n    ');
}

/** The page's first script (lib/boot/boot-page.ts), from the manifest; null in a build without one. */
export function bootScript(manifest: ClientManifest): string | null {
  const file = manifest['src/boot.ts']?.file;
  return typeof file === 'string' ? `/${file}` : null;
}

/** What a server-rendered page adds to the shell's head. */
export interface PageHeadParts {
  /** The page's title and meta tags (page-head.ts). */
  readonly head: string;
  /** The route's files (routeAssets). */
  readonly assets: { styles: string[]; scripts: string[] };
  /** React's preloads of the page's first pictures, as tags. */
  readonly preloads: string;
  /**
   * The page's first script (bootScript): when given, the head requests no other script; it
   * names them for the boot to load once the page has painted.
   */
  readonly boot?: string | null;
}

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;

/**
 * The shell with its entry script and preloads replaced by the boot script, which names them: the
 * entry, the chunks it imports (the shell's preloads) and the route's other scripts, each once.
 */
function withBoot(template: string, boot: string, routeScripts: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) return template;
  const modules = [...template.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] ?? '')
    .filter((href) => href !== '' && href !== entry);
  const preloads = routeScripts.filter((href) => href !== entry && !modules.includes(href));
  const tag =
    `<script type="module" crossorigin src="${boot}" id="${BOOT_ELEMENT_ID}"` +
    ` data-entry="${entry}" data-modules="${modules.join(' ')}"` +
    ` data-preload="${[...new Set(preloads)].join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, tag);
}

/**
 * The shell's head with a page's parts, ordered for a first paint on a slow connection: the style
 * sheets (the shell's and the route's) before anything else is requested, then the page's first
 * pictures (the LCP image), then the scripts, which the page does not wait for to paint. A phone
 * fetches a few files at a time over HTTP/1.1, and in the shell's own order its style sheet came
 * after some twenty script preloads. A script the shell already preloads is not linked twice.
 * With a boot script (the built app), the head requests no other script at all: the boot names
 * them and requests them once the page has painted (lib/boot/boot-page.ts).
 */
export function arrangeHead(
  template: string,
  { head, assets, preloads, boot = null }: PageHeadParts,
): string {
  if (boot !== null && ENTRY_SCRIPT.test(template)) {
    return arrangeHead(withBoot(template, boot, assets.scripts), {
      head,
      assets: { styles: assets.styles, scripts: [] },
      preloads,
    });
  }
  const shellStyles = [...template.matchAll(STYLESHEET)].map((match) => match[0].trim());
  const rest = template.replace(STYLESHEET, '');
  const linked = (href: string) => rest.includes(`href="${href}"`);
  const first = [
    head,
    ...shellStyles,
    renderRouteAssets({ styles: assets.styles, scripts: [] }),
    preloads,
  ].filter((part) => part !== '');
  const scripts = renderRouteAssets({
    styles: [],
    scripts: assets.scripts.filter((href) => !linked(href)),
  });
  const withScripts = rest.replace('</head>', `  ${scripts}\n  </head>`);
  // Before the shell's entry script, or at the end of the head in a shell without one.
  const anchor = /<script type="module"/.exec(withScripts)?.index ?? withScripts.indexOf('</head>');
  return `${withScripts.slice(0, anchor)}${first.join('\n    ')}\n    ${withScripts.slice(anchor)}`;
}
