/**
 * Tokenizer for the security rules language. Every token keeps its line:column (1-based) and
 * its source offsets, because path literals and match patterns are delimited by adjacency
 * (`/Users/{uid} {` vs `/Users/{uid}{`) rather than by separators.
 */

/** The kinds of token the parser distinguishes. */
export type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

/** One token with its position. */
export interface Token {
  readonly kind: TokenKind;
  /** The source text (punctuation, identifier) or, for string/bytes literals, the decoded value. */
  readonly text: string;
  readonly bytes?: Uint8Array;
  readonly line: number;
  readonly column: number;
  readonly start: number;
  readonly end: number;
}

/** A syntax error with its position. */
export class RulesSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'RulesSyntaxError';
  }
}

// Longest first, so `&&` wins over `&`.
const PUNCTS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '.',
  ',',
  ';',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '=',
  '$',
  '~',
  '@',
];

/** Splits rules source into tokens, ending with one `eof` token. */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;

  const advanceTo = (j: number): void => {
    for (let k = i; k < j; k++) {
      if (src[k] === '\n') {
        line++;
        lineStart = k + 1;
      }
    }
    i = j;
  };
  const err = (msg: string, at = i): never => {
    throw new RulesSyntaxError(msg, line, at - lineStart + 1);
  };

  while (i < src.length) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      advanceTo(i + 1);
      continue;
    }
    if (src.startsWith('//', i)) {
      const nl = src.indexOf('\n', i);
      advanceTo(nl === -1 ? src.length : nl);
      continue;
    }
    if (src.startsWith('/*', i)) {
      const close = src.indexOf('*/', i + 2);
      if (close === -1) err('Unterminated comment.');
      advanceTo(close + 2);
      continue;
    }
    const startLine = line;
    const startCol = i - lineStart + 1;
    const start = i;
    const push = (kind: TokenKind, text: string, end: number, bytes?: Uint8Array): void => {
      tokens.push({
        kind,
        text,
        line: startLine,
        column: startCol,
        start,
        end,
        ...(bytes ? { bytes } : {}),
      });
    };

    // r'raw' and b'bytes' literals: a one-letter prefix glued to the quote.
    if (
      (c === 'r' || c === 'R' || c === 'b' || c === 'B') &&
      (src[i + 1] === "'" || src[i + 1] === '"')
    ) {
      const { value, end } = readString(src, i + 1, c === 'r' || c === 'R', err);
      if (c === 'b' || c === 'B') {
        push(
          'bytes',
          value,
          end,
          Uint8Array.from(Array.from(value, (ch) => ch.charCodeAt(0) & 0xff)),
        );
      } else push('string', value, end);
      advanceTo(end);
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[A-Za-z0-9_]/.test(src[j] as string)) j++;
      push('ident', src.slice(i, j), j);
      advanceTo(j);
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m =
        /^(?:0[xX][0-9a-fA-F]+|[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?|[0-9]+\.(?![A-Za-z_.])(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+|[0-9]+)/.exec(
          src.slice(i),
        );
      const text = m?.[0] ?? c;
      const isFloat = !/^0[xX]/.test(text) && /[.eE]/.test(text);
      push(isFloat ? 'float' : 'int', text, i + text.length);
      advanceTo(i + text.length);
      continue;
    }
    if (c === "'" || c === '"') {
      const { value, end } = readString(src, i, false, err);
      push('string', value, end);
      advanceTo(end);
      continue;
    }
    const p = PUNCTS.find((x) => src.startsWith(x, i));
    if (p === undefined) err(`Unexpected character '${c}'.`);
    push('punct', p as string, i + (p as string).length);
    advanceTo(i + (p as string).length);
  }
  tokens.push({
    kind: 'eof',
    text: '<end of input>',
    line,
    column: i - lineStart + 1,
    start: i,
    end: i,
  });
  return tokens;
}

function readString(
  src: string,
  at: number,
  raw: boolean,
  err: (msg: string, at?: number) => never,
): { value: string; end: number } {
  const quote = src[at] as string;
  let j = at + 1;
  let out = '';
  for (;;) {
    if (j >= src.length || src[j] === '\n') err('Unterminated string literal.', at);
    const ch = src[j] as string;
    if (ch === quote) return { value: out, end: j + 1 };
    if (ch === '\\' && !raw) {
      const e = src[j + 1];
      const simple: Record<string, string> = {
        n: '\n',
        t: '\t',
        r: '\r',
        '\\': '\\',
        "'": "'",
        '"': '"',
        '`': '`',
        a: '\x07',
        b: '\b',
        f: '\f',
        v: '\v',
        '?': '?',
      };
      if (e !== undefined && e in simple) {
        out += simple[e] ?? '';
        j += 2;
        continue;
      }
      const hex = e === 'x' || e === 'X' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
      if (hex > 0) {
        const digits = src.slice(j + 2, j + 2 + hex);
        if (!new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) err('Invalid escape sequence.', j);
        out += String.fromCodePoint(parseInt(digits, 16));
        j += 2 + hex;
        continue;
      }
      if (e !== undefined && /[0-7]/.test(e)) {
        const digits = /^[0-7]{1,3}/.exec(src.slice(j + 1))?.[0] ?? '0';
        out += String.fromCharCode(parseInt(digits, 8));
        j += 1 + digits.length;
        continue;
      }
      err('Invalid escape sequence.', j);
    }
    out += ch;
    j++;
  }
}
