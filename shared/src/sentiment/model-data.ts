// Written by `npm run train:sentiment` (scripts/sentiment/train.ts); do not edit by hand.
// The review scorer's bias and weight scale; its int8 weights are model-weights.bin beside this
// file. See DATA.md.
import type { StoredModelInfo } from './model.js';

export const MODEL_DATA: StoredModelInfo = {
  featureBits: 21,
  bias: 0.004965705744902795,
  scale: 0.07182401371753122,
};
