/**
 * The trained review scorer: a logistic regression over the hashed features of features.ts,
 * whose weights scripts/sentiment/train.ts writes to model-data.ts (int8, one scale).
 */
import { FEATURE_BITS, featuresOf, type Feature } from './features.js';
import { MODEL_DATA } from './model-data.js';

/** A model's weights, ready to score with. */
export interface SentimentModel {
  readonly bias: number;
  readonly weights: Float32Array;
}

/** The stored form of a model: what model-data.ts holds. */
export interface StoredModel {
  readonly featureBits: number;
  readonly bias: number;
  /** Multiplies each stored int8 weight. */
  readonly scale: number;
  /** The int8 weights, base64. */
  readonly weights: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) BASE64_VALUE[BASE64.charCodeAt(i)] = i;

/** Bytes as base64 (shared/ runs in Node and browsers alike, so it brings its own). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64.charAt((n >> 18) & 63) + BASE64.charAt((n >> 12) & 63);
    out += b === undefined ? '=' : BASE64.charAt((n >> 6) & 63);
    out += c === undefined ? '=' : BASE64.charAt(n & 63);
  }
  return out;
}

/** The bytes of a base64 text; throws on a character outside the alphabet. */
export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let count = 0;
  let at = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const v = code < 128 ? (BASE64_VALUE[code] as number) : -1;
    if (v < 0) throw new Error(`Not base64 at character ${i}`);
    bits = (bits << 6) | v;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes[at++] = (bits >> count) & 0xff;
    }
  }
  return bytes;
}

/** Packs weights into their stored form: int8 with one scale (a quarter of float32's size). */
export function packModel(bias: number, weights: Float32Array): StoredModel {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max === 0 ? 1 : max / 127;
  const bytes = new Uint8Array(weights.length);
  weights.forEach((w, i) => (bytes[i] = Math.round(w / scale) & 0xff));
  return { featureBits: FEATURE_BITS, bias, scale, weights: toBase64(bytes) };
}

/** Reads a stored model; throws when it was trained for other features. */
export function unpackModel(stored: StoredModel): SentimentModel {
  if (stored.featureBits !== FEATURE_BITS)
    throw new Error(
      `Sentiment model has ${stored.featureBits}-bit features, the scorer ${FEATURE_BITS}: retrain it`,
    );
  const bytes = new Int8Array(fromBase64(stored.weights).buffer);
  const weights = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) weights[i] = (bytes[i] as number) * stored.scale;
  return { bias: stored.bias, weights };
}

let shipped: SentimentModel | undefined;

/** The model shipped with the code, decoded on first use (a few milliseconds). */
export function shippedModel(): SentimentModel {
  shipped ??= unpackModel(MODEL_DATA);
  return shipped;
}

/** The model's margin for these features: log-odds that the text is positive. */
export function margin(model: SentimentModel, features: readonly Feature[]): number {
  let z = model.bias;
  for (const f of features) z += (model.weights[f.slot] ?? 0) * f.value;
  return z;
}

/** Probability that a text is positive, or null when it has nothing to read (no words, no emoji). */
export function positiveProbability(text: string, model = shippedModel()): number | null {
  const features = featuresOf(text);
  if (features.length === 0) return null;
  return 1 / (1 + Math.exp(-margin(model, features)));
}
