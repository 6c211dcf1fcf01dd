/// <reference types="node" />
/**
 * The trained review scorer: a logistic regression over the hashed features of features.ts,
 * whose weights scripts/sentiment/train.ts writes to model-weights.bin (int8) and model-data.ts
 * (the bias and the weights' one scale). It runs on Node only (the functions, the emulator's demo
 * data, the scripts): it reads its weights from a file.
 */
import { readFileSync } from 'node:fs';
import { FEATURE_BITS, featuresOf, type Feature } from './features.js';
import { MODEL_DATA } from './model-data.js';

/** A model, ready to score with. */
export interface SentimentModel {
  readonly bias: number;
  /** One per feature slot: as trained (floats), or as stored (int8). */
  readonly weights: Float32Array | Int8Array;
  /** Multiplies each of `weights`: 1 as trained. */
  readonly scale: number;
}

/** What model-data.ts holds: everything of a stored model but its weights. */
export interface StoredModelInfo {
  readonly featureBits: number;
  readonly bias: number;
  /** Multiplies each stored int8 weight. */
  readonly scale: number;
}

/** A model in its stored form: model-data.ts and the bytes of model-weights.bin. */
export interface StoredModel extends StoredModelInfo {
  /** One int8 weight per feature slot. */
  readonly weights: Uint8Array;
}

/** Packs weights into their stored form: int8 with one scale (a quarter of float32's size). */
export function packModel(bias: number, weights: Float32Array): StoredModel {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max === 0 ? 1 : max / 127;
  const bytes = new Uint8Array(weights.length);
  weights.forEach((w, i) => (bytes[i] = Math.round(w / scale) & 0xff));
  return { featureBits: FEATURE_BITS, bias, scale, weights: bytes };
}

/** Reads a stored model; throws when it was trained for other features or is cut short. */
export function unpackModel(stored: StoredModel): SentimentModel {
  if (stored.featureBits !== FEATURE_BITS)
    throw new Error(
      `Sentiment model has ${stored.featureBits}-bit features, the scorer ${FEATURE_BITS}: retrain it`,
    );
  const slots = 1 << FEATURE_BITS;
  const { weights, scale } = stored;
  if (weights.length !== slots)
    throw new Error(`Sentiment model has ${weights.length} weights, not ${slots}: retrain it`);
  const signed = new Int8Array(weights.buffer, weights.byteOffset, weights.byteLength);
  return { bias: stored.bias, weights: signed, scale };
}

/** The file of the shipped weights, as train.ts writes it beside this module. */
export const WEIGHTS_FILE = 'model-weights.bin';

/**
 * Where the shipped weights are read from, first found first: beside this module (its source, and
 * the functions' bundle, which functions/build.mjs puts them beside), then the source folder from
 * shared/dist (TypeScript's build copies no data files).
 */
const WEIGHTS_PLACES = [`./${WEIGHTS_FILE}`, `../../src/sentiment/${WEIGHTS_FILE}`];

/**
 * The shipped weights: 2 MB read as they are. In model-data.ts as base64 text they were 2.8 MB of
 * script that every function's cold start parsed, some 80 ms, whether it scored a review or not.
 */
function readShippedWeights(): Uint8Array {
  for (const place of WEIGHTS_PLACES) {
    try {
      return readFileSync(new URL(place, import.meta.url));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`The review scorer's weights (${WEIGHTS_FILE}) are missing beside its code`);
}

let shipped: SentimentModel | undefined;

/** The model shipped with the code, read on first use. */
export function shippedModel(): SentimentModel {
  shipped ??= unpackModel({ ...MODEL_DATA, weights: readShippedWeights() });
  return shipped;
}

/** The model's margin for these features: log-odds that the text is positive. */
export function margin(model: SentimentModel, features: readonly Feature[]): number {
  const { weights } = model;
  let z = 0;
  for (const f of features) z += (weights[f.slot] ?? 0) * f.value;
  return model.bias + z * model.scale;
}

/** Probability that a text is positive, or null when it has nothing to read (no words, no emoji). */
export function positiveProbability(text: string, model = shippedModel()): number | null {
  const features = featuresOf(text);
  if (features.length === 0) return null;
  return 1 / (1 + Math.exp(-margin(model, features)));
}
