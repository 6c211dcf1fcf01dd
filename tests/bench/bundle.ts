/**
 * Bundle figures from the production build: gzip size of every chunk, the chunks each lazy route
 * pulls in, and where Plotly ended up. The landing route's real download is measured in the
 * browser by page-load.ts; this file explains it chunk by chunk.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One route chunk and the static closure of what it loads. */
export interface RouteBundle {
  readonly route: string;
  readonly gzipBytes: number;
  readonly files: readonly string[];
  readonly containsPlotly: boolean;
}

export interface BundleReport {
  readonly entryGzipBytes: number;
  readonly entryFiles: readonly string[];
  readonly routes: readonly RouteBundle[];
  readonly plotlyChunks: readonly string[];
}

/** gzip size (level 9, as a CDN would serve it) of one built file. */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Plotly's bundle carries its own banner and registry names; any of these marks a Plotly chunk. */
function looksLikePlotly(source: string): boolean {
  return (
    source.includes('plotly.js') ||
    source.includes('Plotly.newPlot') ||
    source.includes('plotly-notifier')
  );
}

/** Reads web/dist/.vite/manifest.json and measures entry and route chunks. */
export function measureBundle(distDir: string): BundleReport {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(
      `No Vite manifest at ${manifestPath}: build the web app with build.manifest enabled.`,
    );
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const filesOf = (keys: Iterable<string>): string[] => {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
    return [...files];
  };
  const size = (files: readonly string[]): number =>
    files.reduce((sum, file) => sum + gzipBytes(path.join(distDir, file)), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const entryKeys = closure(entryKey);
  const entryFiles = filesOf(entryKeys);

  const routes: RouteBundle[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && (chunk.src ?? '').includes('/routes/'))
    .map(([key, chunk]) => {
      // Only what the route adds on top of the entry counts against it.
      const own = [...closure(key)].filter((k) => !entryKeys.has(k));
      const files = filesOf(own);
      const containsPlotly = files.some(
        (file) =>
          file.endsWith('.js') && looksLikePlotly(readFileSync(path.join(distDir, file), 'utf8')),
      );
      return {
        route: path.basename(chunk.src ?? key).replace(/\.tsx?$/, ''),
        gzipBytes: size(files),
        files,
        containsPlotly,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const assetsDir = path.join(distDir, 'assets');
  const plotlyChunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => looksLikePlotly(readFileSync(path.join(assetsDir, file), 'utf8')));

  return { entryGzipBytes: size(entryFiles), entryFiles, routes, plotlyChunks };
}
