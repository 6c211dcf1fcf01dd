/** Writes the demo's SVG images (generated from the dataset, deterministic) under web/public. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { demoImageFiles, generateDemoDataset } from '@deals/shared/demo';

/** Writes every image under `publicDir` (e.g. web/public); unchanged files are left alone. Returns [written, total]. */
export async function writeDemoImages(publicDir: string): Promise<[number, number]> {
  const files = demoImageFiles(generateDemoDataset());
  let written = 0;
  for (const f of files) {
    const path = join(publicDir, f.path);
    const current = await readFile(path, 'utf8').catch(() => null);
    if (current === f.svg) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, f.svg);
    written += 1;
  }
  return [written, files.length];
}
