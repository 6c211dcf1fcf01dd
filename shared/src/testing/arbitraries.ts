/** fast-check arbitraries of deal documents in their legacy shapes, shared by the property tests. */
import fc from 'fast-check';

const name = fc.constantFrom(
  'Saffron Table',
  'Saffron Table',
  'Burger Barn',
  'Chai Chowk',
  'Pixel Arcade',
  '',
  'Burger  barn',
);
const card = fc.constantFrom('HBL Gold', 'HBL Platinum', 'HBL Classic Debit', 'MCB Gold');
const address = fc.constantFrom('MM Alam Road', 'mm alam road', 'Liberty Market', 'Clifton', '');
const listOrMap = <T>(item: fc.Arbitrary<T>): fc.Arbitrary<T[] | Record<string, T>> =>
  fc.oneof(
    fc.array(item, { maxLength: 4 }),
    fc
      .array(item, { maxLength: 4 })
      .map((xs) => Object.fromEntries(xs.map((x, i) => [`k${i}`, x]))),
  );

const cardEntry = fc.oneof(
  card.map((c) => ({ cardName: c, cardImage: '/x.svg' })),
  card.map((c) => ({ card_name: c, card_image_url: '/y.svg' })),
  card,
);
const offer = fc.record(
  {
    title: fc.string({ maxLength: 5 }),
    valid_till: fc.constant('2027-01-01'),
    card_type: listOrMap(cardEntry),
  },
  { requiredKeys: [] },
);
const branch = fc.record(
  {
    name: fc.string({ maxLength: 4 }),
    full_address: address,
    latitude: fc.double(),
    longitude: fc.double(),
  },
  { requiredKeys: [] },
);

/** A deal document: realistic keys with legacy variants, sometimes junk values. */
export const rawDealArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    title: fc.oneof(name, fc.jsonValue()),
    discount: fc.constantFrom('Up to 25% off', '15% off on total bill', 'Buy 1 Get 1', ''),
    category_id: fc.constantFrom('Food', 'Health & Beauty', 'entertainment', 'Shopping', 'junk'),
    cardName: card,
    card_name: card,
    offers: fc.oneof(listOrMap(offer), fc.jsonValue()),
    deal_branches: listOrMap(branch),
    branches: listOrMap(branch),
    image_url: fc.constantFrom('/a.svg', '/b.svg'),
    avgSentiment: fc.double({ min: 0, max: 5, noNaN: true }),
  },
  { requiredKeys: [] },
);
