/** Recursive-descent parser for rules_version 2 Firestore security rules. */
import type {
  AllowMethod,
  AllowStmt,
  BinaryOp,
  Expr,
  FunctionDecl,
  MatchBlock,
  PatternSeg,
  Pos,
  Ruleset,
  ServiceBlock,
} from './ast.js';
import { RulesSyntaxError, tokenize, type Token } from './lexer.js';
import { Bytes } from './values.js';

const METHODS: readonly AllowMethod[] = [
  'read',
  'write',
  'get',
  'list',
  'create',
  'update',
  'delete',
];
const REL_OPS = new Set(['==', '!=', '<', '<=', '>', '>=']);
/** Punctuation that may appear inside a literal path segment, e.g. `(default)` or `a-b.c`. */
const SEGMENT_PUNCT = new Set(['-', '.', '~', '(', ')', '@', '%', ':', '+', '=', '$']);

/** Parses a whole rules file; throws RulesSyntaxError at the first problem. */
export function parseRules(src: string): Ruleset {
  return new Parser(tokenize(src)).file();
}

/** Parses a single expression (used by tests and tools). */
export function parseExpression(src: string): Expr {
  const p = new Parser(tokenize(src));
  const e = p.expr();
  p.expectEof();
  return e;
}

class Parser {
  private i = 0;
  constructor(private readonly toks: Token[]) {}

  private get t(): Token {
    return this.toks[this.i] as Token;
  }
  private peek(n = 1): Token {
    return this.toks[Math.min(this.i + n, this.toks.length - 1)] as Token;
  }
  private pos(t: Token = this.t): Pos {
    return { line: t.line, column: t.column };
  }
  private error(msg: string, t: Token = this.t): never {
    throw new RulesSyntaxError(msg, t.line, t.column);
  }
  private is(text: string, kind: Token['kind'] = 'punct'): boolean {
    return this.t.kind === kind && this.t.text === text;
  }
  private isWord(text: string): boolean {
    return this.is(text, 'ident');
  }
  private eat(text: string, kind: Token['kind'] = 'punct'): boolean {
    if (this.is(text, kind)) {
      this.i++;
      return true;
    }
    return false;
  }
  private expect(text: string, kind: Token['kind'] = 'punct'): Token {
    if (!this.is(text, kind)) this.error(`Unexpected '${this.t.text}', expected '${text}'.`);
    return this.toks[this.i++] as Token;
  }
  private ident(): string {
    if (this.t.kind !== 'ident') this.error(`Unexpected '${this.t.text}', expected an identifier.`);
    return (this.toks[this.i++] as Token).text;
  }
  expectEof(): void {
    if (this.t.kind !== 'eof') this.error(`Unexpected '${this.t.text}'.`);
  }
  /** True when the current token starts exactly where the previous one ended. */
  private adjacent(): boolean {
    return this.i > 0 && (this.toks[this.i - 1] as Token).end === this.t.start;
  }

  file(): Ruleset {
    let version: string | null = null;
    const functions: FunctionDecl[] = [];
    const services: ServiceBlock[] = [];
    if (this.isWord('rules_version')) {
      this.i++;
      this.expect('=');
      if (this.t.kind !== 'string') this.error(`Expected a string for rules_version.`);
      version = this.t.text;
      if (version !== '1' && version !== '2') this.error(`Unsupported rules_version '${version}'.`);
      this.i++;
      this.eat(';');
    }
    while (this.t.kind !== 'eof') {
      if (this.isWord('function')) functions.push(this.functionDecl());
      else if (this.isWord('service')) services.push(this.service());
      else this.error(`Unexpected '${this.t.text}', expected 'service' or 'function'.`);
    }
    return { version, functions, services };
  }

  private service(): ServiceBlock {
    const pos = this.pos();
    this.i++;
    let name = this.ident();
    while (this.eat('.')) name += '.' + this.ident();
    this.expect('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.eat('}')) {
      if (this.isWord('function')) functions.push(this.functionDecl());
      else if (this.isWord('match')) matches.push(this.match());
      else this.error(`Unexpected '${this.t.text}', expected 'match' or 'function'.`);
    }
    return { name, functions, matches, pos };
  }

  private match(): MatchBlock {
    const pos = this.pos();
    this.i++;
    const pattern = this.pattern();
    this.expect('{');
    const functions: FunctionDecl[] = [];
    const allows: AllowStmt[] = [];
    const matches: MatchBlock[] = [];
    while (!this.eat('}')) {
      if (this.isWord('function')) functions.push(this.functionDecl());
      else if (this.isWord('match')) matches.push(this.match());
      else if (this.isWord('allow')) allows.push(this.allow());
      else this.error(`Unexpected '${this.t.text}', expected 'allow', 'match' or 'function'.`);
    }
    return { pattern, functions, allows, matches, pos };
  }

  private pattern(): PatternSeg[] {
    if (!this.is('/')) this.error(`Expected a path starting with '/'.`);
    const segs: PatternSeg[] = [];
    let rest = 0;
    while (this.is('/') && (segs.length === 0 || this.adjacent())) {
      this.i++;
      if (!this.adjacent()) this.error('Expected a path segment after /.');
      if (this.is('{')) {
        this.i++;
        const name = this.ident();
        if (this.eat('=')) {
          this.expect('*');
          this.expect('*');
          segs.push({ k: 'rest', name });
          if (++rest > 1)
            this.error('Only one recursive wildcard {name=**} is allowed per match path.');
        } else segs.push({ k: 'var', name });
        this.expect('}');
      } else {
        segs.push({ k: 'lit', v: this.rawSegment() });
      }
    }
    return segs;
  }

  /** Literal text of one path segment: adjacent tokens up to the next `/` or gap. */
  private rawSegment(): string {
    let text = '';
    let depth = 0;
    for (;;) {
      const t = this.t;
      const ok =
        t.kind === 'ident' ||
        t.kind === 'int' ||
        (t.kind === 'punct' &&
          SEGMENT_PUNCT.has(t.text) &&
          (t.text !== ')' || depth > 0) &&
          !(t.text === '$' && this.peek().text === '('));
      if (!ok || (text !== '' && !this.adjacent())) break;
      if (t.text === '(') depth++;
      if (t.text === ')') depth--;
      text += t.text;
      this.i++;
    }
    if (text === '') this.error(`Unexpected '${this.t.text}' in a path.`);
    return text;
  }

  private allow(): AllowStmt {
    const pos = this.pos();
    this.i++;
    const methods: AllowMethod[] = [];
    do {
      const t = this.t;
      const m = this.ident();
      if (!(METHODS as readonly string[]).includes(m)) this.error(`Unknown method '${m}'.`, t);
      methods.push(m as AllowMethod);
    } while (this.eat(','));
    let cond: Expr | null = null;
    if (this.eat(':')) {
      this.expect('if', 'ident');
      cond = this.expr();
    }
    this.expect(';');
    return { methods, cond, pos };
  }

  private functionDecl(): FunctionDecl {
    const pos = this.pos();
    this.i++;
    const name = this.ident();
    this.expect('(');
    const params: string[] = [];
    if (!this.is(')')) {
      do params.push(this.ident());
      while (this.eat(','));
    }
    this.expect(')');
    this.expect('{');
    const lets: { name: string; expr: Expr; pos: Pos }[] = [];
    while (this.isWord('let')) {
      const lp = this.pos();
      this.i++;
      const n = this.ident();
      this.expect('=');
      lets.push({ name: n, expr: this.expr(), pos: lp });
      this.expect(';');
    }
    this.expect('return', 'ident');
    const body = this.expr();
    this.eat(';');
    this.expect('}');
    return { name, params, lets, body, pos };
  }

  expr(): Expr {
    const cond = this.or();
    if (this.is('?')) {
      const pos = this.pos();
      this.i++;
      const then = this.expr();
      this.expect(':');
      const els = this.expr();
      return { k: 'ternary', cond, then, else: els, pos };
    }
    return cond;
  }

  private or(): Expr {
    let left = this.and();
    while (this.is('||')) {
      const pos = this.pos();
      this.i++;
      left = { k: 'binary', op: '||', left, right: this.and(), pos };
    }
    return left;
  }

  private and(): Expr {
    let left = this.rel();
    while (this.is('&&')) {
      const pos = this.pos();
      this.i++;
      left = { k: 'binary', op: '&&', left, right: this.rel(), pos };
    }
    return left;
  }

  private rel(): Expr {
    let left = this.add();
    for (;;) {
      const pos = this.pos();
      if (this.t.kind === 'punct' && REL_OPS.has(this.t.text)) {
        const op = this.t.text as BinaryOp;
        this.i++;
        left = { k: 'binary', op, left, right: this.add(), pos };
      } else if (this.isWord('in')) {
        this.i++;
        left = { k: 'binary', op: 'in', left, right: this.add(), pos };
      } else if (this.isWord('is')) {
        this.i++;
        let type = this.ident();
        // Qualified names such as rules.String are accepted for the built-in types.
        while (this.eat('.')) type = this.ident();
        left = { k: 'is', expr: left, type: type.toLowerCase(), pos };
      } else return left;
    }
  }

  private add(): Expr {
    let left = this.mul();
    while (this.is('+') || this.is('-')) {
      const pos = this.pos();
      const op = this.t.text as BinaryOp;
      this.i++;
      left = { k: 'binary', op, left, right: this.mul(), pos };
    }
    return left;
  }

  private mul(): Expr {
    let left = this.unary();
    while (this.is('*') || this.is('/') || this.is('%')) {
      const pos = this.pos();
      const op = this.t.text as BinaryOp;
      this.i++;
      left = { k: 'binary', op, left, right: this.unary(), pos };
    }
    return left;
  }

  private unary(): Expr {
    if (this.is('!') || this.is('-')) {
      const pos = this.pos();
      const op = this.t.text as '!' | '-';
      this.i++;
      const arg = this.unary();
      // Fold -<literal> so that -9223372036854775808 is representable.
      if (
        op === '-' &&
        arg.k === 'lit' &&
        (typeof arg.v === 'bigint' || typeof arg.v === 'number')
      ) {
        return { k: 'lit', v: -arg.v, pos };
      }
      return { k: 'unary', op, arg, pos };
    }
    return this.postfix();
  }

  private postfix(): Expr {
    let e = this.primary();
    for (;;) {
      const pos = this.pos();
      if (this.eat('.')) {
        e = { k: 'member', obj: e, name: this.ident(), pos };
      } else if (this.eat('[')) {
        if (this.eat(':')) {
          const to = this.is(']') ? null : this.expr();
          this.expect(']');
          e = { k: 'slice', obj: e, from: null, to, pos };
          continue;
        }
        const index = this.expr();
        if (this.eat(':')) {
          const to = this.is(']') ? null : this.expr();
          this.expect(']');
          e = { k: 'slice', obj: e, from: index, to, pos };
          continue;
        }
        this.expect(']');
        e = { k: 'index', obj: e, index, pos };
      } else if (this.is('(')) {
        if (e.k !== 'ident' && e.k !== 'member')
          this.error('Only functions and methods can be called.');
        this.i++;
        const args: Expr[] = [];
        if (!this.is(')')) {
          do args.push(this.expr());
          while (this.eat(','));
        }
        this.expect(')');
        e = { k: 'call', callee: e, args, pos };
      } else return e;
    }
  }

  private primary(): Expr {
    const t = this.t;
    const pos = this.pos();
    switch (t.kind) {
      case 'int': {
        this.i++;
        let v: bigint;
        try {
          v = BigInt(t.text);
        } catch {
          this.error(`Invalid integer '${t.text}'.`, t);
        }
        return { k: 'lit', v, pos };
      }
      case 'float':
        this.i++;
        return { k: 'lit', v: Number(t.text), pos };
      case 'string':
        this.i++;
        return { k: 'lit', v: t.text, pos };
      case 'bytes':
        this.i++;
        return { k: 'lit', v: new Bytes(t.bytes ?? new Uint8Array()), pos };
      case 'ident':
        this.i++;
        if (t.text === 'true') return { k: 'lit', v: true, pos };
        if (t.text === 'false') return { k: 'lit', v: false, pos };
        if (t.text === 'null') return { k: 'lit', v: null, pos };
        return { k: 'ident', name: t.text, pos };
      case 'punct':
        break;
      case 'eof':
        this.error('Unexpected end of input.');
    }
    if (this.eat('(')) {
      const e = this.expr();
      this.expect(')');
      return e;
    }
    if (this.eat('[')) {
      const items: Expr[] = [];
      if (!this.is(']')) {
        do {
          if (this.is(']')) break; // trailing comma
          items.push(this.expr());
        } while (this.eat(','));
      }
      this.expect(']');
      return { k: 'list', items, pos };
    }
    if (this.eat('{')) {
      const entries: [Expr, Expr][] = [];
      if (!this.is('}')) {
        do {
          if (this.is('}')) break;
          const key = this.expr();
          this.expect(':');
          entries.push([key, this.expr()]);
        } while (this.eat(','));
      }
      this.expect('}');
      return { k: 'map', entries, pos };
    }
    if (this.is('/')) return this.pathLiteral();
    this.error(`Unexpected '${t.text}'.`);
  }

  /** `/databases/$(database)/documents/Users/$(request.auth.uid)` */
  private pathLiteral(): Expr {
    const pos = this.pos();
    const segments: (string | Expr)[] = [];
    while (this.is('/') && (segments.length === 0 || this.adjacent())) {
      this.i++;
      if (!this.adjacent()) this.error('Expected a path segment after /.');
      if (this.is('$') && this.peek().text === '(') {
        this.i += 2;
        segments.push(this.expr());
        this.expect(')');
      } else segments.push(this.rawSegment());
    }
    return { k: 'path', segments, pos };
  }
}
