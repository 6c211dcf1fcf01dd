/**
 * `lib/user/user-doc-writes` as the language tests replace it: the member's language is recorded
 * instead of written (the write itself is Firestore's). In a test file:
 *
 *   vi.mock('@/lib/user/user-doc-writes', () => import('@/testing/language-writes'));
 *
 * then `savedLanguages` holds what the interface asked to keep, in order.
 */
import type * as UserDocWrites from '@/lib/user/user-doc-writes';

export const savedLanguages: { uid: string; language: string }[] = [];

export const saveUserLanguage: typeof UserDocWrites.saveUserLanguage = (uid, language) => {
  savedLanguages.push({ uid, language });
  return Promise.resolve();
};
