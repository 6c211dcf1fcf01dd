/**
 * What the review scorer reads in a comment: normalised tokens in any of our scripts (English,
 * Roman Urdu, Urdu), emoji, negation scopes and intensifiers, turned into hashed sparse features.
 * Training (scripts/sentiment) and scoring share this file, so a model always sees text the way
 * it was trained on it.
 */

/** Number of hashed feature slots; a power of two. Changing it needs a retrained model. */
export const FEATURE_BITS = 21;
const SLOT_MASK = (1 << FEATURE_BITS) - 1;

/** One hashed feature: its slot and its value (negative when a negation flips it). */
export interface Feature {
  readonly slot: number;
  readonly value: number;
}

/** A token of a comment, after normalisation. */
export interface Token {
  readonly text: string;
  readonly kind: 'latin' | 'urdu' | 'emoji' | 'other';
}

/** Words that negate what follows them: English ("not bad", "never again") and Urdu's "mat" and "نہ". */
const PRE_NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'without',
  'hardly',
  'barely',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'wasnt',
  'werent',
  'arent',
  'wont',
  'wouldnt',
  'couldnt',
  'shouldnt',
  'havent',
  'hasnt',
  'hadnt',
  'aint',
  'mat',
  'مت',
  'نہ',
]);

/** Roman Urdu and Urdu words that negate what comes before them ("acha nahi", "اچھا نہیں"). */
const POST_NEGATORS = new Set([
  'nahi',
  'nahin',
  'nahien',
  'nahe',
  'nhi',
  'nai',
  'nae',
  'ni',
  'nahee',
  'nahii',
  'نہیں',
  'نھیں',
]);

/** Words that strengthen the next one ("very good", "bohat acha", "بہت اچھا"). */
const INTENSIFIERS = new Set([
  'very',
  'really',
  'so',
  'too',
  'extremely',
  'super',
  'highly',
  'totally',
  'absolutely',
  'most',
  'bohat',
  'bohot',
  'bahut',
  'bahot',
  'boht',
  'bht',
  'buhat',
  'bhot',
  'bilkul',
  'kafi',
  'kaafi',
  'zyada',
  'ziada',
  'intehai',
  'behad',
  'بہت',
  'بےحد',
  'انتہائی',
  'بالکل',
  'کافی',
  'زیادہ',
]);

/** Words that end a negation's reach ("not cheap but good": "good" is not negated). */
const CLAUSE_BREAKS = new Set([
  'but',
  'however',
  'although',
  'though',
  'lekin',
  'magar',
  'par',
  'لیکن',
  'مگر',
]);

/** How many tokens an English negator reaches forward, and an Urdu one backward. */
const PRE_NEGATION_REACH = 3;
const POST_NEGATION_REACH = 2;
const INTENSITY = 1.5;

// Arabic-script letters, without its punctuation (، ؛ ؟ ۔ and the percent and decimal signs) and digits.
const URDU_LETTERS =
  '\\u0621-\\u063A\\u0641-\\u064A\\u066E-\\u06D3\\u06D5\\u06FA-\\u06FF\\u0750-\\u077F\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
const URDU_LETTER = new RegExp(`[${URDU_LETTERS}]`, 'u');
const TOKEN = new RegExp(
  `\\p{Extended_Pictographic}|[${URDU_LETTERS}]+|[\\p{L}\\p{N}]+(?:'\\p{L}+)?|[!?.,;:\\u060C\\u061B\\u061F\\u06D4]`,
  'gu',
);
// Arabic diacritics (harakat, the superscript alef) and the tatweel change no word's meaning.
const URDU_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;
/** Urdu's comma, semicolon, question mark and full stop, read as their Latin equivalents. */
const URDU_PUNCTUATION: Readonly<Record<string, string>> = {
  '\u060C': ',',
  '\u061B': ';',
  '\u061F': '?',
  '\u06D4': '.',
};
/** The letters a consonant outline drops after its first: a, e, i, o, u, w and y. */
const LATIN_VOWELS = new Set(
  ['a', 'e', 'i', 'o', 'u', 'w', 'y'].map((letter) => letter.charCodeAt(0)),
);

/**
 * Lower case, one spelling of the Urdu letters Arabic keyboards type differently, no diacritics,
 * and a run of three or more of the same character cut to two ("zabardasttt" → "zabardastt").
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u064A/gu, '\u06CC') // Arabic yeh → Farsi yeh
    .replace(/\u0649/gu, '\u06CC') // alef maksura → Farsi yeh
    .replace(/\u0643/gu, '\u06A9') // Arabic kaf → keheh
    .replace(/\u0647/gu, '\u06C1') // heh → heh goal
    .replace(URDU_MARKS, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/gu, '') // zero-width joiners and spaces
    .replace(/[\u060C\u061B\u061F\u06D4]/gu, (mark) => URDU_PUNCTUATION[mark] ?? mark)
    .replace(/[’‘`]/gu, "'")
    .replace(/(.)\1{2,}/gsu, '$1$1');
}

function kindOf(token: string): Token['kind'] {
  // Most tokens are ASCII, which holds no emoji and no Urdu letter: decided without a pattern.
  let letter = false;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code >= 0x80) return kindOfText(token);
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) letter = true;
  }
  return letter ? 'latin' : 'other';
}

function kindOfText(token: string): Token['kind'] {
  if (/\p{Extended_Pictographic}/u.test(token)) return 'emoji';
  if (URDU_LETTER.test(token)) return 'urdu';
  if (/\p{L}/u.test(token)) return 'latin';
  return 'other';
}

/** The comment's tokens: words of either script, single emoji and sentence punctuation. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of normalizeText(text).matchAll(TOKEN)) {
    // "don't" and "dont" are one word to the negation rules.
    const word = match[0].replace(/'/g, '');
    if (word !== '') tokens.push({ text: word, kind: kindOf(word) });
  }
  return tokens;
}

/**
 * A Roman Urdu word's consonant outline: repeated letters once, no vowels after the first letter.
 * "acha", "achha" and "achaa" share "ach"; "bohat", "bahut" and "bht" share "bht".
 */
export function skeleton(word: string): string {
  // One pass over the UTF-16 code units, as the patterns `(.)\1+` → `$1`, then
  // `(?!^)[aeiouwy]` → '' would make it (a unit test holds it to them).
  let outline = '';
  let previous = -1;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code === previous) continue;
    previous = code;
    if (outline !== '' && LATIN_VOWELS.has(code)) continue;
    outline += word.charAt(i);
  }
  return outline;
}

/**
 * How Urdu letters sound in Roman Urdu, for the outline: consonants only (Urdu script writes no
 * short vowels), long vowels and the silent letters dropped, except a word's first letter.
 */
const URDU_SOUNDS: Readonly<Record<string, string>> = {
  ا: 'a',
  آ: 'a',
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: '',
  و: 'o',
  ہ: 'h',
  ۃ: 't',
  ھ: 'h',
  ء: '',
  ئ: 'i',
  ی: 'i',
  ے: 'e',
  ۓ: 'e',
  ؤ: 'o',
  ۂ: 'h',
  أ: 'a',
};

/**
 * An Urdu-script word's outline in Roman Urdu letters, comparable with {@link skeleton}'s:
 * "اچھا" and "acha" both give "ach", "بہت" and "bohat" "bht", "زبردست" and "zabardast" "zbrdst".
 * Reviews of either script then share what the model learnt of a word.
 */
export function urduSkeleton(word: string): string {
  let roman = '';
  for (const ch of word) roman += URDU_SOUNDS[ch] ?? '';
  return roman === '' ? '' : skeleton(roman);
}

const isBreak = (t: Token): boolean =>
  (t.kind === 'other' && /[.,;:!?]/.test(t.text)) || CLAUSE_BREAKS.has(t.text);

/** Whether each token is in a negation's scope (before an Urdu negator, after an English one). */
export function negationScopes(tokens: readonly Token[]): boolean[] {
  const negated = tokens.map(() => false);
  tokens.forEach((token, i) => {
    if (PRE_NEGATORS.has(token.text)) {
      for (let j = i + 1; j < tokens.length && j <= i + PRE_NEGATION_REACH; j++) {
        const next = tokens[j] as Token;
        if (isBreak(next) || POST_NEGATORS.has(next.text)) break;
        negated[j] = !negated[j];
      }
    }
    if (POST_NEGATORS.has(token.text)) {
      for (let j = i - 1; j >= 0 && j >= i - POST_NEGATION_REACH; j--) {
        const previous = tokens[j] as Token;
        if (isBreak(previous) || PRE_NEGATORS.has(previous.text)) break;
        negated[j] = !negated[j];
      }
    }
  });
  return negated;
}

/** FNV-1a over the UTF-16 code units: fast, and the same on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Adds one named feature; the top hash bit signs it, so colliding features tend to cancel. */
function add(into: Map<number, number>, name: string, value: number): void {
  const h = hash(name);
  const slot = h & SLOT_MASK;
  const signed = h & 0x80000000 ? -value : value;
  into.set(slot, (into.get(slot) ?? 0) + signed);
}

/** Character n-grams of each word: their lengths, and their weight beside the word's own. */
const MIN_GRAM = 2;
const MAX_GRAM = 4;
const GRAM_WEIGHT = 0.5;
function charGrams(into: Map<number, number>, word: string, value: number): void {
  const padded = `<${word}>`;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= padded.length; i++) add(into, `c${padded.slice(i, i + n)}`, value);
  }
}

/** Longest word read for character n-grams; longer ones are noise (links, keyboard mashing). */
const MAX_GRAM_WORD = 24;

/**
 * The comment's features, scaled so that their squared values sum to 1: word unigrams and
 * bigrams, character 2-4-grams of each word, consonant outlines shared by Roman Urdu and Urdu
 * script, and emoji. A word in a negation's
 * scope counts against its usual sense (its features are negated); an intensified word counts
 * 1.5 times. An empty list when the text has no words or emoji.
 */
export function featuresOf(text: string): Feature[] {
  const tokens = tokenize(text);
  const negated = negationScopes(tokens);
  const sums = new Map<number, number>();
  let words = 0;
  tokens.forEach((token, i) => {
    if (token.kind === 'other' && !/\p{N}/u.test(token.text)) {
      if (token.text === '!' || token.text === '?') add(sums, `p${token.text}`, 0.5);
      return;
    }
    if (token.kind !== 'other') words += 1;
    const previous = tokens[i - 1];
    const intensity = previous && INTENSIFIERS.has(previous.text) ? INTENSITY : 1;
    const value = (negated[i] ? -1 : 1) * intensity;
    add(sums, `w${token.text}`, value);
    if (token.kind === 'latin') {
      add(sums, `s${skeleton(token.text)}`, value);
      if (token.text.length <= MAX_GRAM_WORD) charGrams(sums, token.text, value * GRAM_WEIGHT);
    } else if (token.kind === 'urdu') {
      const outline = urduSkeleton(token.text);
      if (outline !== '') add(sums, `s${outline}`, value);
      if (token.text.length <= MAX_GRAM_WORD) charGrams(sums, token.text, value * GRAM_WEIGHT);
    }
    if (previous && previous.kind !== 'other') add(sums, `b${previous.text} ${token.text}`, 1);
  });
  // Numbers alone ("12345") say nothing; beside words they may ("10/10 would eat again").
  if (words === 0) return [];
  let norm = 0;
  for (const v of sums.values()) norm += v * v;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const features: Feature[] = [];
  for (const [slot, v] of sums) if (v !== 0) features.push({ slot, value: v * scale });
  return features;
}

const ROMAN_URDU_MARKERS = new Set([
  'hai',
  'hain',
  'ha',
  'he',
  'tha',
  'thi',
  'thay',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'mein',
  'main',
  'mai',
  'ye',
  'yeh',
  'wo',
  'woh',
  'aur',
  'bhi',
  'nahi',
  'nhi',
  'bohat',
  'bahut',
  'boht',
  'acha',
  'achha',
  'kya',
  'kia',
  'hum',
  'ap',
  'aap',
  'tum',
  'yar',
  'yaar',
  'bilkul',
  'lekin',
  'magar',
  'raha',
  'rahi',
  'gaya',
  'gayi',
  'wala',
  'wali',
  'khana',
  'zabardast',
  'behtreen',
  'mazedar',
  'lajawab',
  'kamaal',
  'theek',
  'sahi',
  'bakwas',
  'bekar',
  'bekaar',
  'ganda',
  'gandi',
  'ghatiya',
  'kharab',
  'bura',
  'buri',
  'dobara',
  'zaroor',
  'karein',
]);

const ENGLISH_MARKERS = new Set([
  'the',
  'is',
  'was',
  'are',
  'were',
  'and',
  'but',
  'of',
  'to',
  'it',
  'this',
  'that',
  'very',
  'not',
  'with',
  'for',
  'good',
  'great',
  'food',
  'service',
  'i',
  'we',
  'they',
  'you',
  'my',
  'our',
  'have',
  'had',
  'be',
  'will',
  'would',
]);

/** The language a comment is written in, as far as its words tell. */
export type CommentLanguage = 'en' | 'roman-ur' | 'ur' | 'mixed' | 'none';

/** Which language a comment is in: Urdu script, Roman Urdu, English, a mix of them, or none. */
export function detectLanguage(text: string): CommentLanguage {
  let urdu = 0;
  let roman = 0;
  let english = 0;
  let latin = 0;
  for (const token of tokenize(text)) {
    if (token.kind === 'urdu') urdu += 1;
    else if (token.kind === 'latin') {
      latin += 1;
      // "zabardastt" and "achhaa" are the marker words drawn out.
      const single = token.text.replace(/(.)\1+/g, '$1');
      if (ROMAN_URDU_MARKERS.has(token.text) || ROMAN_URDU_MARKERS.has(single)) roman += 1;
      else if (ENGLISH_MARKERS.has(token.text)) english += 1;
    }
  }
  if (urdu === 0 && latin === 0) return 'none';
  const latinLanguage =
    roman > english ? 'roman-ur' : english > 0 || roman === 0 ? 'en' : 'roman-ur';
  if (urdu > 0 && latin > 0)
    return urdu >= 2 * latin ? 'ur' : latin >= 2 * urdu ? latinLanguage : 'mixed';
  if (urdu > 0) return 'ur';
  if (roman > 0 && english > 0 && Math.min(roman, english) * 3 >= Math.max(roman, english))
    return 'mixed';
  return latinLanguage;
}
