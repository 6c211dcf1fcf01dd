import { describe, expect, it } from 'vitest';
import { ANALYZE_MAX_INSTANCES, analyze } from './analyze.js';

describe('analyze deployment', () => {
  it('is a public HTTP function whose instances are capped, bounding what a flood can spend', () => {
    // What the deploy reads: the manifest firebase-tools builds from each function's endpoint.
    expect(analyze.__endpoint).toMatchObject({
      httpsTrigger: {},
      region: ['us-central1'],
      maxInstances: ANALYZE_MAX_INSTANCES,
    });
    expect(ANALYZE_MAX_INSTANCES).toBeGreaterThanOrEqual(1);
  });
});
