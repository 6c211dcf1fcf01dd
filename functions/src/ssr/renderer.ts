/**
 * The web app's server renderer (web/src/entry-server.tsx), built by `npm run build -w web` into
 * web/dist-ssr/ with the app shell beside it. A deployment copies that folder to functions/ssr/
 * (firebase.json's functions predeploy); SSR_BUNDLE_DIR overrides both.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { PageSeed } from '@deals/shared';

export type RenderResult =
  | { readonly status: 200 | 404; readonly html: string }
  | { readonly status: 301 | 302 | 303 | 307 | 308; readonly location: string };

interface RendererModule {
  renderPage(request: {
    path: string;
    origin: string;
    seed: PageSeed;
    template: string;
    manifest: unknown;
  }): Promise<RenderResult>;
}

export interface Renderer {
  /** The built app shell (read again when a build replaces it): served as it is when a page cannot be rendered. */
  readonly template: () => string;
  /** The client build's manifest, which names the files of each route. */
  readonly manifest: () => unknown;
  readonly render: RendererModule['renderPage'];
}

const ENTRY = 'entry-server.js';
const TEMPLATE = 'app-shell.html';
const MANIFEST = 'client-manifest.json';

/** Where the renderer is: SSR_BUNDLE_DIR, the deployed copy, or the web build of this checkout. */
export function rendererDir(): string | null {
  const candidates = [
    process.env.SSR_BUNDLE_DIR,
    fileURLToPath(new URL('../ssr/', import.meta.url)),
    fileURLToPath(new URL('../../web/dist-ssr/', import.meta.url)),
  ].filter((dir): dir is string => Boolean(dir));
  return candidates.find((dir) => existsSync(path.join(dir, ENTRY))) ?? null;
}

/** A file's text, read again when the file changes (a rebuild names new assets in it). */
function fileReader<T>(file: string, parse: (text: string) => T): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached?.mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

let loaded: { dir: string; renderer: Promise<Renderer> } | undefined;

/**
 * The renderer, loaded once per process. It is imported by its plain file URL: its lazily loaded
 * chunks import it back by that URL, and a second URL would give them a second copy of React and
 * of every context. A rebuilt web app is therefore picked up on the next start.
 */
export function loadRenderer(): Promise<Renderer> {
  const dir = rendererDir();
  if (dir === null) {
    return Promise.reject(
      new Error('The server renderer is not built: run `npm run build -w web` (web/dist-ssr).'),
    );
  }
  if (loaded?.dir !== dir) {
    const renderer: Promise<Renderer> = (
      import(pathToFileURL(path.join(dir, ENTRY)).href) as Promise<RendererModule>
    ).then((module) => ({
      template: fileReader(path.join(dir, TEMPLATE), (text) => text),
      manifest: fileReader(path.join(dir, MANIFEST), (text): unknown => JSON.parse(text)),
      render: (request) => module.renderPage(request),
    }));
    // A failed load is not kept: the next request tries again.
    renderer.catch(() => {
      if (loaded?.renderer === renderer) loaded = undefined;
    });
    loaded = { dir, renderer };
  }
  return loaded.renderer;
}
