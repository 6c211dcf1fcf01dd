import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Urdu web font (Noto Naskh Arabic, about 50 KB a weight) must cost an English page nothing:
 * a browser fetches a @font-face only when an element on the page resolves its font-family to it,
 * so every rule that names the font, directly or through a custom property, must apply only when
 * the interface is Urdu (<html lang="ur">). The header's اردو on the English page is drawn with
 * the system font.
 */
const FONT = 'Noto Naskh Arabic';
const SRC = path.resolve(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

interface Rule {
  /** The selector, or the at-rule's prelude (`@font-face`). */
  readonly prelude: string;
  /** The at-rules (`@media …`) the rule sits in. */
  readonly within: readonly string[];
  readonly declarations: string;
}

/** The rules of a stylesheet, nested at-rules (@media, @supports, @layer) flattened. */
function rulesOf(css: string): Rule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const walk = (from: number, within: readonly string[]): number => {
    let start = from;
    let i = from;
    while (i < source.length) {
      const char = source[i];
      if (char === '}' && within.length > 0) return i + 1;
      if (char === ';' && source.slice(start, i).trim().startsWith('@')) {
        start = i + 1; // @import …; @charset …;
      } else if (char === '{') {
        const prelude = source.slice(start, i).trim();
        // Every at-rule but @font-face and @page holds rules (@media, @supports, @keyframes…).
        if (prelude.startsWith('@') && !/^@(font-face|page)\b/.test(prelude)) {
          i = walk(i + 1, [...within, prelude]);
        } else {
          const end = source.indexOf('}', i);
          rules.push({ prelude, within, declarations: source.slice(i + 1, end) });
          i = end + 1;
        }
        start = i;
        continue;
      }
      i += 1;
    }
    return i;
  };
  if (walk(0, []) < source.length) throw new Error('unbalanced braces');
  return rules;
}

/** Whether every selector of the list applies only inside an Urdu interface. */
const urduOnly = (selectors: string) =>
  selectors
    .split(',')
    .map((selector) => selector.trim())
    .every((selector) =>
      /^(:root|html)(:lang\(ur\)|\[lang=['"]?ur['"]?\])(?![\w-])/.test(selector),
    );

const rules = cssFiles(SRC).flatMap((file) =>
  rulesOf(readFileSync(file, 'utf8')).map((rule) => ({
    ...rule,
    file: path.relative(SRC, file),
  })),
);

describe('the Urdu web font', () => {
  it('is declared (so the Urdu interface still has it)', () => {
    const faces = rules.filter(
      (rule) => rule.prelude === '@font-face' && rule.declarations.includes(FONT),
    );
    expect(faces.length).toBeGreaterThan(0);
    // The whole sheet is read, past its @keyframes and @media blocks, to its last rule.
    expect(rules.some((rule) => rule.prelude === '.language-switch + .navbar__bell')).toBe(true);
    expect(
      rules.some(
        (rule) => rule.prelude.startsWith(':root:lang(ur)') && rule.declarations.includes(FONT),
      ),
    ).toBe(true);
  });

  it('is used only by rules scoped to an Urdu interface, never on an English page', () => {
    const users = rules.filter(
      (rule) => rule.prelude !== '@font-face' && rule.declarations.includes(FONT),
    );
    const unscoped = users
      .filter((rule) => !urduOnly(rule.prelude))
      .map((rule) => `${rule.file}: ${rule.prelude}`);
    expect(unscoped).toEqual([]);
  });

  it('reaches no element through a custom property set outside an Urdu interface', () => {
    // Custom properties whose value names the font, and where they are set.
    const carriers = rules.flatMap((rule) =>
      [...rule.declarations.matchAll(/(--[\w-]+)\s*:([^;]*)/g)]
        .filter(([, , value]) => value?.includes(FONT))
        .map(([, name]) => ({ name, rule })),
    );
    for (const { name, rule } of carriers) {
      expect(urduOnly(rule.prelude), `${name} in ${rule.file}: ${rule.prelude}`).toBe(true);
    }
  });

  it('reads the stylesheet as the browser does (the parser finds scoped and unscoped uses)', () => {
    const sample = rulesOf(
      `@keyframes k { from { opacity: 0 } to { opacity: 1 } }\n@media (min-width: 1px) { .a:lang(ur) { font-family: '${FONT}'; } }\n:root:lang(ur) { --f: '${FONT}'; }`,
    );
    expect(sample.map((rule) => rule.prelude)).toEqual([
      'from',
      'to',
      '.a:lang(ur)',
      ':root:lang(ur)',
    ]);
    expect(urduOnly('.a:lang(ur)')).toBe(false);
    expect(urduOnly(':root:lang(ur) body, html[lang="ur"] .x')).toBe(true);
    expect(urduOnly(':root:lang(urdu)')).toBe(false);
  });
});
