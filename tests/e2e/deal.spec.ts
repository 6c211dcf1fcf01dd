/**
 * Issue 10 journeys against the running local stack: deal detail for guests and members, the
 * redirects, branches with a fake position, live reviews scored by the trigger, share fallback.
 * Fixtures are written with the Admin SDK so every run starts from a known deal of its own.
 */
import { dealEntity, reviewEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import { type Locator, type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import { loggedInPage } from './support/member-ui.js';
import { createMember, newMember, stackAdmin } from './support/stack-admin.js';

const { app: admin, db, auth } = stackAdmin('deal');

const BANK = 'Hbl';
const CITY = 'Lahore';
const DEAL = `food-e2e-karahi-${randomUUID().slice(0, 8)}`;
const TITLE = 'E2E Karahi House';
const dealPath = `/deal/${BANK}/${DEAL}/${CITY}`;
const guestPath = `/guest-deal/${BANK}/${DEAL}/${CITY}`;

/** DHA Phase 6, Lahore: nearest the DHA branch, then Gulberg, then Johar Town. */
const NEAR_DHA = { latitude: 31.4733, longitude: 74.4459 };

const member = newMember('deal', 'Ayesha Deal');
/** Posts while a guest watches the server-rendered page (one review per member per deal). */
const reviewer = newMember('deal-reviewer', 'Omar Reviewer');

test.beforeAll(async () => {
  await db.doc(dealEntity.docPath({ bankId: BANK, cityId: CITY, dealId: DEAL })).set({
    title: TITLE,
    description: 'Charcoal karahi and fresh naan in Gulberg, DHA and Johar Town',
    discount: '30% off on total bill',
    category_id: 'Food',
    bank_id: BANK,
    terms_and_conditions: 'Valid on dine-in only. Not valid with other offers.',
    offers: [
      {
        title: '30% off with Platinum',
        valid_till: '2027-03-31',
        card_type: [
          { cardName: 'HBL Platinum Credit Card' },
          { cardName: 'HBL Gold Credit Card' },
          { cardName: 'HBL Titanium Credit Card' },
          { cardName: 'HBL World Debit Card' },
          { cardName: 'HBL Classic Debit Card' },
          { cardName: 'HBL Classic Credit Card' },
        ],
      },
    ],
    branches: [
      {
        name: 'Gulberg',
        full_address: '12 MM Alam Road, Gulberg III, Lahore',
        latitude: 31.5102,
        longitude: 74.3441,
      },
      {
        name: 'Johar Town',
        full_address: '45 Khayaban-e-Firdousi, Johar Town, Lahore',
        latitude: 31.4697,
        longitude: 74.2728,
      },
      {
        name: 'DHA',
        full_address: 'Phase 5, Block CCA, DHA, Lahore',
        latitude: 31.4697,
        longitude: 74.4089,
      },
      {
        name: 'Gulberg duplicate',
        full_address: '12 MM Alam Road, Gulberg III, Lahore',
        latitude: 31.5102,
        longitude: 74.3441,
      },
      { name: 'Delivery', full_address: 'Online orders only' },
    ],
  });
  await createMember({ db, auth }, member, [{ bank: 'HBL', cardName: 'HBL Platinum Credit Card' }]);
  await createMember({ db, auth }, reviewer, [{ bank: 'HBL', cardName: 'HBL Gold Credit Card' }]);
});

test.afterAll(async () => {
  await db.recursiveDelete(
    db.doc(dealEntity.docPath({ bankId: BANK, cityId: CITY, dealId: DEAL })),
  );
  await deleteApp(admin);
});

/**
 * The member's review box: a first review's, or (one review per member per deal) the edit box of
 * the review they posted earlier in this file.
 */
async function openReviewBox(page: Page): Promise<{ box: Locator; submit: Locator }> {
  const write = page.getByLabel('Write a review');
  const edit = page.getByRole('button', { name: 'Edit your review' });
  await expect(write.or(edit)).toBeVisible();
  if (await edit.isVisible()) {
    await edit.click();
    return {
      box: page.getByLabel('Edit your review'),
      submit: page.getByRole('button', { name: 'Save review' }),
    };
  }
  return { box: write, submit: page.getByRole('button', { name: 'Post review' }) };
}

const dealHeading = (page: Page) => page.getByRole('heading', { level: 1, name: TITLE });

/**
 * A review someone posted earlier, already scored (prepared data: the journeys are about what a
 * guest's page does with it). Its id is its author's, as the rules make it.
 */
async function anEarlierReview(author: string, userName: string, comment: string, score: number) {
  await db
    .doc(reviewEntity.docPath({ bankId: BANK, cityId: CITY, dealId: DEAL, reviewId: author }))
    .set({
      userId: author,
      userName,
      comment,
      createdAt: new Date(),
      status: 'scored',
      sentimentScore: score,
    });
}

test.describe('deal detail', () => {
  test('a guest opens a deal from a place of the landing grid', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByTestId('place-tile').first();
    const open = tile.getByRole('heading').getByRole('link');
    const title = (await open.textContent())?.trim() ?? '';
    await open.click();
    await expect(page).toHaveURL(/\/guest-place\/[^/]+\/[^/]+$/);
    await page.getByTestId('place-offer').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/guest-deal\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('at desktop width the hero shows the whole picture in a box of its shape, and the whole title (issue 47 D13)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page.getByTestId('place-tile').first().getByRole('heading').getByRole('link').click();
    await page.getByTestId('place-offer').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/guest-deal\/[^/]+\/[^/]+\/[^/]+$/);
    const picture = page.locator('.deal-hero__image');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The locator waits for the card (a lookup by document.querySelector once found it missing
    // under load) and reads it in one go.
    const hero = await page.locator('.deal-hero').evaluate((card: HTMLElement) => {
      const image = card.querySelector<HTMLImageElement>('.deal-hero__image');
      const title = card.querySelector<HTMLElement>('.deal-hero__title');
      if (!image || !title) throw new Error('no picture or title in the deal hero');
      const box = image.getBoundingClientRect();
      return {
        boxHeight: box.height,
        // The height the picture takes at the box's width, drawn whole.
        pictureHeight: (box.width * image.naturalHeight) / image.naturalWidth,
        beside: box.right <= title.getBoundingClientRect().left,
        titleScroll: title.scrollWidth,
        titleClient: title.clientWidth,
        titleRight: title.getBoundingClientRect().right,
        cardRight: card.getBoundingClientRect().right,
      };
    });
    // Beside the text, with no tinted band above or below the picture (it filled the card's
    // height before, some 200 px more than the picture).
    expect(hero.beside).toBe(true);
    expect(hero.boxHeight).toBeLessThanOrEqual(hero.pictureHeight + 8);
    // The title is not cut off: it fits its own box, and its box the card.
    expect(hero.titleScroll).toBeLessThanOrEqual(hero.titleClient);
    expect(hero.titleRight).toBeLessThanOrEqual(hero.cardRight);
  });

  test('a guest on a member deal URL is sent to the guest page, from a cold URL', async ({
    page,
  }) => {
    await page.goto(dealPath);
    await expect(page).toHaveURL(guestPath);
    await expect(dealHeading(page)).toBeVisible();
    await expect(page.getByText('30% off').first()).toBeVisible();
    // The header names the cards too; the offer's own tags are in the Offers section.
    await expect(page.getByRole('list', { name: 'Cards this deal is for' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Offers' }).getByRole('button', { name: '+2 more' }),
    ).toBeVisible();
    await expect(page.getByText('Valid on dine-in only', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(page.getByLabel('Write a review')).toHaveCount(0);
  });

  test('the back button takes a guest to the landing page, and so does the browser back button', async ({
    page,
  }) => {
    await page.goto('/AboutSection');
    await page.goto(guestPath);
    await expect(dealHeading(page)).toBeVisible();
    // The page is server-rendered, so it shows before its script runs; the interception is
    // registered once it has hydrated. The header's Login link appears only after that (when the
    // session is known), so it says the page is live.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/LandingPage$/);
  });

  test('a member on the guest URL is sent to the member page and can open a deal from home', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser, member);
    await page.goto(guestPath);
    await expect(page).toHaveURL(dealPath);
    await expect(dealHeading(page)).toBeVisible();
    await expect(page.getByLabel('Write a review')).toBeVisible();
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
    const open = page.getByTestId('deal-card').first().getByRole('heading').getByRole('link');
    await open.click();
    await expect(page).toHaveURL(/\/deal\/[^/]+\/[^/]+\/[^/]+$/);
    await page.context().close();
  });

  test('with a position granted, branches show distances nearest first', async ({ browser }) => {
    const context = await browser.newContext({
      geolocation: NEAR_DHA,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(guestPath);
    const branches = page.getByRole('list', { name: 'Branches' }).getByRole('listitem');
    await expect(branches.first()).toContainText(/DHA.*\d+\.\d km/);
    await expect(branches).toHaveCount(3);
    await page.getByRole('link', { name: 'See all branches' }).click();
    await expect(page).toHaveURL(`/branches/${BANK}/${DEAL}/${CITY}`);
    await expect(page.getByText('4 branches')).toBeVisible();
    const all = page.getByRole('list', { name: 'Branches' }).getByRole('listitem');
    await expect(all).toHaveCount(4);
    const names = await all.locator('.branch__name').allTextContents();
    expect(names).toEqual(['DHA', 'Gulberg', 'Johar Town', 'Delivery']);
    const distances = (await all.locator('.branch__distance').allTextContents()).map((t) =>
      Number.parseFloat(t),
    );
    expect(distances).toHaveLength(3);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await context.close();
  });

  test('without a position there are no distances and a way to share it', async ({ page }) => {
    await page.goto(guestPath);
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(page.locator('.branch__distance')).toHaveCount(0);
  });

  test('the server-rendered page keeps its height as it goes live (the location line is in the server’s render)', async ({
    page,
  }) => {
    // Every height the document has in a frame, from the first one after the server's HTML is
    // parsed whole (a frame during the parse may show part of it) until the page is live: the
    // page's code runs only after the parse.
    await page.addInitScript(() => {
      const heights: number[] = [];
      (window as unknown as { heights: number[] }).heights = heights;
      const frame = () => {
        const height =
          document.readyState === 'loading' ? 0 : document.documentElement.scrollHeight;
        if (height > 0 && heights.at(-1) !== height) heights.push(height);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(guestPath);
    await expect(page.locator('html[data-app="live"]')).toBeAttached();
    // The permission's answer arrives after hydration: the line it decides is there by then.
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
    expect(heights).toHaveLength(1);
  });

  test('share falls back to copying the link', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await page.goto(guestPath);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText('Link copied to clipboard!')).toHaveCount(0, { timeout: 4_000 });
    await context.close();
  });
});

test.describe('live reviews', () => {
  test('a review posted in one page is scored and moves the average live in another', async ({
    browser,
  }) => {
    const writer = await loggedInPage(browser, member);
    const watcher = await writer.context().newPage();
    await writer.goto(dealPath);
    await watcher.goto(dealPath);
    await expect(dealHeading(watcher)).toBeVisible();
    const average = watcher.getByTestId('average-rating');
    const before = (await average.textContent())?.trim();

    const text = `Loved the karahi, excellent food and great service ${randomUUID().slice(0, 6)}`;
    await writer.getByLabel('Write a review').fill(text);
    await writer.getByRole('button', { name: 'Post review' }).click();
    const mine = writer.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: /out of 5 stars/ })).toBeVisible({
      timeout: 15_000,
    });

    // The watcher never reloads: the scored review and the new average arrive by listener.
    const theirs = watcher.getByRole('listitem').filter({ hasText: text });
    await expect(theirs.getByRole('img', { name: /out of 5 stars/ })).toBeVisible({
      timeout: 2_000,
    });
    await expect(average).not.toHaveText(before ?? 'N/A', { timeout: 2_000 });
    await expect(average).toHaveText(/^\d\.\d$/);

    // Posting again edits the one review: re-scored, still one review by this member.
    const count = watcher.getByText(/\(\d+ reviews?\)/);
    const countBefore = await count.textContent();
    const again = await openReviewBox(writer);
    const edited = `Changed my mind, cold food and slow service ${randomUUID().slice(0, 6)}`;
    await again.box.fill(edited);
    await again.submit.click();
    const own = writer.getByRole('listitem', { name: 'Your review' });
    await expect(own).toContainText(edited);
    await expect(own.getByRole('img', { name: /out of 5 stars/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(watcher.getByRole('listitem').filter({ hasText: edited })).toBeVisible();
    await expect(watcher.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
    await expect(count).toHaveText(countBefore ?? '');
    await writer.context().close();
  });

  test("a guest's page arrives with its reviews and takes a newly scored one live", async ({
    browser,
    request,
  }) => {
    // Someone reviewed the deal before (prepared data, not the step under test).
    const earlier = `Generous portions and the discount applied at once ${randomUUID().slice(0, 6)}`;
    await anEarlierReview('e2e-earlier', 'Hina Earlier', earlier, 4.5);

    // The review is in the HTML itself, without its author's uid.
    const html = await (await request.get(guestPath)).text();
    expect(html).toContain(earlier);
    expect(html).not.toContain('"userId":"e2e-earlier"');

    const guest = await browser.newContext();
    const page = await guest.newPage();
    const firestore: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).port === '8080') firestore.push(r.url());
    });
    await page.goto(guestPath);
    await expect(page.locator('html[data-app="live"]')).toBeAttached();
    await expect(page.getByRole('listitem').filter({ hasText: earlier })).toBeVisible();
    // Nothing was read to show it: the listeners start once the page has settled.
    expect(firestore).toEqual([]);

    // A member reviews the deal meanwhile; the guest's page shows it once it is scored.
    const writer = await loggedInPage(browser, reviewer);
    await writer.goto(dealPath);
    const text = `Tender karahi and quick service, worth it ${randomUUID().slice(0, 6)}`;
    await writer.getByLabel('Write a review').fill(text);
    await writer.getByRole('button', { name: 'Post review' }).click();
    const theirs = page.getByRole('listitem').filter({ hasText: text });
    await expect(theirs.getByRole('img', { name: /out of 5 stars/ })).toBeVisible({
      timeout: 20_000,
    });
    expect(firestore.length).toBeGreaterThan(0);
    await writer.context().close();
    await guest.close();
  });

  test('with Firestore out of reach, a guest keeps the reviews the page arrived with', async ({
    browser,
  }) => {
    const comment = `Kept offline: crisp naan every time ${randomUUID().slice(0, 6)}`;
    await anEarlierReview('e2e-offline', 'Sadia Offline', comment, 4);
    const guest = await browser.newContext();
    const page = await guest.newPage();
    // The page and its code arrive; Firestore does not answer (a connection that drops after the
    // page came, a network that blocks it), so its SDK answers from an empty cache.
    await page.route(/:8080\//, (route) => route.abort());
    const tried = page.waitForRequest(/:8080\//, { timeout: 20_000 });
    await page.goto(guestPath);
    await expect(page.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
    await tried;
    await page.waitForTimeout(4_000);
    // "None read on this device yet" is not "no reviews": the list stays as it arrived.
    await expect(page.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
    await expect(page.getByText('No reviews yet')).toHaveCount(0);
    await expect(dealHeading(page)).toBeVisible();
    await guest.close();
  });

  test('a review with markup is shown as text and never runs', async ({ browser }) => {
    const page = await loggedInPage(browser, member);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(dealPath);
    const payload = '<img src=x onerror=alert(1)> Nice';
    const { box, submit } = await openReviewBox(page);
    await box.fill(payload);
    await submit.click();
    const item = page.getByRole('listitem').filter({ hasText: payload }).first();
    await expect(item).toBeVisible();
    await expect(item.locator('.review__text')).toHaveText(payload);
    await expect(page.locator('.review__text img')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: payload }).first()).toBeVisible();
    expect(dialogs).toBe(0);
    await page.context().close();
  });

  test('an empty review is not sent', async ({ browser }) => {
    const page = await loggedInPage(browser, member);
    await page.goto(dealPath);
    const count = await db
      .collection(reviewEntity.path({ bankId: BANK, cityId: CITY, dealId: DEAL }))
      .count()
      .get();
    const { box, submit } = await openReviewBox(page);
    await box.fill('   ');
    await submit.click();
    await expect(page.getByText('Please write a review before submitting')).toBeVisible();
    const after = await db
      .collection(reviewEntity.path({ bankId: BANK, cityId: CITY, dealId: DEAL }))
      .count()
      .get();
    expect(after.data().count).toBe(count.data().count);
    await page.context().close();
  });
});

test('a deal that does not exist says so, with Go Back', async ({ page }) => {
  await page.goto(`/guest-deal/${BANK}/no-such-deal-${randomUUID().slice(0, 6)}/${CITY}`);
  await expect(page.getByRole('alert')).toContainText('Deal not found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/LandingPage$/);
});
