import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n/i18n';
import { en } from './en';
import { ur } from './ur';

type Tree = { readonly [key: string]: string | Tree };

/** Every text as "namespace.path.to.key" → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [k, v] of flatten(value, path)) texts.set(k, v);
  }
  return texts;
}

const english = flatten(en);
const urdu = flatten(ur);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the interface texts', () => {
  it('are listed namespace by namespace, each in a file named after it that pages can fetch alone', async () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
    for (const namespace of NAMESPACES) {
      const file = (await import(`./en/${namespace}.ts`)) as Record<string, unknown>;
      expect(file[namespace], namespace).toBe(en[namespace]);
    }
  });

  it('have every English key in Urdu and no Urdu key English lacks', () => {
    const missingInUrdu = [...english.keys()].filter((key) => !urdu.has(key));
    const missingInEnglish = [...urdu.keys()].filter((key) => !english.has(key));
    expect(missingInUrdu).toEqual([]);
    expect(missingInEnglish).toEqual([]);
  });

  it('leave no text empty in either language', () => {
    const empty = [...english, ...urdu].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('fill the same placeholders in both languages', () => {
    const differing = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(urdu.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('are written in Urdu script in Urdu, not left in English', () => {
    // A text may keep a brand or card name, but each must have some Urdu in it; the exceptions
    // are texts that are only a name, a number or a symbol in both languages.
    const untranslated = [...urdu].filter(
      ([key, text]) => !/[\u0600-\u06ff]/u.test(text) && text !== english.get(key),
    );
    expect(untranslated).toEqual([]);
    const copied = [...urdu].filter(
      ([key, text]) => text === english.get(key) && /[a-z]{3,}\s+[a-z]{3,}/iu.test(text),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
