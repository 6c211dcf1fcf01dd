import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { demoImageFiles, generateDemoDataset } from '@deals/shared/demo';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../web/public/', import.meta.url));
const manifestPath = fileURLToPath(
  new URL('../../../shared/src/demo/rasters.json', import.meta.url),
);

/** A WebP's canvas size, from its header (lossy VP8, or VP8X when it has alpha); null if not one. */
function webpSize(bytes: Buffer): [number, number] | null {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    return null;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8 ') return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
  return null;
}

describe('committed demo images', () => {
  const files = demoImageFiles(generateDemoDataset());

  it('match what the generator produces (run `npm run demo:images` after changing it)', async () => {
    expect(files.length).toBeGreaterThan(150);
    for (const f of files) {
      const committed = await readFile(`${publicDir}${f.path}`, 'utf8').catch(() => null);
      expect(committed, f.path).toBe(f.svg);
    }
  });

  it('have a WebP copy drawn from the current SVG, at its size (`npm run demo:images`)', async () => {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, string>;
    const rasters = files.flatMap((f) => (f.raster ? [{ ...f.raster, svg: f.svg }] : []));
    expect(rasters.length).toBeGreaterThan(100);
    for (const r of rasters) {
      expect(manifest[r.path], r.path).toBe(createHash('sha256').update(r.svg).digest('hex'));
      const bytes = await readFile(`${publicDir}${r.path}`);
      expect(webpSize(bytes), r.path).toEqual([r.width, r.height]);
    }
    expect(Object.keys(manifest).sort()).toEqual(rasters.map((r) => r.path).sort());
  });
});
