import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from '../demo/rng.js';
import {
  FEATURE_BITS,
  detectLanguage,
  negationScopes,
  normalizeText,
  skeleton,
  tokenize,
  urduSkeleton,
} from './features.js';
import { MODEL_DATA } from './model-data.js';
import { WEIGHTS_FILE, packModel, unpackModel } from './model.js';
import { labelForScore, probabilityToScore, scoreComment } from './score.js';

const side = (text: string): 'positive' | 'negative' | 'neutral' => scoreComment(text).label;

describe('scoreComment: what people write', () => {
  it.each([
    ['Service was very prompt.', 'positive'],
    ['Would not go back.', 'negative'],
    ['The staff were friendly and the biryani was delicious', 'positive'],
    ['Cold food, rude waiter and a dirty table', 'negative'],
    ['The discount was not applied at the counter', 'negative'],
  ] as const)('English: %s → %s', (text, label) => {
    expect(side(text)).toBe(label);
  });

  it.each([
    ['khana bohat acha tha', 'positive'],
    ['zabardast deal, zaroor try karein', 'positive'],
    ['bakwas service, dobara nahi aunga', 'negative'],
    ['khana thanda aur bemaza tha', 'negative'],
  ] as const)('Roman Urdu: %s → %s', (text, label) => {
    expect(side(text)).toBe(label);
  });

  it.each([
    ['کھانا بہت مزیدار تھا', 'positive'],
    ['بہترین سروس اور اچھا ماحول', 'positive'],
    ['کھانا بہت برا تھا', 'negative'],
    ['انتہائی گھٹیا سروس', 'negative'],
  ] as const)('Urdu script: %s → %s', (text, label) => {
    expect(side(text)).toBe(label);
  });

  it.each([
    ['not bad at all', 'positive'],
    ['not good', 'negative'],
    ['acha nahi', 'negative'],
    ['bilkul acha nahi tha', 'negative'],
    ['koi masla nahi, sab theek tha', 'positive'],
    ['اچھا نہیں تھا', 'negative'],
  ] as const)('negation on either side: %s → %s', (text, label) => {
    expect(side(text)).toBe(label);
  });

  it('turns the same word around when negated, in each script', () => {
    for (const [plain, negated] of [
      ['good', 'not good'],
      ['acha tha', 'acha nahi tha'],
      ['اچھا تھا', 'اچھا نہیں تھا'],
    ]) {
      expect(scoreComment(plain as string).score, plain).toBeGreaterThan(3);
      expect(scoreComment(negated as string).score, negated).toBeLessThan(3);
    }
  });

  it.each([
    ['food was great but service bohat slow thi', 'mixed'],
    ['Deal zabardast hai, staff bhi friendly', 'positive'],
    ['بہت اچھا experience tha, highly recommended', 'positive'],
    ['service ghatiya, never again', 'negative'],
  ] as const)('code-mixed: %s', (text, expected) => {
    const label = side(text);
    if (expected === 'mixed') expect(label).not.toBe('neutral');
    else expect(label).toBe(expected);
  });

  it('reads emoji alone', () => {
    expect(side('😍😍😍')).toBe('positive');
    expect(side('👍')).toBe('positive');
    expect(side('😡🤮')).toBe('negative');
    expect(side('👎')).toBe('negative');
  });

  it('reads a word with its letters drawn out as the word', () => {
    expect(side('zabardasttt')).toBe('positive');
    expect(side('sooooo goooood')).toBe('positive');
    expect(side('bakwaaaas')).toBe('negative');
  });

  it('is stronger with an intensifier', () => {
    expect(scoreComment('very good').score).toBeGreaterThanOrEqual(scoreComment('good').score);
    expect(scoreComment('very bad').score).toBeLessThanOrEqual(scoreComment('bad').score);
  });

  it('gives exactly 3.0 only to a text with nothing to read', () => {
    for (const text of ['', '   ', '\n\t ', '...', '12345', '!!!', '- / -']) {
      expect(scoreComment(text), JSON.stringify(text)).toEqual({
        score: 3,
        label: 'neutral',
        comparative: 0,
        confidence: 0,
        language: 'none',
      });
    }
    for (const text of ['great', 'terrible', 'zabardast', 'bakwas']) {
      expect(scoreComment(text).score, text).not.toBe(3);
    }
  });

  it('keeps a factual sentence near the middle', () => {
    for (const text of ['I went there on Tuesday', 'The branch is on Main Boulevard']) {
      const { score } = scoreComment(text);
      expect(score, text).toBeGreaterThan(2);
      expect(score, text).toBeLessThan(4);
    }
  });

  it('scores a 2,000-character review within the scale, by what it says', () => {
    const long = 'The food was delicious and the staff were friendly. '.repeat(40).slice(0, 2000);
    expect(long).toHaveLength(2000);
    const r = scoreComment(long);
    expect(r.label).toBe('positive');
    const rant = 'Terrible food, rude staff and a dirty place. '.repeat(45).slice(0, 2000);
    expect(scoreComment(rant).label).toBe('negative');
  });

  it('answers the contract: 1..5 with one decimal, its label, a confidence and the language', () => {
    for (const text of ['ok', 'great', 'awful', 'acha', 'بہت خوب', 'x'.repeat(3000)]) {
      const r = scoreComment(text);
      expect(r.score).toBeGreaterThanOrEqual(1);
      expect(r.score).toBeLessThanOrEqual(5);
      expect(Math.round(r.score * 10) / 10).toBe(r.score);
      expect(r.label).toBe(labelForScore(r.score));
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('is the same on every call', () => {
    const first = scoreComment('zabardast');
    scoreComment('bakwas ganda');
    expect(scoreComment('zabardast')).toEqual(first);
  });
});

describe('detectLanguage', () => {
  it.each([
    ['The food was great', 'en'],
    ['khana bohat acha tha', 'roman-ur'],
    ['zabardasttt', 'roman-ur'],
    ['کھانا بہت اچھا تھا', 'ur'],
    ['khana acha tha but the service was slow', 'mixed'],
    ['😍', 'none'],
  ] as const)('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('features', () => {
  it('normalises case, Arabic letter forms, diacritics and drawn-out letters', () => {
    expect(normalizeText('ZABARDASTTTT')).toBe('zabardastt');
    expect(normalizeText('\u0643\u062A\u0627\u0628')).toBe('\u06A9\u062A\u0627\u0628'); // Arabic kaf → keheh
    expect(normalizeText('اَچھا')).toBe('اچھا');
  });

  it('splits Urdu punctuation from words', () => {
    expect(tokenize('اچھا تھا۔ بہت، خوب').map((t) => t.text)).toEqual([
      'اچھا',
      'تھا',
      '.',
      'بہت',
      ',',
      'خوب',
    ]);
  });

  it('gives Roman Urdu and Urdu script words the same outline', () => {
    for (const [urdu, roman] of [
      ['اچھا', 'achha'],
      ['بہت', 'bohat'],
      ['زبردست', 'zabardast'],
      ['خراب', 'kharab'],
    ])
      expect(urduSkeleton(urdu as string), roman).toBe(skeleton(roman as string));
  });

  it('outlines a word as the patterns define it: runs once, no vowels after the first letter', () => {
    const byPatterns = (word: string) =>
      word.replace(/(.)\1+/g, '$1').replace(/(?!^)[aeiouwy]/g, '');
    const words = ['achha', 'bohat', 'abba', 'baaab', 'aaa', 'yummy', 'a', '', 'ww', 'xyz'];
    // Random words over letters that repeat, vowels and a surrogate pair (an emoji's halves).
    const rng = createRng(7);
    const pool = ['a', 'e', 'o', 'w', 'y', 'b', 'h', 'k', '\u{1F600}', 'ا', 'ب'];
    for (let i = 0; i < 500; i++)
      words.push(Array.from({ length: rng.int(1, 9) }, () => rng.pick(pool)).join(''));
    for (const word of words) expect(skeleton(word), word).toBe(byPatterns(word));
    expect(skeleton('achha')).toBe('ach');
  });

  it('tells ASCII words from emoji and Urdu as the Unicode patterns do', () => {
    expect(tokenize('Good 10/10 👍 اچھا x2').map((t) => `${t.text}:${t.kind}`)).toEqual([
      'good:latin',
      '10:other',
      '10:other',
      '👍:emoji',
      'اچھا:urdu',
      'x2:latin',
    ]);
  });

  it('negates forward in English up to a clause break, backward after nahi', () => {
    const scope = (text: string): string[] => {
      const tokens = tokenize(text);
      const negated = negationScopes(tokens);
      return tokens.filter((_, i) => negated[i]).map((t) => t.text);
    };
    expect(scope('not cheap but good')).toEqual(['cheap']);
    expect(scope('khana acha nahi tha')).toEqual(['khana', 'acha']);
    expect(scope('the food was great')).toEqual([]);
  });
});

describe('the stored model', () => {
  it('packs to int8 and reads back within one step of its scale', () => {
    const weights = Float32Array.from({ length: 1 << FEATURE_BITS }, (_, i) => Math.sin(i) * 3);
    weights[5] = -3.5; // the largest, so the scale is 3.5 / 127
    const stored = packModel(0.25, weights);
    const model = unpackModel(stored);
    expect(model.bias).toBe(0.25);
    expect((model.weights[5] as number) * model.scale).toBeCloseTo(-3.5, 6);
    for (const i of [0, 1, 77, 4096, (1 << FEATURE_BITS) - 1])
      expect(
        Math.abs((model.weights[i] as number) * model.scale - (weights[i] as number)),
      ).toBeLessThanOrEqual(stored.scale / 2 + 1e-6);
  });

  it('refuses a model trained for other features or cut short', () => {
    expect(() =>
      unpackModel({ featureBits: 12, bias: 0, scale: 1, weights: new Uint8Array(1 << 12) }),
    ).toThrow(/retrain/);
    const { weights, ...rest } = packModel(0, new Float32Array(1 << FEATURE_BITS));
    expect(() => unpackModel({ ...rest, weights: weights.subarray(1) })).toThrow(
      /weights, not \d+: retrain/,
    );
    expect(unpackModel({ ...rest, weights }).weights[9]).toBe(0);
  });

  it('ships one weight for every feature slot, in the file it reads', () => {
    expect(MODEL_DATA.featureBits).toBe(FEATURE_BITS);
    const file = readFileSync(new URL(`./${WEIGHTS_FILE}`, import.meta.url));
    expect(file.length).toBe(1 << FEATURE_BITS);
  });
});

describe('probabilityToScore', () => {
  it('maps 0, one half and 1 to the ends and the middle, one decimal', () => {
    expect(probabilityToScore(0)).toBe(1);
    expect(probabilityToScore(0.5)).toBe(3);
    expect(probabilityToScore(1)).toBe(5);
    expect(probabilityToScore(0.83)).toBe(4.3);
  });
});
