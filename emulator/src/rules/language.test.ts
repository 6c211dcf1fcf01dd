import { describe, expect, it } from 'vitest';
import { compileRules } from './index.js';
import { buildRequest, structuredQuery, type RequestSpec } from './rules-harness.js';
import { WireDouble } from '../codec/index.js';

/** Compiles `allow <method>: if <cond>` on /t/{id} and decides one request. */
function decide(
  cond: string,
  spec: Partial<RequestSpec> = {},
  extra = '',
): { allowed: boolean; message?: string } {
  const src = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${extra}
    match /t/{id} {
      allow ${spec.method ?? 'get'}: if ${cond};
    }
  }
}`;
  const { evaluator, issues } = compileRules(src);
  if (!evaluator) throw new Error(JSON.stringify(issues));
  return evaluator.authorize(
    buildRequest({ method: 'get', path: 't/doc1', resource: { a: 1 }, ...spec }),
  );
}
const ok = (cond: string, spec?: Partial<RequestSpec>, extra?: string): boolean =>
  decide(cond, spec, extra).allowed;

describe('conditions that grant', () => {
  it.each([
    // Arithmetic, comparison, literals, operators, indexes and slices.
    '1 + 2 == 3',
    '7 / 2 == 3',
    '-7 / 2 == -3',
    '7 % 3 == 1',
    '7.0 / 2 == 3.5',
    '1 == 1.0',
    '1 < 2.5',
    "'ab' + 'cd' == 'abcd'",
    "'abc' < 'abd'",
    '[1, 2] + [3] == [1, 2, 3]',
    "{'a': 1} == {'a': 1}",
    "{'a': 1, 'b': [1, {'c': true}]} == {'b': [1, {'c': true}], 'a': 1}",
    'true ? 1 == 1 : false',
    '!false',
    '-(3) == -3',
    "'a' in ['a', 'b']",
    "'a' in {'a': 1}",
    "!('z' in {'a': 1})",
    'null == null',
    '1 != null',
    '(1 + 2) * 3 == 9',
    '1 + 2 * 3 == 7',
    'true && true || false',
    '[1,2,3][1] == 2',
    '[1,2,3,4][1:3] == [2, 3]',
    "'hello'[1:3] == 'el'",
    "{'a': {'b': 5}}['a'].b == 5",
    // String methods and conversions.
    "'héllo'.size() == 5",
    "'abc'.matches('a.c')",
    "!'xabc'.matches('a.c')",
    "'ABC'.matches('(?i)abc')",
    "'Hello'.lower() == 'hello' && 'Hello'.upper() == 'HELLO'",
    "'  x  '.trim() == 'x'",
    "'a,b,c'.split(',') == ['a', 'b', 'c']",
    "'aXbXc'.replace('X', '-') == 'a-b-c'",
    "'ab12'.replace('([a-z]+)([0-9]+)', '\\\\2\\\\1') == '12ab'",
    "'é'.toUtf8().size() == 2",
    "'abc'.toUtf8() == b'abc'",
    "'   '.matches('[\\\\s\\\\S]*\\\\S[\\\\s\\\\S]*') == false",
    "' a '.matches('[\\\\s\\\\S]*\\\\S[\\\\s\\\\S]*')",
    // firestore.rules' visible-text and digit checks: Unicode classes, and (?s) across newlines.
    "'\u200b\u200b'.matches('(?s).*[\\\\p{L}\\\\p{N}].*') == false",
    "'ok\\nبہت'.matches('(?s).*[\\\\p{L}\\\\p{N}].*')",
    "'Ali\\n0300'.matches('(?s).*[0-9].*') && !'Ali\\n0300'.matches('.*[0-9].*')",
    "'😀😀'.size() == 2",
    "[1, 2, 3][0:2] == [1, 2] && [1, 2, 3].hasAll([3, 1]) && [{'a': 1}].hasAll([{'a': 1}])",
    "string(12) == '12' && int('42') == 42 && float(2) == 2.0 && string(true) == 'true'",
    // Lists, sets and maps.
    '[1, 2].size() == 2',
    '[1, 2, 3].hasAll([1, 3])',
    '![1, 2].hasAll([1, 3])',
    '[1, 2].hasAny([3, 2])',
    "['a', 'b'].hasOnly(['a', 'b', 'c'])",
    "!['a', 'd'].hasOnly(['a', 'b', 'c'])",
    "['a', 'b'].join('-') == 'a-b'",
    '[1, 2].concat([3]) == [1, 2, 3]',
    '[1, 2, 3, 2].removeAll([2]) == [1, 3]',
    '[1, 1, 2].toSet() == [2, 1].toSet()',
    '[1, 1, 2].toSet().size() == 2',
    '[1, 2].toSet().union([3].toSet()) == [1, 2, 3].toSet()',
    '[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()',
    '[1, 2].toSet().difference([2].toSet()) == [1].toSet()',
    '2 in [1, 2].toSet()',
    "{'a': 1, 'b': 2}.keys() == ['a', 'b']",
    "{'a': 1}.values() == [1]",
    "{'a': 1}.size() == 1",
    "{'a': 1}.get('b', 5) == 5",
    "{'a': {'b': 3}}.get(['a', 'b'], 0) == 3",
    "{'a': {'b': 3}}.get(['a', 'c'], 0) == 0",
    // Timestamps, durations, math, latlng, bytes and paths.
    "request.time == timestamp.value(1767323045123) + duration.value(456000, 'ns')",
    'request.time.year() == 2026 && request.time.month() == 1 && request.time.day() == 2',
    'request.time.hours() == 3 && request.time.minutes() == 4 && request.time.seconds() == 5',
    'request.time.nanos() == 123456000',
    'request.time.toMillis() == 1767323045123',
    'request.time.dayOfWeek() == 5 && request.time.dayOfYear() == 2',
    'request.time.date() == timestamp.date(2026, 1, 2)',
    'request.time.time() == duration.time(3, 4, 5, 123456000)',
    "request.time - timestamp.date(2026, 1, 2) > duration.value(3, 'h')",
    "request.time > request.time - duration.value(1, 'd')",
    "duration.value(90, 's').seconds() == 90",
    "duration.value(2, 'm') == duration.value(120, 's')",
    'math.abs(-3) == 3 && math.abs(-2.5) == 2.5',
    'math.floor(2.7) == 2 && math.ceil(2.1) == 3 && math.round(2.5) == 3 && math.round(-2.5) == -3',
    'math.sqrt(16.0) == 4.0 && math.pow(2, 10) == 1024.0',
    'math.isNaN(math.sqrt(-1.0)) && !math.isInfinite(1.0)',
    'latlng.value(0.0, 0.0).distance(latlng.value(0.0, 1.0)) > 111000',
    'latlng.value(31.5, 74.3).latitude() == 31.5',
    "b'ab'.size() == 2 && b'ab'.toBase64() == 'YWI=' && b'ab'.toHexString() == '6162'",
    'path("/databases/x/documents/a/b") == /databases/x/documents/a/b',
    '/databases/$(database)/documents/t/$(id) == request.path',
    '/databases/$(database)/documents/t/$(id)[4] == "doc1"',
    'resource.__name__ == /databases/$(database)/documents/t/doc1 && resource.id == "doc1"',
  ])('%s', (cond) => {
    expect(ok(cond)).toBe(true);
  });
});

describe('expressions', () => {
  it('treats int and float as distinct types but equal values', () => {
    expect(ok('1 is int && 1.0 is float && 1 is number && 1.5 is number')).toBe(true);
    expect(ok('1 is float')).toBe(false);
  });

  it.each([
    ["'s' is string", true],
    ['true is bool', true],
    ["{'a':1} is map", true],
    ['[1] is list', true],
    ['[1].toSet() is set', true],
    ['request.time is timestamp', true],
    ["duration.value(1, 's') is duration", true],
    ['/databases/x/documents/a/b is path', true],
    ['latlng.value(1.0, 2.0) is latlng', true],
    ["b'\\x01' is bytes", true],
    ['null is null', true],
    ["'s' is int", false],
  ] as const)('is-check %s', (cond, want) => {
    expect(ok(cond)).toBe(want);
  });

  it('detects integer overflow as an error', () => {
    expect(decide('9223372036854775807 + 1 > 0').allowed).toBe(false);
    expect(ok('-9223372036854775808 < 0')).toBe(true);
  });

  it('denies on division by zero', () => {
    expect(ok('1 / 0 == 0')).toBe(false);
  });
});

describe('error semantics of && and ||', () => {
  it('lets true || error and error || true grant', () => {
    expect(ok('true || resource.data.missing == 1')).toBe(true);
    expect(ok('resource.data.missing == 1 || true')).toBe(true);
  });
  it('lets false && error and error && false be false, not an error', () => {
    expect(ok('!(false && resource.data.missing == 1)')).toBe(true);
    expect(ok('!(resource.data.missing == 1 && false)')).toBe(true);
  });
  it('keeps the error when the other side does not decide', () => {
    expect(ok('resource.data.missing == 1 || false')).toBe(false);
    expect(ok('!(resource.data.missing == 1 && true)')).toBe(false);
    expect(ok('!(resource.data.missing == 1)')).toBe(false);
  });
  it('denies when a condition is not a bool', () => {
    expect(decide('1').allowed).toBe(false);
    expect(decide('1').message).toMatch(/not a bool/);
    expect(ok("'x' || true")).toBe(true); // the bool side decides
    expect(ok("'x' && true")).toBe(false);
  });
  it('reports null access as an error, naming the location', () => {
    const d = decide('request.auth.uid == "x"');
    expect(d.allowed).toBe(false);
    expect(d.message).toMatch(/evaluation error at L6:\d+ for 'get' @ L6/);
  });
  it('reports a false condition with its line', () => {
    expect(decide('false').message).toBe("false for 'get' @ L6");
  });
});

describe('lists, sets and maps', () => {
  it('diffs maps like MapDiff', () => {
    const left = "{'same': 1, 'changed': 2, 'added': 3}";
    const right = "{'same': 1, 'changed': 9, 'removed': 4}";
    expect(ok(`${left}.diff(${right}).addedKeys() == ['added'].toSet()`)).toBe(true);
    expect(ok(`${left}.diff(${right}).removedKeys() == ['removed'].toSet()`)).toBe(true);
    expect(ok(`${left}.diff(${right}).changedKeys() == ['changed'].toSet()`)).toBe(true);
    expect(ok(`${left}.diff(${right}).unchangedKeys() == ['same'].toSet()`)).toBe(true);
    expect(
      ok(`${left}.diff(${right}).affectedKeys() == ['added', 'removed', 'changed'].toSet()`),
    ).toBe(true);
  });

  it('errors on a missing map key and an out-of-range index', () => {
    expect(ok("{'a': 1}.b == 1")).toBe(false);
    expect(ok('[1][3] == 1')).toBe(false);
  });

  it.each([
    ["'a'.nope() == 1", 'string'],
    ['[1].nope() == 1', 'list'],
    ["{'a': 1}.diff({}).nope() == 1", 'map_diff'],
    ['(1).nope() == 1', 'int'],
  ])('names the type of a value without the method called: %s', (cond, type) => {
    expect(decide(cond).message).toContain(`Function not found error: Name: [nope] on ${type}.`);
  });
});

describe('request and resource', () => {
  it('exposes request.auth uid, token and custom claims', () => {
    const auth = { uid: 'u1', token: { email: 'a@b.co', email_verified: true, admin: true, n: 3 } };
    expect(
      ok("request.auth.uid == 'u1' && request.auth.token.email_verified == true", { auth }),
    ).toBe(true);
    expect(ok('request.auth.token.admin == true && request.auth.token.n == 3', { auth })).toBe(
      true,
    );
    expect(ok("request.auth.token.email == 'a@b.co'", { auth })).toBe(true);
    expect(ok('request.auth == null')).toBe(true);
  });
  it('exposes request.method and request.resource for writes', () => {
    expect(
      ok("request.method == 'create' && request.resource.data.x == 2 && resource == null", {
        method: 'create',
        data: { x: 2 },
      }),
    ).toBe(true);
    expect(
      ok("request.method == 'update' && request.resource.data.x == 2 && resource.data.x == 1", {
        method: 'update',
        data: { x: 2 },
        resource: { x: 1 },
      }),
    ).toBe(true);
  });
  it('sees resource as null when the document does not exist', () => {
    expect(ok('resource == null', { resource: null })).toBe(true);
  });
  it('converts every wire value type', () => {
    const data = {
      s: 's',
      i: 5,
      f: 1.5,
      b: true,
      n: null,
      t: new Date(1000),
      m: { k: [1, 'x'] },
      y: new Uint8Array([1, 2]),
    };
    expect(
      ok(
        "resource.data.s is string && resource.data.i is int && resource.data.f is float && resource.data.b == true && resource.data.n == null && resource.data.t == timestamp.value(1000) && resource.data.m.k[1] == 'x' && resource.data.y.size() == 2",
        { resource: data },
      ),
    ).toBe(true);
  });
});

describe('functions and let', () => {
  const fns = `
    function double(x) { return x * 2; }
    function isMine(uid) {
      let me = request.auth.uid;
      let ok = me == uid;
      return ok;
    }`;
  it('calls top-level functions with let bindings', () => {
    expect(ok('double(2) == 4', {}, fns)).toBe(true);
    expect(ok("isMine('u1')", { auth: { uid: 'u1' } }, fns)).toBe(true);
    expect(ok("isMine('u2')", { auth: { uid: 'u1' } }, fns)).toBe(false);
  });
  it('lets functions see the wildcard variables of their match block', () => {
    const src = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /t/{id} {
      function isDoc1() { return id == 'doc1'; }
      allow get: if isDoc1();
    }
  }
}`;
    const ev = compileRules(src).evaluator;
    expect(ev?.authorize(buildRequest({ method: 'get', path: 't/doc1' })).allowed).toBe(true);
    expect(ev?.authorize(buildRequest({ method: 'get', path: 't/doc2' })).allowed).toBe(false);
  });
  it('stops runaway recursion', () => {
    expect(ok('f(1)', {}, 'function f(x) { return f(x); }')).toBe(false);
  });
});

describe('get, exists, getAfter', () => {
  const docs = { 'admins/u1': { role: 'admin' }, 't/doc1': { owner: 'u1' } };
  it('reads other documents by interpolated path', () => {
    expect(
      ok("get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.role == 'admin'", {
        auth: { uid: 'u1' },
        docs,
      }),
    ).toBe(true);
    expect(
      ok('exists(/databases/$(database)/documents/admins/$(request.auth.uid))', {
        auth: { uid: 'u2' },
        docs,
      }),
    ).toBe(false);
    expect(
      ok('!exists(/databases/$(database)/documents/admins/$(request.auth.uid))', {
        auth: { uid: 'u2' },
        docs,
      }),
    ).toBe(true);
  });
  it('reads the post-batch state with getAfter', () => {
    const after = { ...docs, 'counters/c': { n: 2 } };
    expect(
      ok('getAfter(/databases/$(database)/documents/counters/c).data.n == 2', {
        method: 'create',
        data: {},
        docs,
        docsAfter: after,
      }),
    ).toBe(true);
    expect(
      ok(
        'existsAfter(/databases/$(database)/documents/counters/c) && !exists(/databases/$(database)/documents/counters/c)',
        { method: 'create', data: {}, docs, docsAfter: after },
      ),
    ).toBe(true);
  });
  it('caps document reads at 10 per evaluation', () => {
    const reads = Array.from(
      { length: 11 },
      (_, i) => `!exists(/databases/$(database)/documents/x/d${i})`,
    ).join(' && ');
    expect(ok(reads)).toBe(false);
    const ten = Array.from(
      { length: 10 },
      (_, i) => `!exists(/databases/$(database)/documents/x/d${i})`,
    ).join(' && ');
    expect(ok(ten)).toBe(true);
  });
});

describe('match blocks', () => {
  const src = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{x} {
      allow read: if x == 'open';
      match /b/{y} {
        allow get: if y == 'deep';
      }
    }
    match /files/{rest=**} {
      allow get: if rest == /one/two || rest == /one;
    }
    match /{prefix=**}/c/{z} {
      allow list: if true;
    }
    match /w/{id} {
      allow create: if request.resource.data.v == 1;
      allow write: if request.resource.data.v == 2;
    }
  }
}`;
  const ev = compileRules(src).evaluator;
  const d = (spec: RequestSpec): boolean => ev?.authorize(buildRequest(spec)).allowed ?? false;

  it('binds single-segment wildcards and nests blocks', () => {
    expect(d({ method: 'get', path: 'a/open' })).toBe(true);
    expect(d({ method: 'get', path: 'a/closed' })).toBe(false);
    expect(d({ method: 'get', path: 'a/closed/b/deep' })).toBe(true);
    expect(d({ method: 'get', path: 'a/closed/b/shallow' })).toBe(false);
  });
  it('does not apply a parent block allow to subcollection documents', () => {
    expect(d({ method: 'get', path: 'a/open/b/other' })).toBe(false);
  });
  it('binds a recursive wildcard to a path', () => {
    expect(d({ method: 'get', path: 'files/one/two' })).toBe(true);
    expect(d({ method: 'get', path: 'files/one' })).toBe(true);
    expect(d({ method: 'get', path: 'files/one/three' })).toBe(false);
  });
  it('ORs every matching allow across statements', () => {
    expect(d({ method: 'create', path: 'w/1', data: { v: 1 } })).toBe(true);
    expect(d({ method: 'create', path: 'w/1', data: { v: 2 } })).toBe(true);
    expect(d({ method: 'create', path: 'w/1', data: { v: 3 } })).toBe(false);
    expect(d({ method: 'update', path: 'w/1', data: { v: 1 }, resource: {} })).toBe(false);
  });
  it('matches collection-group queries only through a recursive wildcard', () => {
    expect(d({ method: 'list', path: 'c', collectionGroup: true })).toBe(true);
    expect(d({ method: 'list', path: 'a/open/b', collectionGroup: true })).toBe(false);
    expect(d({ method: 'list', path: 'x/y/c' })).toBe(true);
  });
  it('says when nothing matches', () => {
    expect(ev?.authorize(buildRequest({ method: 'get', path: 'nowhere/1' }))).toEqual({
      allowed: false,
      message: 'No matching allow statements',
    });
  });
  it('does not let a wildcard list rule use the unknown document id', () => {
    expect(d({ method: 'list', path: 'a' })).toBe(false);
  });
});

describe('list queries are checked against their constraints', () => {
  const rule = "resource.data.status == 'scored' || resource.data.userId == request.auth.uid";
  const list = (
    query: Record<string, unknown>,
    auth: RequestSpec['auth'] = { uid: 'u1' },
  ): boolean => ok(rule, { method: 'list', path: 't', query, auth });
  /** Decides an unauthenticated list request on /t under `cond`. */
  const listUnder = (cond: string, query: Record<string, unknown>): boolean =>
    ok(cond, { method: 'list', path: 't', query });

  it('allows a query pinned by an equality filter the rule requires', () => {
    expect(list(structuredQuery({ where: [['status', 'EQUAL', 'scored']] }))).toBe(true);
    expect(list(structuredQuery({ where: [['userId', 'EQUAL', 'u1']] }))).toBe(true);
  });
  it('denies a query that does not constrain the field', () => {
    expect(list(structuredQuery({}))).toBe(false);
    expect(list(structuredQuery({ where: [['status', 'NOT_EQUAL', 'pending']] }))).toBe(false);
    expect(list(structuredQuery({ where: [['userId', 'EQUAL', 'u2']] }))).toBe(false);
  });
  it('checks every value of an in filter', () => {
    expect(list(structuredQuery({ where: [['status', 'IN', ['scored']]] }))).toBe(true);
    expect(list(structuredQuery({ where: [['status', 'IN', ['scored', 'pending']]] }))).toBe(false);
    const inAndMine = structuredQuery({
      where: [
        ['status', 'IN', ['scored', 'pending']],
        ['userId', 'EQUAL', 'u1'],
      ],
    });
    expect(list(inAndMine)).toBe(true);
  });
  it('checks every branch of an or filter', () => {
    const scoredOrOwnedBy = (uid: string) =>
      structuredQuery({
        where: [
          ['status', 'EQUAL', 'scored'],
          ['userId', 'EQUAL', uid],
        ],
        or: true,
      });
    expect(list(scoredOrOwnedBy('u1'))).toBe(true);
    expect(list(scoredOrOwnedBy('u2'))).toBe(false);
  });
  it('exposes limit, offset and orderBy', () => {
    const q = structuredQuery({ limit: 50, offset: 0, orderBy: [['title', 'ASCENDING']] });
    expect(
      listUnder(
        "request.query.limit <= 50 && request.query.offset == 0 && request.query.orderBy.title == 'ASC'",
        q,
      ),
    ).toBe(true);
    expect(listUnder('request.query.limit <= 50', structuredQuery({ limit: 51 }))).toBe(false);
    expect(listUnder('request.query.limit <= 50', structuredQuery({}))).toBe(false);
  });
  it('refuses whole-document checks on a query', () => {
    const q = structuredQuery({ where: [['a', 'EQUAL', 1]] });
    expect(listUnder("resource.data.keys().hasOnly(['a'])", q)).toBe(false);
    expect(listUnder("resource.data == {'a': 1}", q)).toBe(false);
  });
  it('never grants a query whose repeated filters it cannot tell apart (issue 21)', () => {
    const t1 = new Date('2026-01-01T00:00:00Z');
    const t2 = new Date('2026-01-02T00:00:00Z');
    const twice = (field: string, op: 'EQUAL' | 'IN', a: unknown, b: unknown) =>
      structuredQuery({
        where: [
          [field, op, a],
          [field, op, b],
        ],
      });
    // Unauthenticated, so only status == 'scored' could allow, and nothing pins status.
    for (const q of [
      twice('createdAt', 'IN', [t1, t2], [t1, t2]),
      twice('createdAt', 'EQUAL', t1, t1),
      twice('sentimentScore', 'EQUAL', 5, new WireDouble(5)),
      twice('tags', 'EQUAL', ['a', 'b'], ['a', 'b']),
      twice('owner', 'EQUAL', { id: 'u1' }, { id: 'u1' }),
    ])
      expect(list(q, null)).toBe(false);
    // Filters that really contradict each other, and `in []`, are still checked once.
    expect(list(twice('status', 'EQUAL', 'pending', 'failed'), null)).toBe(false);
    expect(list(structuredQuery({ where: [['status', 'IN', []]] }), null)).toBe(false);
    expect(listUnder('true', twice('a', 'EQUAL', 1, 2))).toBe(true);
  });
  it('keeps the value two equal pins agree on, int and double alike', () => {
    const q = structuredQuery({
      where: [
        ['status', 'EQUAL', 'scored'],
        ['status', 'IN', ['scored', 'pending']],
        ['score', 'EQUAL', 5],
        ['score', 'EQUAL', new WireDouble(5)],
      ],
    });
    expect(listUnder("resource.data.status == 'scored' && resource.data.score == 5", q)).toBe(true);
  });
  it('resolves nested field paths', () => {
    const q = structuredQuery({ where: [['owner.id', 'EQUAL', 'u1']] });
    expect(listUnder("resource.data.owner.id == 'u1'", q)).toBe(true);
  });
});
