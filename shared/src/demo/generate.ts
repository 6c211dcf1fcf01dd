/**
 * The deterministic demo dataset: 16 banks, their cards, three cities and 1,200+ deals of invented
 * brands, with legacy field names and shapes mixed in so the normaliser is exercised, and a
 * handful of malformed records the importer must reject.
 */
import { CATEGORIES, CITIES, type Category } from '../constants.js';
import { brandKey } from '../brands.js';
import { cardCategory, cardType } from '../cards.js';
import type { Dataset, DatasetBank, DatasetCard } from '../dataset.js';
import { slugify } from '../ids.js';
import { bankImagePath } from '../ids.js';
import { DEMO_BANKS, type DemoBankDef } from './banks.js';
import { DEMO_BRANDS, type DemoBrandDef } from './brands.js';
import { AREAS } from './places.js';
import { createRng, type Rng } from './rng.js';
import { scoreComment } from '../sentiment/score.js';
import { groupedInteger as pkr } from '../text.js';

/** Seed of the shipped demo dataset. */
export const DEMO_SEED = 20261101;
/** The date the demo data is "as of"; fixed so the dataset never changes with the clock. */
export const DEMO_AS_OF = '2026-11-01';

/** A brand of the demo with the cities it trades in. */
export interface DemoBrand extends DemoBrandDef {
  readonly key: string;
  readonly cities: readonly string[];
  readonly imageUrl: string;
}

/** The demo dataset: an importable {@link Dataset} plus what image generation needs. */
export interface DemoDataset extends Dataset {
  readonly seed: number;
  readonly banks: DatasetBank[];
  readonly deals: {
    bankId: string;
    cityId: string;
    dealId: string;
    data: unknown;
    line?: number;
  }[];
  readonly brands: readonly DemoBrand[];
  /** Bank definitions (colours, marks) for the logos and card faces. */
  readonly bankDefs: readonly DemoBankDef[];
  /** How many of `deals` are deliberately malformed (they are the last ones). */
  readonly malformedCount: number;
}

/** Image path of a brand monogram (its WebP copy, see svg.ts DemoRaster). */
export const brandImagePath = (name: string): string => `/demo/brands/${brandKey(name)}.webp`;
/** Image path of a card face. */
export const cardImagePath = (cardName: string): string => `/demo/cards/${slugify(cardName)}.svg`;

const DAY = 86_400_000;
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const AS_OF_MS = Date.parse(`${DEMO_AS_OF}T00:00:00Z`);

const PERCENTS: readonly (readonly [number, number])[] = [
  [10, 2],
  [15, 3],
  [20, 4],
  [25, 3],
  [30, 3],
  [35, 1],
  [40, 1],
  [50, 1],
];

const DISCOUNT_TEMPLATES: Readonly<Record<Category, readonly ((p: number) => string)[]>> = {
  Food: [
    (p) => `Up to ${p}% off`,
    (p) => `${p}% off on total bill`,
    (p) => `${p}% off on a la carte`,
    (p) => `Flat ${p}% off on dine-in`,
    (p) => `${p}% off on dine-in and takeaway`,
  ],
  Lifestyle: [
    (p) => `Up to ${p}% off`,
    (p) => `Flat ${p}% off`,
    (p) => `${p}% off on new arrivals`,
    (p) => `Up to ${p}% off on selected items`,
  ],
  Health: [
    (p) => `${p}% off on all services`,
    (p) => `Up to ${p}% off`,
    (p) => `${p}% off on memberships`,
    (p) => `Flat ${p}% off on total bill`,
  ],
  Entertainment: [
    (p) => `${p}% off on tickets`,
    (p) => `Up to ${p}% off`,
    (p) => `Flat ${p}% off on weekday passes`,
  ],
};

/** Offers without a percentage: the badge must stay empty for these. */
const NON_PERCENT_DISCOUNTS: Readonly<Record<Category, string>> = {
  Food: 'Buy 1 Get 1 Free on selected items',
  Lifestyle: 'Rs. 1,000 off on purchases above Rs. 5,000',
  Health: 'Free consultation with any treatment',
  Entertainment: 'Buy 2 tickets, get 1 free',
};

const OFFER_TITLES: Readonly<Record<Category, readonly string[]>> = {
  Food: [
    'Dine-in discount',
    'Weekday lunch offer',
    'Weekend family deal',
    'Takeaway discount',
    'Late-night dining offer',
  ],
  Lifestyle: [
    'In-store discount',
    'New season offer',
    'Festive shopping offer',
    'Online and in-store offer',
  ],
  Health: [
    'Membership discount',
    'Consultation offer',
    'Services discount',
    'Wellness package offer',
  ],
  Entertainment: [
    'Ticket discount',
    'Weekday fun offer',
    'Family pack offer',
    'Birthday party offer',
  ],
};

const DESCRIPTIONS: Readonly<
  Record<Category, readonly ((b: string, k: string, bank: string) => string)[]>
> = {
  Food: [
    (b, k, bank) => `Enjoy a great meal at ${b} and save with your ${bank} card.`,
    (b, k) => `Savour the signature menu of this much-loved ${k}, now for less.`,
    (b) => `Family dinners and friends' nights out at ${b}, with a card discount on every bill.`,
  ],
  Lifestyle: [
    (b, k, bank) => `Shop the latest collection at ${b} and pay less with ${bank}.`,
    (b, k) => `A favourite ${k} for gifts and everyday finds, with savings at the till.`,
  ],
  Health: [
    (b, k, bank) =>
      `Look after yourself at ${b}; ${bank} cardholders get a discount on every visit.`,
    (b, k) => `Trusted ${k} services at a friendlier price for cardholders.`,
  ],
  Entertainment: [
    (b, k, bank) => `Plan your next outing at ${b} and save with your ${bank} card.`,
    (b, k) => `Fun for the whole family at this ${k}, with a cardholder discount.`,
  ],
};

const POSITIVE = [
  'Lovely food and the discount was applied without any fuss.',
  'Great service, staff knew about the card offer right away.',
  'Really good value with the card discount, will come again.',
  'Excellent experience, quick and friendly.',
  'Khana bohat mazedar tha aur discount foran lag gaya.',
  'Zabardast deal, staff bhi bohat acha tha.',
  'بہت اچھا کھانا، اور ڈسکاؤنٹ بھی آسانی سے مل گیا۔',
];
const NEGATIVE = [
  'Staff refused the discount on the weekend even though it was advertised.',
  'Long wait and the discount was capped at a very low amount.',
  'Not worth it, quality has gone down.',
  'Discount nahi diya, kehte hain weekend par nahi chalta.',
  'Khana thanda tha aur service bohat slow thi.',
  'سروس بہت خراب تھی، دوبارہ نہیں آؤں گا۔',
];
const MIXED = [
  'Decent place, the offer works but only on some items.',
  'Okay experience, parking was a problem.',
  'Khana theek tha lekin parking ka masla tha.',
];
const REVIEWERS = [
  'Ayesha K.',
  'Bilal A.',
  'Hira S.',
  'Usman T.',
  'Fatima R.',
  'Zain M.',
  'Sana I.',
  'Hamza Q.',
  'Mahnoor F.',
  'Ali H.',
];

const NETWORKS: readonly (readonly [string, number])[] = [
  ['Visa', 5],
  ['Mastercard', 4],
  ['UnionPay', 1],
  ['PayPak', 1],
];

function bankCards(def: DemoBankDef, rng: Rng): DatasetCard[] {
  return def.cards.map((cardName) => ({
    id: slugify(cardName),
    cardName,
    cardImage: cardImagePath(cardName),
    tier:
      cardCategory(cardName) === 'Standard'
        ? /signature/i.test(cardName)
          ? 'Signature'
          : 'Classic'
        : cardCategory(cardName),
    kind: cardType(cardName),
    network: /visa/i.test(cardName) ? 'Visa' : rng.weighted(NETWORKS),
  }));
}

/** Weighted sampling without replacement (Efraimidis–Spirakis keys). */
function weightedSample<T>(
  rng: Rng,
  items: readonly T[],
  weight: (t: T) => number,
  k: number,
): T[] {
  return items
    .map((item) => ({ item, key: Math.pow(rng.next() || 1e-12, 1 / weight(item)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, k)
    .map((x) => x.item);
}

const CATEGORY_WEIGHT: Readonly<Record<Category, number>> = {
  Food: 3,
  Lifestyle: 1.3,
  Health: 1,
  Entertainment: 1,
};
const LEGACY_CATEGORY: Readonly<Record<Category, string>> = {
  Food: 'Restaurants',
  Lifestyle: 'Shopping',
  Health: 'Health & Beauty',
  Entertainment: 'entertainment',
};

interface DealContext {
  rng: Rng;
  bank: DemoBankDef;
  cards: DatasetCard[];
  city: string;
  brand: DemoBrand;
}

function makeBranches(
  ctx: DealContext,
): { name: string; full_address: string; latitude: number; longitude: number }[] {
  const { rng, brand, city } = ctx;
  const areas = rng.sample(
    AREAS[city] ?? [],
    rng.weighted([
      [1, 3],
      [2, 4],
      [3, 3],
      [4, 2],
    ]),
  );
  return areas.map((area) => {
    const unit = rng.pick(['Shop', 'Plot', 'Unit', 'Building']);
    const street = rng.pick(area.streets);
    const jitter = (): number => (rng.next() - 0.5) * 0.008;
    return {
      name: `${brand.name} ${area.name}`,
      full_address: `${unit} ${rng.int(1, 180)}, ${street}, ${area.name}, ${city}`,
      latitude: Math.round((area.latitude + jitter()) * 1e6) / 1e6,
      longitude: Math.round((area.longitude + jitter()) * 1e6) / 1e6,
    };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2027-02-06" as the terms write it, "6 Feb 2027", as the deal page shows its dates. */
export function readableDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

/**
 * An offer's title that agrees with the days the deal is valid on: no "Weekend family deal" on a
 * deal valid Monday to Friday, no "Weekday" offer on one valid only at the weekend.
 */
export function titleForDays(title: string, days: readonly string[]): string {
  const weekend = days.includes('Sat') || days.includes('Sun');
  const weekday = days.some((d) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].includes(d));
  if (!weekend && /weekend/i.test(title))
    return title.replace(/weekend\s*/i, '').replace(/^./, (c) => c.toUpperCase());
  if (!weekday && /weekday/i.test(title))
    return title.replace(/weekday\s*/i, '').replace(/^./, (c) => c.toUpperCase());
  return title;
}

function makeTerms(
  rng: Rng,
  o: {
    cap: number | null;
    minBill: number | null;
    days: string[];
    bankName: string;
    validTill: string;
  },
): string {
  const parts = [
    `Offer valid till ${readableDate(o.validTill)}`,
    o.days.length > 0 && o.days.length < 7
      ? `Valid on ${o.days.join(', ')} only`
      : 'Valid on all days of the week',
    o.cap !== null
      ? `Maximum discount per transaction is Rs. ${pkr(o.cap)}`
      : 'No cap on the discount amount',
    o.minBill !== null ? `Minimum bill of Rs. ${pkr(o.minBill)} is required` : '',
    'Discount is not applicable with any other promotion',
    rng.chance(0.5)
      ? 'Discount is applicable on a la carte items only'
      : 'Government taxes apply on the full bill',
    `Payment must be made with an eligible ${o.bankName} card`,
    rng.chance(0.4) ? 'Not valid on public holidays' : '',
  ];
  return parts.filter((p) => p !== '').join('. ') + '.';
}

function makeComments(
  rng: Rng,
): { userName: string; sentimentScore?: number; date: string; comment: string }[] {
  const comments = Array.from({ length: rng.int(1, 4) }, () => {
    const mood = rng.weighted([
      ['pos', 6],
      ['neg', 2],
      ['mixed', 2],
    ] as const);
    const comment =
      mood === 'pos' ? rng.pick(POSITIVE) : mood === 'neg' ? rng.pick(NEGATIVE) : rng.pick(MIXED);
    // These two draws once made up a score and left some comments unscored; they stay so that
    // every later deal of the dataset is as it was. The score is the review scorer's, as for a
    // review a member posts.
    rng.int(0, mood === 'neg' ? 15 : 10);
    const entry = {
      userName: rng.pick(REVIEWERS),
      date: isoDate(AS_OF_MS - rng.int(1, 90) * DAY),
      comment,
    };
    rng.chance(0.1);
    return { ...entry, sentimentScore: scoreComment(comment).score };
  });
  // One review per member per deal: a reviewer drawn twice keeps only their newest comment. The
  // draws above stay as they were, so every later deal of the dataset is unchanged.
  const newest = new Map<string, (typeof comments)[number]>();
  for (const c of comments) {
    const kept = newest.get(c.userName);
    if (kept === undefined || c.date > kept.date) newest.set(c.userName, c);
  }
  return comments.filter((c) => newest.get(c.userName) === c);
}

function makeDeal(ctx: DealContext): Record<string, unknown> {
  const { rng, bank, cards, brand, city } = ctx;
  const category = brand.category;
  const percent = rng.weighted(PERCENTS);
  const discount = rng.chance(0.04)
    ? NON_PERCENT_DISCOUNTS[category]
    : rng.pick(DISCOUNT_TEMPLATES[category])(percent);
  const validFromMs = AS_OF_MS - rng.int(0, 60) * DAY;
  const validTillMs = AS_OF_MS + rng.int(30, 240) * DAY;
  const validTill = isoDate(validTillMs);
  const days = rng.weighted([
    [['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 6],
    [['Mon', 'Tue', 'Wed', 'Thu'], 2],
    [['Fri', 'Sat', 'Sun'], 1],
    [['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], 1],
  ] as const);
  const cap = rng.chance(0.6) ? rng.pick([1000, 1500, 2000, 2500, 3000, 5000]) : null;
  const minBill = rng.chance(0.4) ? rng.pick([1500, 2000, 2500, 3000, 5000]) : null;
  const branches = makeBranches(ctx);

  const imageField = (): string =>
    rng.weighted([
      ['cardImage', 7],
      ['card_image_url', 2],
      ['card_image', 1],
    ] as const);
  const nameField = (): string => (rng.chance(0.15) ? 'card_name' : 'cardName');
  const offerCount = rng.weighted([
    [1, 5],
    [2, 3],
    [3, 1],
  ]);
  const usedCards = new Set<string>();
  const offers = Array.from({ length: offerCount }, (_, i) => {
    const offerCards = rng.sample(cards, rng.int(1, Math.min(4, cards.length)));
    offerCards.forEach((c) => usedCards.add(c.cardName));
    const entries = offerCards.map((c) => ({
      [nameField()]: c.cardName,
      [imageField()]: c.cardImage,
    }));
    const cardType = rng.chance(0.06)
      ? Object.fromEntries(entries.map((e, j) => [String(j), e]))
      : entries;
    const offerBranches = rng.sample(branches, rng.int(1, branches.length));
    return {
      title: titleForDays(rng.pick(OFFER_TITLES[category]), days),
      valid_till: i === 0 ? validTill : isoDate(validTillMs - rng.int(0, 30) * DAY),
      offer_branches: offerBranches.map((b) => b.name),
      branch_locations: offerBranches.map((b) => b.full_address),
      card_type: cardType,
    };
  });
  const firstCard = [...usedCards][0] ?? cards[0]?.cardName ?? '';

  const deal: Record<string, unknown> = {
    title: brand.name,
    description: rng.pick(DESCRIPTIONS[category])(brand.name, brand.kind, bank.bankName),
    discount,
    category_id: rng.chance(0.06) ? LEGACY_CATEGORY[category] : category,
    bank_id: bank.id,
    city_id: city,
    valid_from: isoDate(validFromMs),
    valid_till: validTill,
    valid_days: days.length === 7 && rng.chance(0.5) ? 'All days' : [...days],
    verified_on: isoDate(AS_OF_MS - rng.int(0, 20) * DAY),
  };
  if (cap !== null) deal['max_discount_pkr'] = cap;
  if (minBill !== null) deal['min_bill_pkr'] = minBill;
  if (!rng.chance(0.03)) {
    deal['image_url'] = brand.imageUrl;
    deal['icon_url'] = brand.imageUrl;
  }
  if (!rng.chance(0.08)) {
    deal['terms_and_conditions'] = makeTerms(rng, {
      cap,
      minBill,
      days: [...days],
      bankName: bank.bankName,
      validTill,
    });
  }
  const cardField = rng.weighted([
    ['cardName', 8],
    ['card_name', 1],
    ['none', 1],
  ] as const);
  if (cardField !== 'none') deal[cardField] = firstCard;
  // Legacy shapes: offers and branches as maps, branches under either key.
  deal['offers'] = rng.chance(0.08)
    ? Object.fromEntries(offers.map((o, i) => [`offer${i + 1}`, o]))
    : offers;
  const branchKeyName = rng.chance(0.15) ? 'branches' : 'deal_branches';
  deal[branchKeyName] = rng.chance(0.07)
    ? Object.fromEntries(branches.map((b, i) => [`branch${i + 1}`, b]))
    : branches;
  if (rng.chance(0.07)) deal['comments'] = makeComments(rng);
  return deal;
}

/** Records the importer must reject, one reason each. */
function malformedDeals(firstValid: {
  bankId: string;
  cityId: string;
  dealId: string;
  data: unknown;
}): DemoDataset['deals'] {
  return [
    { bankId: 'Hbl', cityId: 'Lahore', dealId: 'food-broken-001', data: 'not a document' },
    { bankId: 'Hbl', cityId: 'Karachi', dealId: '', data: { title: 'Nameless Deal' } },
    {
      bankId: 'GhostBank',
      cityId: 'Lahore',
      dealId: 'food-ghost-001',
      data: { title: 'Ghost Kitchen', discount: '20% off' },
    },
    {
      bankId: 'Mcb',
      cityId: 'Lahore',
      dealId: 'food-bad-offers-001',
      data: { title: 'Bad Offers Grill', offers: 42 },
    },
    {
      bankId: 'Ubl',
      cityId: 'Islamabad',
      dealId: 'food-bad-branch-001',
      data: {
        title: 'Lost Branch Cafe',
        deal_branches: [{ name: 'Somewhere', latitude: 'north', longitude: 73.05 }],
      },
    },
    {
      bankId: 'Meezan',
      cityId: 'Karachi',
      dealId: 'food-numeric-title-001',
      data: { title: 12345, discount: '10% off' },
    },
    {
      bankId: 'Askari',
      cityId: 'Lahore',
      dealId: 'food-bad-comments-001',
      data: { title: 'Silent Diner', comments: [{ sentimentScore: 9 }] },
    },
    {
      bankId: 'Hbl-Old',
      cityId: 'Lahore',
      dealId: 'food-dashed-bank-001',
      data: { title: 'Dash Cafe' },
    },
    { ...firstValid },
  ];
}

/** Generates the demo dataset; the same seed always yields the same data. */
export function generateDemoDataset(seed: number = DEMO_SEED): DemoDataset {
  const rng = createRng(seed);
  const brands: DemoBrand[] = DEMO_BRANDS.map((b) => {
    const cityCount = rng.weighted([
      [3, 45],
      [2, 35],
      [1, 20],
    ]);
    const cities = rng.sample(CITIES, cityCount);
    return {
      ...b,
      key: brandKey(b.name),
      cities: CITIES.filter((c) => cities.includes(c)),
      imageUrl: brandImagePath(b.name),
    };
  });
  const banks: DatasetBank[] = DEMO_BANKS.map((def) => {
    const cards = bankCards(def, rng);
    return {
      id: def.id,
      bankName: def.bankName,
      bankImage: bankImagePath(def.id),
      cardImage: cards[0]?.cardImage ?? '',
      ratings: def.ratings,
      cards,
    };
  });

  const deals: DemoDataset['deals'] = [];
  let seq = 0;
  DEMO_BANKS.forEach((def, bankIndex) => {
    const cards = banks[bankIndex]?.cards ?? [];
    for (const city of CITIES) {
      const available = brands.filter((b) => b.cities.includes(city));
      const chosen = weightedSample(
        rng,
        available,
        (b) => CATEGORY_WEIGHT[b.category],
        rng.int(24, 30),
      );
      for (const brand of chosen) {
        seq += 1;
        const dealId = `${slugify(brand.category)}-${brand.key}-${String(seq).padStart(4, '0')}`;
        deals.push({
          bankId: def.id,
          cityId: city,
          dealId,
          data: makeDeal({ rng, bank: def, cards, city, brand }),
        });
      }
    }
  });
  endSomeDeals(deals, seed);
  widenSomeOffers(deals, banks, seed);
  repeatSomeBranches(deals, seed);
  const malformed = deals[0] ? malformedDeals(deals[0]) : [];
  return {
    version: 1,
    seed,
    banks,
    cities: [...CITIES],
    deals: [...deals, ...malformed],
    brands,
    bankDefs: DEMO_BANKS,
    malformedCount: malformed.length,
  };
}

/** Share of demo deals that ended before the demo's date, so lists show expiry at work. */
export const DEMO_EXPIRED_SHARE = 0.05;

/**
 * Applies `change` to the documents of about `share` of the deals, drawing from a random source of
 * its own (the seed mixed with `salt`), so the rest of the data set (brands, cards, discounts)
 * stays exactly as before.
 */
function changeSomeDeals(
  deals: DemoDataset['deals'],
  seed: number,
  salt: number,
  share: number,
  change: (data: Record<string, unknown>, rng: Rng) => void,
): void {
  const rng = createRng(seed ^ salt);
  for (const deal of deals)
    if (rng.chance(share)) change(deal.data as Record<string, unknown>, rng);
}

/** Ends about one deal in twenty a few weeks before {@link DEMO_AS_OF}. */
function endSomeDeals(deals: DemoDataset['deals'], seed: number): void {
  changeSomeDeals(deals, seed, 0x0e0d, DEMO_EXPIRED_SHARE, (data, rng) => {
    const ended = isoDate(AS_OF_MS - rng.int(1, 25) * DAY);
    data['valid_till'] = ended;
    // An ended deal started before it ended (ISO dates compare as text).
    const from = data['valid_from'];
    if (typeof from === 'string' && from > ended) data['valid_from'] = ended;
    const offers = data['offers'];
    if (typeof offers === 'object' && offers !== null)
      for (const offer of Object.values(offers as Record<string, Record<string, unknown>>))
        offer['valid_till'] = ended;
  });
}

/** Share of demo deals whose first offer names more than four cards (the card list's "+N more"). */
export const DEMO_WIDE_OFFER_SHARE = 0.06;

/**
 * Gives about one deal in sixteen of banks with five or more cards an offer naming five or more of
 * them. Its own random source, so everything else in the data set stays as it was.
 */
function widenSomeOffers(
  deals: DemoDataset['deals'],
  banks: readonly DatasetBank[],
  seed: number,
): void {
  const rng = createRng(seed ^ 0x5ca4d);
  const cardsOf = new Map(banks.map((b) => [b.id, b.cards]));
  for (const deal of deals) {
    const cards = cardsOf.get(deal.bankId) ?? [];
    if (cards.length < 5 || !rng.chance(DEMO_WIDE_OFFER_SHARE)) continue;
    const offers = (deal.data as Record<string, unknown>)['offers'];
    const first = Array.isArray(offers)
      ? (offers[0] as Record<string, unknown> | undefined)
      : undefined;
    if (first === undefined) continue;
    first['card_type'] = rng
      .sample(cards, rng.int(5, cards.length))
      .map((c) => ({ cardName: c.cardName, cardImage: c.cardImage }));
  }
}

/** Share of demo deals that list one of their branches twice (same address, as scraped data does). */
export const DEMO_REPEATED_BRANCH_SHARE = 0.06;

/**
 * Repeats one branch address in about one deal in sixteen: a second entry with the same address
 * (its name upper-cased, as a second scrape would spell it), so branch de-duplication has work.
 */
function repeatSomeBranches(deals: DemoDataset['deals'], seed: number): void {
  changeSomeDeals(deals, seed, 0xb4a9c, DEMO_REPEATED_BRANCH_SHARE, (data, rng) => {
    const key = Array.isArray(data['deal_branches']) ? 'deal_branches' : 'branches';
    const branches: unknown = data[key];
    if (!Array.isArray(branches) || branches.length === 0) return;
    const list = branches as Record<string, unknown>[];
    const original = rng.pick(list);
    const name = typeof original['name'] === 'string' ? original['name'].toUpperCase() : '';
    data[key] = [...list, { ...original, name }];
  });
}

/** Categories in the order the generator weights them (exported for tests). */
export const DEMO_CATEGORIES = CATEGORIES;
