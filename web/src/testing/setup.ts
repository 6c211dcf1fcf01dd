import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { NAMESPACES, i18n, initI18n, loadLanguage, loadTexts } from '@/lib/i18n/i18n';
import { resetStreamQueries } from '@/lib/rtk/stream-query';

// Components render in English, as people first see them; Urdu is loaded for the tests that
// switch to it. Every namespace is loaded up front (pages fetch theirs as they open), and a text
// looked up under a key neither language has fails the test that shows it.
await initI18n();
await loadTexts(NAMESPACES);
await loadLanguage('ur');
await loadLanguage('en');
const missingKeys: string[] = [];
i18n.onMissingKey = (namespace, key) => {
  missingKeys.push(`${namespace}:${key}`);
};

afterEach(async () => {
  cleanup();
  resetStreamQueries();
  window.localStorage.clear();
  if (i18n.language !== 'en') await loadLanguage('en');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  const missing = missingKeys.splice(0);
  if (missing.length > 0) throw new Error(`Texts missing from the locales: ${missing.join(', ')}`);
});
