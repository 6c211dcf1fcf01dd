/**
 * The rules parser's token cursor and its expression grammar: ternary, ||, &&, relations (with
 * `in` and `is`), arithmetic, unary operators, member access, indexes, calls, and literals
 * (numbers, strings, bytes, lists, maps, paths).
 */
import type { BinaryOp, Expr, Pos } from './ast.js';
import { RulesSyntaxError, type Token } from './lexer.js';
import { Bytes } from './values.js';

const REL_OPS = new Set(['==', '!=', '<', '<=', '>', '>=']);
/** Punctuation that may appear inside a literal path segment, e.g. `(default)` or `a-b.c`. */
const SEGMENT_PUNCT = new Set(['-', '.', '~', '(', ')', '@', '%', ':', '+', '=', '$']);

/** A parser over a token list that reads expressions; the declarations are in parser.ts. */
export class ExpressionParser {
  protected i = 0;
  constructor(protected readonly toks: Token[]) {}

  protected get t(): Token {
    return this.toks[this.i] as Token;
  }
  protected peek(n = 1): Token {
    return this.toks[Math.min(this.i + n, this.toks.length - 1)] as Token;
  }
  protected pos(t: Token = this.t): Pos {
    return { line: t.line, column: t.column };
  }
  /** Steps past the current token and returns where it stood. */
  protected advance(): Pos {
    const pos = this.pos();
    this.i++;
    return pos;
  }
  protected error(msg: string, t: Token = this.t): never {
    throw new RulesSyntaxError(msg, t.line, t.column);
  }
  protected is(text: string, kind: Token['kind'] = 'punct'): boolean {
    return this.t.kind === kind && this.t.text === text;
  }
  protected isWord(text: string): boolean {
    return this.is(text, 'ident');
  }
  protected eat(text: string, kind: Token['kind'] = 'punct'): boolean {
    if (this.is(text, kind)) {
      this.i++;
      return true;
    }
    return false;
  }
  protected expect(text: string, kind: Token['kind'] = 'punct'): Token {
    if (!this.is(text, kind)) this.error(`Unexpected '${this.t.text}', expected '${text}'.`);
    return this.toks[this.i++] as Token;
  }
  protected ident(): string {
    if (this.t.kind !== 'ident') this.error(`Unexpected '${this.t.text}', expected an identifier.`);
    return (this.toks[this.i++] as Token).text;
  }
  expectEof(): void {
    if (this.t.kind !== 'eof') this.error(`Unexpected '${this.t.text}'.`);
  }
  /** True when the current token starts exactly where the previous one ended. */
  protected adjacent(): boolean {
    return this.i > 0 && (this.toks[this.i - 1] as Token).end === this.t.start;
  }

  expr(): Expr {
    const cond = this.or();
    if (this.is('?')) {
      const pos = this.advance();
      const then = this.expr();
      this.expect(':');
      const els = this.expr();
      return { k: 'ternary', cond, then, else: els, pos };
    }
    return cond;
  }

  /** One left-associative level of binary operators `ops`, over operands read by `operand`. */
  private leftAssociative(ops: readonly BinaryOp[], operand: () => Expr): Expr {
    let left = operand();
    while (this.t.kind === 'punct' && (ops as readonly string[]).includes(this.t.text)) {
      const op = this.t.text as BinaryOp;
      const pos = this.advance();
      left = { k: 'binary', op, left, right: operand(), pos };
    }
    return left;
  }

  protected or(): Expr {
    return this.leftAssociative(['||'], () => this.and());
  }

  protected and(): Expr {
    return this.leftAssociative(['&&'], () => this.rel());
  }

  protected rel(): Expr {
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

  protected add(): Expr {
    return this.leftAssociative(['+', '-'], () => this.mul());
  }

  protected mul(): Expr {
    return this.leftAssociative(['*', '/', '%'], () => this.unary());
  }

  protected unary(): Expr {
    if (this.is('!') || this.is('-')) {
      const op = this.t.text as '!' | '-';
      const pos = this.advance();
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

  protected postfix(): Expr {
    let e = this.primary();
    for (;;) {
      const pos = this.pos();
      if (this.eat('.')) {
        e = { k: 'member', obj: e, name: this.ident(), pos };
      } else if (this.eat('[')) {
        // `[i]` indexes; `[from:to]` slices, either bound optional.
        const from = this.is(':') ? null : this.expr();
        if (from !== null && !this.is(':')) {
          this.expect(']');
          e = { k: 'index', obj: e, index: from, pos };
        } else {
          this.i++;
          const to = this.is(']') ? null : this.expr();
          this.expect(']');
          e = { k: 'slice', obj: e, from, to, pos };
        }
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

  protected primary(): Expr {
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
  protected pathLiteral(): Expr {
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

  /** Literal text of one path segment: adjacent tokens up to the next `/` or gap. */
  protected rawSegment(): string {
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
}
