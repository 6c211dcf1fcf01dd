/**
 * The shape every language must fill: the English resources with each text widened to string.
 * Typing a translation with it makes a missing or extra key a compile error as well as a test
 * failure (locales.test.ts).
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
