/**
 * The rules language's arithmetic, member access and indexing on runtime values, with 64-bit
 * integer overflow and the type errors Cloud Firestore reports.
 */
import { fail } from './errors.js';
import {
  Duration,
  RMap,
  RSet,
  RulesPath,
  Timestamp,
  checkInt,
  typeName,
  type Value,
} from './values.js';

export function arithmetic(op: string, a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    switch (op) {
      case '+':
        return checkInt(a + b);
      case '-':
        return checkInt(a - b);
      case '*':
        return checkInt(a * b);
      case '/':
        if (b === 0n) fail('Division by zero.');
        return checkInt(a / b);
      case '%':
        if (b === 0n) fail('Modulo by zero.');
        return a % b;
    }
  }
  if (
    (typeof a === 'bigint' || typeof a === 'number') &&
    (typeof b === 'bigint' || typeof b === 'number')
  ) {
    const x = Number(a);
    const y = Number(b);
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
      case '/':
        return x / y;
      case '%':
        return x % y;
    }
  }
  if (op === '+') {
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (a instanceof RSet && b instanceof RSet) return new RSet([...a.items, ...b.items]);
    if (a instanceof RMap && b instanceof RMap)
      return new RMap(new Map([...a.entries, ...b.entries]));
    if (a instanceof Timestamp && b instanceof Duration) return new Timestamp(a.nanos + b.nanos);
    if (a instanceof Duration && b instanceof Timestamp) return new Timestamp(a.nanos + b.nanos);
    if (a instanceof Duration && b instanceof Duration) return new Duration(a.nanos + b.nanos);
  }
  if (op === '-') {
    if (a instanceof Timestamp && b instanceof Timestamp) return new Duration(a.nanos - b.nanos);
    if (a instanceof Timestamp && b instanceof Duration) return new Timestamp(a.nanos - b.nanos);
    if (a instanceof Duration && b instanceof Duration) return new Duration(a.nanos - b.nanos);
  }
  return fail(`Operator ${op} is not defined for ${typeName(a)} and ${typeName(b)}.`);
}

export function member(obj: Value, name: string): Value {
  if (obj === null) fail(`Null value error: cannot read '${name}' of null.`);
  if (obj instanceof RMap) {
    const v = obj.get(name);
    if (v === undefined) fail(`Property ${name} is undefined on object.`);
    return v;
  }
  return fail(`Cannot read property '${name}' of ${typeName(obj)}.`);
}

export function index(obj: Value, key: Value): Value {
  if (obj === null) fail('Null value error: cannot index null.');
  if (obj instanceof RMap) {
    if (typeof key !== 'string') fail('Map keys are strings.');
    return member(obj, key);
  }
  if (Array.isArray(obj) || obj instanceof RulesPath || typeof obj === 'string') {
    if (typeof key !== 'bigint') fail('List indices are ints.');
    const arr = Array.isArray(obj)
      ? obj
      : obj instanceof RulesPath
        ? obj.segments
        : Array.from(obj);
    const v = arr[Number(key)];
    if (key < 0n || v === undefined) fail(`Index ${key} out of range.`);
    return v;
  }
  return fail(`Cannot index ${typeName(obj)}.`);
}
