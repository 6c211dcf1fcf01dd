/**
 * Places (one tile per place per city) on the production build against the whole local stack
 * with demo data: a guest searches a place by name and finds one tile naming how many banks have
 * offers there, opens it and sees every bank's offer; a member who signed up and verified through
 * the UI sees their own card's offer first, marked "Your card". The Admin SDK only reads the demo
 * data to pick a place and to know what the page should show.
 */
import { bankEntity, placeEntity } from '@deals/shared';
import { type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import { demoCards, openLanding, tiles } from './support/grid.js';
import { chooseCard, signUpAndVerify } from './support/member-ui.js';
import { stackAdmin } from './support/stack-admin.js';
import { snapAtWidths } from './support/screenshots.js';

const { app: admin, db } = stackAdmin('places');
const CITY = 'Lahore';

const snap = (page: Page, name: string) => snapAtWidths(page, `places-${name}`);

interface Chosen {
  title: string;
  key: string;
  bankCount: number;
  dealCount: number;
  /** Display names of the offering banks. */
  bankNames: string[];
  /** The HBL card the member picks, named by one of HBL's offers here. */
  card: string;
  hblName: string;
}
let chosen: Chosen;

test.beforeAll(async () => {
  const banks = await db.collection(bankEntity.path()).get();
  const nameOf = new Map(banks.docs.map((d) => [d.id, String(d.get('bankName'))]));
  const hbl = banks.docs.find((d) => d.id === 'Hbl');
  const hblCards = new Set(
    Object.values((hbl?.get('cards') ?? {}) as Record<string, { cardName?: string }>).map((c) =>
      String(c.cardName),
    ),
  );
  const places = await db
    .collection(placeEntity.path())
    .where('city_id', '==', CITY)
    .where('bankIds', 'array-contains', 'Hbl')
    .get();
  const candidates = places.docs.flatMap((doc) => {
    const banksHere = doc.get('banks') as { bankId: string; cardNames: string[] }[];
    const card = banksHere
      .find((b) => b.bankId === 'Hbl')
      ?.cardNames.find((name) => hblCards.has(name));
    const bankCount = Number(doc.get('bankCount'));
    if (!card || bankCount < 2) return [];
    return [
      {
        title: String(doc.get('title')),
        key: String(doc.get('placeKey')),
        bankCount,
        dealCount: Number(doc.get('dealCount')),
        bankNames: banksHere.map((b) => nameOf.get(b.bankId) ?? b.bankId),
        card,
        hblName: nameOf.get('Hbl') ?? 'HBL',
        // Prefer a place where HBL's offer is not the best, so "Your card first" shows.
        hblFirst: banksHere[0]?.bankId === 'Hbl',
      },
    ];
  });
  candidates.sort((a, b) => Number(a.hblFirst) - Number(b.hblFirst) || b.bankCount - a.bankCount);
  const first = candidates[0];
  if (!first) throw new Error('The demo data has no Lahore place with HBL and another bank');
  chosen = first;
});

test.afterAll(async () => {
  await deleteApp(admin);
});

const offers = (page: Page) =>
  page.getByRole('list', { name: `Offers at ${chosen.title}` }).getByTestId('place-offer');

test('a guest searches a place, sees one tile with its banks, and every bank’s offer on its page', async ({
  page,
}) => {
  await openLanding(page);
  await snap(page, 'landing');

  await page.getByRole('searchbox', { name: 'Search deals' }).fill(chosen.title);
  await expect(
    page.getByRole('heading', { name: `Search Results for ${chosen.title}` }),
  ).toBeVisible();
  const tile = tiles(page).filter({
    has: page.getByRole('heading', { name: chosen.title, exact: true }),
  });
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText(`${chosen.bankCount} banks`);
  await expect(tile).toContainText(/up to \d+% off|off/);
  await expect(tile.getByRole('list', { name: 'Banks' }).getByRole('img')).toHaveCount(
    Math.min(chosen.bankCount, 5),
  );
  await tile.scrollIntoViewIfNeeded();
  await snap(page, 'search');

  await tile.getByRole('link', { name: chosen.title }).click();
  await expect(page).toHaveURL(`/guest-place/${CITY}/${chosen.key}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen.title })).toBeVisible();
  await expect(offers(page)).toHaveCount(chosen.dealCount);
  for (const name of chosen.bankNames)
    await expect(offers(page).filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByText('Your card', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Best card for this bill' })).toBeVisible();
  await snap(page, 'place-guest');

  // A row opens that bank's deal page, whose Back returns to the place.
  const row = offers(page).first();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/guest-deal\/[^/]+\/[^/]+\/Lahore$/);
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(`/guest-place/${CITY}/${chosen.key}`);
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/LandingPage$/);
});

test('a member who signed up with an HBL card sees that offer first, marked Your card', async ({
  page,
}) => {
  await signUpAndVerify(page, 'Nadia Places', 'places');
  await chooseCard(page, chosen.hblName, chosen.card);

  // Home keeps one card per deal, now naming the bank and the cards.
  const first = demoCards(page).first();
  await expect(first).toBeVisible();
  await expect(first.getByTestId('bank-badge')).toHaveText(chosen.hblName);
  await expect(first.getByRole('list', { name: /^Cards for / })).toContainText(chosen.card);

  await page.goto(`/guest-place/${CITY}/${chosen.key}`);
  await expect(page).toHaveURL(`/place/${CITY}/${chosen.key}`);
  await expect(offers(page)).toHaveCount(chosen.dealCount);
  const mine = offers(page).first();
  await expect(mine.getByText('Your card', { exact: true })).toBeVisible();
  await expect(mine.getByTestId('bank-badge')).toHaveText(chosen.hblName);
  await expect(mine).toContainText(chosen.card);
  await snap(page, 'place-member');

  // Following the place turns the bell on at once, and a second press turns it off again.
  const follow = page.getByRole('button', { name: /^Follow / });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: /^Following / });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await following.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Could not update this follow. Please try again.')).toHaveCount(0);

  await mine.getByRole('link').click();
  await expect(page).toHaveURL(/\/deal\/Hbl\/[^/]+\/Lahore$/);
});
