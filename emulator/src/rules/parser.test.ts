import { describe, expect, it } from 'vitest';
import { compileRules } from './index.js';
import { tokenize } from './lexer.js';
import { parseExpression, parseRules } from './parser.js';

describe('tokenizer', () => {
  it('tracks line and column and skips comments', () => {
    const toks = tokenize("// c\n  a /* x\n y */ 'str' 1.5 == 3");
    expect(toks.map((t) => [t.kind, t.text, t.line, t.column])).toEqual([
      ['ident', 'a', 2, 3],
      ['string', 'str', 3, 7],
      ['float', '1.5', 3, 13],
      ['punct', '==', 3, 17],
      ['int', '3', 3, 20],
      ['eof', '<end of input>', 3, 21],
    ]);
  });
  it('decodes escapes, raw strings and bytes', () => {
    const [s, r, b] = tokenize(`'a\\n\\'b\\u00e9' r'\\d+' b'\\xff'`);
    expect(s?.text).toBe("a\n'bé");
    expect(r?.text).toBe('\\d+');
    expect(b?.kind).toBe('bytes');
    expect([...(b?.bytes ?? [])]).toEqual([255]);
  });
  it('reports unterminated strings with a position', () => {
    expect(() => tokenize("\n  'abc")).toThrow(expect.objectContaining({ line: 2, column: 3 }));
  });
});

describe('parser', () => {
  it('parses precedence: && binds tighter than ||, comparisons tighter than &&', () => {
    const e = parseExpression('a || b && c == d');
    expect(e.k === 'binary' && e.op).toBe('||');
    expect(e.k === 'binary' && e.right.k === 'binary' && e.right.op).toBe('&&');
  });
  it('parses path literals with interpolation, ending at the closing parenthesis', () => {
    const e = parseExpression(
      'get(/databases/$(database)/documents/Users/$(request.auth.uid)).data',
    );
    expect(e.k).toBe('member');
    const call = e.k === 'member' ? e.obj : e;
    expect(call.k === 'call' && call.args[0]?.k).toBe('path');
    const path = call.k === 'call' ? call.args[0] : undefined;
    expect(
      path?.k === 'path' && path.segments.map((s) => (typeof s === 'string' ? s : s.k)),
    ).toEqual(['databases', 'ident', 'documents', 'Users', 'member']);
  });
  it('parses match patterns with wildcards, recursive wildcards and literal ids', () => {
    const rs = parseRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{prefix=**}/Deals/{dealId} { allow read; }
    match /Banks/(default)/x-y.z {
      allow get, list: if true;
    }
  }
}`);
    const root = rs.services[0]?.matches[0];
    expect(root?.pattern).toEqual([
      { k: 'lit', v: 'databases' },
      { k: 'var', name: 'database' },
      { k: 'lit', v: 'documents' },
    ]);
    expect(root?.matches[0]?.pattern).toEqual([
      { k: 'rest', name: 'prefix' },
      { k: 'lit', v: 'Deals' },
      { k: 'var', name: 'dealId' },
    ]);
    expect(root?.matches[0]?.allows[0]).toMatchObject({ methods: ['read'], cond: null });
    expect(root?.matches[1]?.pattern).toEqual([
      { k: 'lit', v: 'Banks' },
      { k: 'lit', v: '(default)' },
      { k: 'lit', v: 'x-y.z' },
    ]);
    expect(root?.matches[1]?.allows[0]).toMatchObject({
      methods: ['get', 'list'],
      pos: { line: 6, column: 7 },
    });
  });
  it('parses functions with let bindings', () => {
    const rs = parseRules(
      `service cloud.firestore { function f(a, b) { let c = a + b; let d = c * 2; return d > 3; } }`,
    );
    expect(rs.services[0]?.functions[0]).toMatchObject({
      name: 'f',
      params: ['a', 'b'],
      lets: [{ name: 'c' }, { name: 'd' }],
    });
  });
});

describe('compileRules', () => {
  it('returns an evaluator and no issues for valid rules', () => {
    const r = compileRules(
      `rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /a/{b} { allow read: if b == 'x'; } } }`,
    );
    expect(r.issues).toEqual([]);
    expect(r.evaluator).not.toBeNull();
  });
  it('reports syntax errors with line and column and no evaluator', () => {
    const r = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    allow read: if true
  }
}`);
    expect(r.evaluator).toBeNull();
    expect(r.issues).toEqual([
      {
        sourcePosition: { line: 5, column: 3 },
        description: "Unexpected '}', expected ';'.",
        severity: 'ERROR',
      },
    ]);
  });
  it('rejects unknown methods, undefined functions, wrong arity and unknown types', () => {
    expect(
      compileRules(`service cloud.firestore { match /a/{b} { allow reed: if true; } }`).issues[0],
    ).toMatchObject({ severity: 'ERROR', sourcePosition: { line: 1, column: 48 } });
    const r = compileRules(`rules_version = '2';
service cloud.firestore {
  function f(x) { return x; }
  match /databases/{database}/documents {
    match /a/{b} { allow read: if g() || f(1, 2) || b is strng; }
  }
}`);
    expect(r.evaluator).toBeNull();
    expect(r.issues.map((i) => [i.severity, i.sourcePosition.line, i.description])).toEqual([
      ['ERROR', 5, "Function not found: 'g'."],
      ['ERROR', 5, "Function 'f' takes 1 argument(s), called with 2."],
      ['ERROR', 5, "Unknown type 'strng'."],
    ]);
  });
  it('warns about unknown variables and a missing rules_version', () => {
    const r = compileRules(
      `service cloud.firestore { match /databases/{database}/documents { match /a/{b} { allow read: if c == 1; } } }`,
    );
    expect(r.evaluator).not.toBeNull();
    expect(r.issues.map((i) => i.severity)).toEqual(['WARNING', 'WARNING']);
  });
  it('compiles the product firestore.rules without issues', async () => {
    const { readFile } = await import('node:fs/promises');
    const src = await readFile(new URL('../../../firestore.rules', import.meta.url), 'utf8');
    expect(compileRules(src).issues).toEqual([]);
  });
});

describe('robustness', () => {
  it('never throws from compileRules, whatever the input', () => {
    // A fixed-seed generator keeps the test deterministic.
    let seed = 42;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pieces = [
      'match',
      '/a/{b}',
      '{',
      '}',
      'allow',
      'read',
      ':',
      'if',
      'true',
      ';',
      '&&',
      '(',
      ')',
      "'s'",
      '/',
      '$(',
      'x',
      '.',
      '[',
      ']',
      '=**',
      'function',
      'let',
      'return',
      '?',
      '1.5',
      '"',
      '\\',
      'service',
      'cloud.firestore',
    ];
    for (let i = 0; i < 500; i++) {
      const src = Array.from({ length: rand(40) }, () => pieces[rand(pieces.length)] ?? '').join(
        rand(2) ? ' ' : '',
      );
      expect(() => compileRules(src)).not.toThrow();
    }
  });
});
