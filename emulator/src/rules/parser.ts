/** Recursive-descent parser for rules_version 2 Firestore security rules. */
import type {
  AllowMethod,
  AllowStmt,
  Expr,
  FunctionDecl,
  MatchBlock,
  PatternSeg,
  Pos,
  Ruleset,
  ServiceBlock,
} from './ast.js';
import { tokenize } from './lexer.js';

import { ExpressionParser } from './parse-expressions.js';

const METHODS: readonly AllowMethod[] = [
  'read',
  'write',
  'get',
  'list',
  'create',
  'update',
  'delete',
];

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

class Parser extends ExpressionParser {
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
    const pos = this.advance();
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
    const pos = this.advance();
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

  private allow(): AllowStmt {
    const pos = this.advance();
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
    const pos = this.advance();
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
      const lp = this.advance();
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
}
