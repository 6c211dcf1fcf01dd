import { describe, expect, it } from 'vitest';
import { compareUtf8, compareValues, identical, queryEquals, addNumbers } from './values.js';
import { fromWire, microsToRfc3339, type Value } from '../codec/index.js';
import { fieldPathString, parseFieldPath } from './paths.js';

const v = (raw: Record<string, unknown>): Value => fromWire(raw);

describe('value ordering', () => {
  it('orders types as Cloud Firestore does', () => {
    const ordered = [
      v({ nullValue: 'NULL_VALUE' }),
      v({ booleanValue: false }),
      v({ booleanValue: true }),
      v({ doubleValue: NaN }),
      v({ doubleValue: -Infinity }),
      v({ integerValue: '-5' }),
      v({ doubleValue: 0.5 }),
      v({ integerValue: '1' }),
      v({ doubleValue: Infinity }),
      v({ timestampValue: { seconds: '1', nanos: 0 } }),
      v({ stringValue: '' }),
      v({ stringValue: 'a' }),
      v({ bytesValue: Buffer.from([0]) }),
      v({ referenceValue: 'projects/p/databases/(default)/documents/a/b' }),
      v({ geoPointValue: { latitude: -10, longitude: 0 } }),
      v({ arrayValue: { values: [] } }),
      v({ arrayValue: { values: [{ integerValue: '1' }] } }),
      v({
        mapValue: {
          fields: {
            __type__: { stringValue: '__vector__' },
            value: { arrayValue: { values: [{ doubleValue: 1 }] } },
          },
        },
      }),
      v({ mapValue: {} }),
      v({ mapValue: { fields: { a: { integerValue: '1' } } } }),
    ];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        const c = compareValues(ordered[i]!, ordered[j]!);
        expect(Math.sign(c), `${i} vs ${j}`).toBe(Math.sign(i - j));
      }
    }
  });

  it('compares integers and doubles numerically, with -0 equal to 0', () => {
    expect(compareValues(v({ integerValue: '1' }), v({ doubleValue: 1 }))).toBe(0);
    expect(compareValues(v({ doubleValue: -0 }), v({ integerValue: '0' }))).toBe(0);
    expect(
      compareValues(v({ integerValue: '9007199254740993' }), v({ doubleValue: 9007199254740992 })),
    ).toBe(1);
    expect(compareValues(v({ integerValue: '2' }), v({ doubleValue: 2.5 }))).toBe(-1);
    expect(queryEquals(v({ doubleValue: NaN }), v({ doubleValue: NaN }))).toBe(false);
  });

  it('identity for no-op detection is type-exact', () => {
    expect(identical(v({ integerValue: '1' }), v({ doubleValue: 1 }))).toBe(false);
    expect(identical(v({ doubleValue: -0 }), v({ doubleValue: 0 }))).toBe(false);
    expect(identical(v({ doubleValue: NaN }), v({ doubleValue: NaN }))).toBe(true);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 units', () => {
    // U+FFFD (3 UTF-8 bytes, EF BF BD) sorts before U+1F600 (4 bytes, F0 ...), unlike in UTF-16.
    expect(compareUtf8('\uFFFD', '😀')).toBe(-1);
    expect(compareUtf8('a', 'b')).toBe(-1);
    expect(compareUtf8('ab', 'a')).toBe(1);
  });

  it('maps compare key by key, then by size', () => {
    const m = (f: Record<string, unknown>): Value => v({ mapValue: { fields: f } });
    expect(compareValues(m({ a: { integerValue: '1' } }), m({ b: { integerValue: '0' } }))).toBe(
      -1,
    );
    expect(
      compareValues(
        m({ a: { integerValue: '2' } }),
        m({ a: { integerValue: '1' }, b: { integerValue: '1' } }),
      ),
    ).toBe(1);
    expect(
      compareValues(
        m({ a: { integerValue: '1' } }),
        m({ a: { integerValue: '1' }, b: { integerValue: '1' } }),
      ),
    ).toBe(-1);
  });

  it('increments saturate at the int64 limits and mix with doubles', () => {
    const max = v({ integerValue: '9223372036854775807' });
    expect(addNumbers(max, v({ integerValue: '1' }))).toEqual({
      k: 'int',
      v: 9223372036854775807n,
    });
    expect(addNumbers(v({ integerValue: '1' }), v({ doubleValue: 0.5 }))).toEqual({
      k: 'double',
      v: 1.5,
    });
  });

  it('rejects malformed values', () => {
    expect(() => fromWire({})).toThrow(/no value type/);
    expect(() => fromWire({ integerValue: 'x' })).toThrow(/Invalid integer/);
    expect(() => fromWire({ arrayValue: { values: [{ arrayValue: {} }] } })).toThrow(/array/);
    expect(() => fromWire({ geoPointValue: { latitude: 91, longitude: 0 } })).toThrow(/geo point/);
  });

  it('formats read times as RFC 3339 with microseconds and a Z', () => {
    expect(microsToRfc3339(1_700_000_000_123_456)).toBe('2023-11-14T22:13:20.123456Z');
  });
});

describe('field paths', () => {
  it('parses backtick-quoted segments with escapes and prints them back', () => {
    expect(parseFieldPath('a.b')).toEqual(['a', 'b']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`.`back\\\\slash`')).toEqual(['x`y', 'back\\slash']);
    expect(fieldPathString(['a.b', 'c', 'x`y', '1st'])).toBe('`a.b`.c.`x\\`y`.`1st`');
    expect(() => parseFieldPath('a..b')).toThrow();
    expect(() => parseFieldPath('`open')).toThrow();
  });
});
