import { describe, expect, it } from 'vitest';
import {
  fieldsFromWire,
  fieldsToStoreJson,
  fieldsToWire,
  timestampToJson,
  toWireFields,
  wireDocumentToJson,
  wireFieldsToJson,
  wireValueToJson,
} from './index.js';

describe('timestampToJson', () => {
  it.each([
    [{ seconds: '0', nanos: 0 }, '1970-01-01T00:00:00Z'],
    [{ seconds: 1, nanos: 500_000_000 }, '1970-01-01T00:00:01.500Z'],
    [{ seconds: 1, nanos: 123_456_000 }, '1970-01-01T00:00:01.123456Z'],
    [{ seconds: 1, nanos: 123_456_789 }, '1970-01-01T00:00:01.123456789Z'],
  ])('writes RFC 3339 with Z and 0, 3, 6 or 9 fraction digits: %o is %s', (timestamp, json) => {
    expect(timestampToJson(timestamp)).toBe(json);
  });
});

describe('wireValueToJson', () => {
  it('converts every value kind from the proto-loader shape to proto3 JSON', () => {
    const v = (valueType: string, x: unknown): Record<string, unknown> => ({
      valueType,
      [valueType]: x,
    });
    expect(wireValueToJson(v('nullValue', 'NULL_VALUE'))).toEqual({ nullValue: null });
    expect(wireValueToJson(v('booleanValue', true))).toEqual({ booleanValue: true });
    expect(wireValueToJson(v('integerValue', '9007199254740993'))).toEqual({
      integerValue: '9007199254740993',
    });
    expect(wireValueToJson(v('doubleValue', 1.5))).toEqual({ doubleValue: 1.5 });
    expect(wireValueToJson(v('doubleValue', NaN))).toEqual({ doubleValue: 'NaN' });
    expect(wireValueToJson(v('timestampValue', { seconds: '1', nanos: 0 }))).toEqual({
      timestampValue: '1970-01-01T00:00:01Z',
    });
    expect(wireValueToJson(v('bytesValue', Buffer.from('hi')))).toEqual({ bytesValue: 'aGk=' });
    expect(wireValueToJson(v('geoPointValue', { latitude: 24.8, longitude: 67 }))).toEqual({
      geoPointValue: { latitude: 24.8, longitude: 67 },
    });
    expect(wireValueToJson(v('arrayValue', { values: [v('stringValue', 'a')] }))).toEqual({
      arrayValue: { values: [{ stringValue: 'a' }] },
    });
    expect(wireValueToJson(v('mapValue', { fields: { k: v('integerValue', '1') } }))).toEqual({
      mapValue: { fields: { k: { integerValue: '1' } } },
    });
    expect(wireValueToJson(v('mapValue', {}))).toEqual({ mapValue: {} });
  });

  it('also reads values without the oneof discriminator', () => {
    expect(wireValueToJson({ stringValue: 'x' })).toEqual({ stringValue: 'x' });
  });
});

describe('wireDocumentToJson', () => {
  it('keeps the name and converts times', () => {
    expect(
      wireDocumentToJson({
        name: 'projects/p/databases/(default)/documents/A/b',
        fields: {},
        createTime: { seconds: 2, nanos: 0 },
        updateTime: { seconds: 3, nanos: 1000 },
      }),
    ).toEqual({
      name: 'projects/p/databases/(default)/documents/A/b',
      fields: {},
      createTime: '1970-01-01T00:00:02Z',
      updateTime: '1970-01-01T00:00:03.000001Z',
    });
  });
});

describe('a map key named __proto__', () => {
  // JSON.parse makes it an own property, as a client's message would carry it.
  const wire = JSON.parse(
    '{"__proto__": {"stringValue": "kept"}, "a": {"stringValue": "b"}}',
  ) as Record<string, unknown>;
  const expectKept = (out: Record<string, unknown>, value: unknown): void => {
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual(value);
  };

  it('stays a field through every encoding, never the prototype', () => {
    const fields = fieldsFromWire(wire);
    expect([...fields.keys()]).toEqual(['__proto__', 'a']);
    expectKept(fieldsToWire(fields), { stringValue: 'kept' });
    expectKept(fieldsToStoreJson(fields), { stringValue: 'kept' });
    expectKept(wireFieldsToJson(wire), { stringValue: 'kept' });
    expectKept(
      toWireFields(JSON.parse('{"__proto__": "kept", "a": "b"}') as Record<string, unknown>),
      {
        stringValue: 'kept',
      },
    );
  });
});
