import { describe, expect, it } from 'vitest';
import { CompactFields, compactFields, fieldsFromWire, type Value } from './value.js';

const str = (v: string): Value => ({ k: 'str', v });

describe('compact fields', () => {
  it('read like the map they were made from, in the same order', () => {
    const source = new Map<string, Value>([
      ['title', str('Biryani Bay')],
      ['city', str('Lahore')],
      ['__proto__', str('safe')],
    ]);
    const compact = compactFields(source);
    expect(compact).toBeInstanceOf(CompactFields);
    expect(compact.size).toBe(3);
    expect(compact.get('city')).toEqual(str('Lahore'));
    expect(compact.get('__proto__')).toEqual(str('safe'));
    expect(compact.get('missing')).toBeUndefined();
    expect(compact.has('title')).toBe(true);
    expect(compact.has('toString')).toBe(false);
    expect([...compact]).toEqual([...source]);
    expect([...compact.keys()]).toEqual(['title', 'city', '__proto__']);
    expect([...compact.values()]).toEqual([...source.values()]);
    const seen: string[] = [];
    compact.forEach((value, key) => seen.push(`${key}=${value.k}`));
    expect(seen).toEqual(['title=str', 'city=str', '__proto__=str']);
    // A copy for a write is an ordinary, mutable Map again.
    expect(new Map(compact)).toEqual(source);
  });

  it('compact nested maps, inside arrays too, and share one name list per set of names', () => {
    const wire = {
      banks: {
        mapValue: {
          fields: {
            a: { mapValue: { fields: { name: { stringValue: 'HBL' } } } },
            b: { mapValue: { fields: { name: { stringValue: 'UBL' } } } },
          },
        },
      },
      list: { arrayValue: { values: [{ mapValue: { fields: { name: { stringValue: 'x' } } } }] } },
    };
    const fields = compactFields(fieldsFromWire(wire));
    const banks = fields.get('banks');
    if (banks?.k !== 'map') throw new Error('banks is not a map');
    const a = banks.v.get('a');
    const b = banks.v.get('b');
    if (a?.k !== 'map' || b?.k !== 'map') throw new Error('not maps');
    expect(a.v).toBeInstanceOf(CompactFields);
    expect(a.v.get('name')).toEqual(str('HBL'));
    expect(b.v.get('name')).toEqual(str('UBL'));
    const list = fields.get('list');
    if (list?.k !== 'arr' || list.v[0]?.k !== 'map') throw new Error('list is not maps');
    expect(list.v[0].v).toBeInstanceOf(CompactFields);
    expect(list.v[0].v.get('name')).toEqual(str('x'));
  });

  it('keeps a map with very many fields a JS Map, so lookups stay fast', () => {
    const many = new Map<string, Value>(
      Array.from({ length: 200 }, (_, i): [string, Value] => [`f${i}`, str(String(i))]),
    );
    const kept = compactFields(many);
    expect(kept).not.toBeInstanceOf(CompactFields);
    expect(kept.get('f150')).toEqual(str('150'));
  });

  it('returns fields already compact as they are', () => {
    const once = compactFields(new Map([['a', str('1')]]));
    expect(compactFields(once)).toBe(once);
  });
});
