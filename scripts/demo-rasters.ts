/// <reference lib="dom" />
/**
 * Draws the WebP copies of the demo's SVG pictures that the demo data points at (see
 * shared/src/demo/svg.ts, DemoRaster) with Debian's Chromium, into web/public. Only copies whose
 * SVG changed since they were drawn are drawn again: shared/src/demo/rasters.json keeps the digest
 * of the SVG each copy was drawn from, and a unit test (emulator demo-images.test.ts) fails when
 * a copy is missing or stale. Run by `npm run demo:images`, after the SVGs are written.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { demoImageFiles, generateDemoDataset } from '../shared/src/demo/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = join(root, 'web/public');
const manifestPath = join(root, 'shared/src/demo/rasters.json');
/** WebP quality: the monograms' gradients and text show no artefacts at this one. */
const QUALITY = 0.85;

const digest = (svg: string) => createHash('sha256').update(svg).digest('hex');

const manifest: Record<string, string> = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>)
  : {};
const wanted = demoImageFiles(generateDemoDataset()).flatMap((f) =>
  f.raster ? [{ ...f.raster, svg: f.svg, digest: digest(f.svg) }] : [],
);
const stale = wanted.filter(
  (r) => manifest[r.path] !== r.digest || !existsSync(join(publicDir, r.path)),
);

if (stale.length > 0) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const r of stale) {
      const base64: string = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
        },
        { svg: r.svg, width: r.width, height: r.height, quality: QUALITY },
      );
      const path = join(publicDir, r.path);
      await mkdir(dirname(path), { recursive: true });
      writeFileSync(path, Buffer.from(base64, 'base64'));
      manifest[r.path] = r.digest;
    }
  } finally {
    await browser.close();
  }
}

const kept = Object.fromEntries(wanted.map((r) => [r.path, manifest[r.path]]));
writeFileSync(manifestPath, `${JSON.stringify(kept, null, 2)}\n`);
console.log(
  `demo rasters: ${stale.length} drawn, ${wanted.length - stale.length} unchanged, in ${publicDir}/demo`,
);
