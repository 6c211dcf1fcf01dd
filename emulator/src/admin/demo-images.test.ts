import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { demoImageFiles, generateDemoDataset } from '@deals/shared/demo';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../web/public/', import.meta.url));

describe('committed demo images', () => {
  it('match what the generator produces (run `npm run admin -- write-images` after changing it)', async () => {
    const files = demoImageFiles(generateDemoDataset());
    expect(files.length).toBeGreaterThan(150);
    for (const f of files) {
      const committed = await readFile(`${publicDir}${f.path}`, 'utf8').catch(() => null);
      expect(committed, f.path).toBe(f.svg);
    }
  });
});
