/** Argument checks shared by the rules built-ins, and the regular expressions `matches` compiles. */
import { fail } from './errors.js';
import { RSet, typeName, valueEquals, type Value } from './values.js';

export const NS = 1_000_000_000n;

export function argc(name: string, args: readonly Value[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    fail(
      `Function ${name} expects ${min === max ? min : `${min} to ${max}`} argument(s), got ${args.length}.`,
    );
  }
}
export function str(v: Value | undefined, what: string): string {
  if (typeof v !== 'string') fail(`${what} expects a string, got ${typeName(v ?? null)}.`);
  return v;
}
export function int(v: Value | undefined, what: string): bigint {
  if (typeof v !== 'bigint') fail(`${what} expects an int, got ${typeName(v ?? null)}.`);
  return v;
}
export function num(v: Value | undefined, what: string): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'number') fail(`${what} expects a number, got ${typeName(v ?? null)}.`);
  return v;
}
/** Lists and sets are accepted wherever a collection of values is. */
export function items(v: Value | undefined, what: string): Value[] {
  if (Array.isArray(v)) return v;
  if (v instanceof RSet) return v.items;
  fail(`${what} expects a list or set, got ${typeName(v ?? null)}.`);
}
export const contains = (list: readonly Value[], v: Value): boolean =>
  list.some((x) => valueEquals(x, v));

const regexCache = new Map<string, RegExp>();
/**
 * Compiles an RE2 pattern as a fully anchored JS RegExp. RE2's leading inline flags `(?i)` /
 * `(?s)` become JS flags; Unicode mode is tried first so `.` matches whole code points.
 */
export function compileRegex(re: string): RegExp {
  const cached = regexCache.get(re);
  if (cached) return cached;
  let body = re;
  let flags = '';
  const m = /^\(\?([ims]+)\)/.exec(body);
  if (m) {
    body = body.slice(m[0].length);
    flags = [...new Set(m[1])].join('');
  }
  let out: RegExp;
  try {
    out = new RegExp(`^(?:${body})$`, flags + 'u');
  } catch {
    try {
      out = new RegExp(`^(?:${body})$`, flags);
    } catch {
      fail(`Invalid regular expression: ${re}`);
    }
  }
  if (regexCache.size > 500) regexCache.clear();
  regexCache.set(re, out);
  return out;
}

export const codePoints = (s: string): string[] => Array.from(s);
