/** The syntax tree of a rules file. Every node carries its source position for denial messages. */
import type { Value } from './values.js';

/** A 1-based source position. */
export interface Pos {
  readonly line: number;
  readonly column: number;
}

/** An expression node. */
export type Expr =
  | { readonly k: 'lit'; readonly v: Value; readonly pos: Pos }
  | { readonly k: 'ident'; readonly name: string; readonly pos: Pos }
  | { readonly k: 'member'; readonly obj: Expr; readonly name: string; readonly pos: Pos }
  | { readonly k: 'index'; readonly obj: Expr; readonly index: Expr; readonly pos: Pos }
  | {
      readonly k: 'slice';
      readonly obj: Expr;
      readonly from: Expr | null;
      readonly to: Expr | null;
      readonly pos: Pos;
    }
  | { readonly k: 'call'; readonly callee: Expr; readonly args: readonly Expr[]; readonly pos: Pos }
  | { readonly k: 'unary'; readonly op: '!' | '-'; readonly arg: Expr; readonly pos: Pos }
  | {
      readonly k: 'binary';
      readonly op: BinaryOp;
      readonly left: Expr;
      readonly right: Expr;
      readonly pos: Pos;
    }
  | {
      readonly k: 'ternary';
      readonly cond: Expr;
      readonly then: Expr;
      readonly else: Expr;
      readonly pos: Pos;
    }
  | { readonly k: 'is'; readonly expr: Expr; readonly type: string; readonly pos: Pos }
  | { readonly k: 'list'; readonly items: readonly Expr[]; readonly pos: Pos }
  | { readonly k: 'map'; readonly entries: readonly (readonly [Expr, Expr])[]; readonly pos: Pos }
  | { readonly k: 'path'; readonly segments: readonly (string | Expr)[]; readonly pos: Pos };

/** Binary operators, including the short-circuiting && and ||. */
export type BinaryOp =
  '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** `function name(params) { let ...; return body; }` */
export interface FunctionDecl {
  readonly name: string;
  readonly params: readonly string[];
  readonly lets: readonly { readonly name: string; readonly expr: Expr; readonly pos: Pos }[];
  readonly body: Expr;
  readonly pos: Pos;
}

/** The methods an allow statement can name; read and write are shorthands. */
export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

/** `allow methods: if cond;` */
export interface AllowStmt {
  readonly methods: readonly AllowMethod[];
  /** null for a bare `allow read;`, which grants unconditionally. */
  readonly cond: Expr | null;
  readonly pos: Pos;
}

/** One segment of a match path: literal, `{var}` or `{var=**}`. */
export type PatternSeg =
  | { readonly k: 'lit'; readonly v: string }
  | { readonly k: 'var'; readonly name: string }
  | { readonly k: 'rest'; readonly name: string };

/** What a `service` and a `match` block both hold: functions and nested match blocks. */
interface Block {
  readonly functions: readonly FunctionDecl[];
  readonly matches: readonly MatchBlock[];
  readonly pos: Pos;
}

/** `match /pattern { ... }` with its functions, allows and nested matches. */
export interface MatchBlock extends Block {
  readonly pattern: readonly PatternSeg[];
  readonly allows: readonly AllowStmt[];
}

/** `service cloud.firestore { ... }` */
export interface ServiceBlock extends Block {
  readonly name: string;
}

/** A whole parsed rules file. */
export interface Ruleset {
  readonly version: string | null;
  readonly functions: readonly FunctionDecl[];
  readonly services: readonly ServiceBlock[];
}
