/**
 * "Did it work at the till?" (issue 46): a member who signed up through the mailbox answers No
 * (my card was refused) on a deal, two more members do the same, and a guest's open deal page
 * shows the counts and then the "Reported not working" mark live; an admin (told in-app) finds the
 * deal in the page's queue and dismisses it; the mark clears and the audit log has the dismissal.
 * The place's tile on a landing kept open shows the mark and its clearing live as well.
 * The deal, the other members and the admin's claim are setup, not the steps under test.
 */
import { dealEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';
import {
  PASSWORD,
  chooseCard,
  loggedInPage,
  newEmail,
  signUpAndVerify,
} from './support/member-ui.js';
import { createMember, stackAdmin } from './support/stack-admin.js';

const admin = stackAdmin('till');

test.afterAll(async () => {
  await deleteApp(admin.app);
});

/** Answers No, my card was refused, on the deal page `page` shows. */
async function reportCardRefused(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Did this deal work for you?' });
  await section.getByRole('button', { name: 'No', exact: true }).click();
  await section.getByLabel('My card was refused').check();
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(section.getByText(/Your answer counts for today/)).toBeVisible();
}

test('members report a deal at the till, a guest sees the mark live, an admin dismisses it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = randomUUID().slice(0, 6);
  const dealId = `e2e-till-${suffix}`;
  const title = `E2E Till Tikka ${suffix}`;
  await admin.db.doc(dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId })).set({
    title,
    discount: '30% off on dine-in',
    category_id: 'Food',
    valid_till: '2030-12-31',
    offers: [{ title: 'Dine-in', discount: '30% off', cards: ['HBL Gold Credit Card'] }],
  });
  const memberHref = `/deal/Hbl/${dealId}/Lahore`;

  // A guest keeps the deal's page open throughout.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/guest-deal/Hbl/${dealId}/Lahore`);
  const guestSection = guest.getByRole('region', { name: 'Did this deal work for you?' });
  await expect(guestSection).toBeVisible();
  await expect(guestSection.getByRole('button', { name: 'Yes, it worked' })).toHaveCount(0);

  // Another guest keeps the landing open on the place's tile (found by its name).
  const browsing = await guestContext.newPage();
  await browsing.goto('/');
  await browsing.getByRole('searchbox', { name: 'Search deals' }).fill(title);
  const tile = browsing
    .getByTestId('place-tile')
    .filter({ has: browsing.getByRole('heading', { name: title, exact: true }) });
  await expect(tile).toHaveCount(1, { timeout: 20_000 });
  await expect(tile.getByText('Reported not working')).toHaveCount(0);

  // The first member signs up through the mailbox and reports.
  await signUpAndVerify(page, 'Till One', 'till1');
  await chooseCard(page, 'HBL');
  await page.goto(memberHref);
  await reportCardRefused(page);
  await expect(page.getByText('1 member says their card was refused')).toBeVisible({
    timeout: 20_000,
  });
  await expect(guestSection.getByText('1 member says their card was refused')).toBeVisible({
    timeout: 20_000,
  });

  // An admin, with the claim `npm run admin -- set-admin` grants, signed in before the mark.
  const adminEmail = newEmail('till-admin');
  const adminUid = await createMember(
    admin,
    { email: adminEmail, password: PASSWORD, name: 'Till Admin' },
    [],
  );
  await admin.auth.setCustomUserClaims(adminUid, { admin: true });
  const ops = await loggedInPage(browser, { email: adminEmail, password: PASSWORD });

  // Two more members report the same.
  for (const n of [2, 3]) {
    const email = newEmail(`till${n}`);
    await createMember(admin, { email, password: PASSWORD, name: `Till ${n}` }, [
      { bank: 'HBL', cardName: 'HBL Gold Credit Card' },
    ]);
    const member = await loggedInPage(browser, { email, password: PASSWORD });
    await member.goto(memberHref);
    await reportCardRefused(member);
    await member.context().close();
  }

  // The guest's page shows the mark, live.
  await expect(guestSection.getByText('Reported not working')).toBeVisible({ timeout: 20_000 });
  await expect(guestSection.getByText('3 members say their card was refused')).toBeVisible();
  // ...and so does the tile on the open landing, without a reload.
  await expect(tile.getByText('Reported not working')).toBeVisible({ timeout: 20_000 });
  await expect(tile.getByText('3 members say their card was refused')).toBeVisible();

  // The admin is told in-app, and dismisses the deal from the queue.
  await expect(ops.getByRole('link', { name: /^Notifications, \d+ unread/ })).toBeVisible({
    timeout: 20_000,
  });
  await ops.goto('/admin');
  const queue = ops.getByRole('region', { name: 'Reported not working' });
  await expect(queue.getByText(title)).toBeVisible({ timeout: 20_000 });
  await expect(queue).toContainText('Card refused: 3');
  await queue.getByRole('button', { name: `Dismiss the reports of ${title}` }).click();
  await expect(queue.getByText(title)).toHaveCount(0, { timeout: 20_000 });

  // The mark clears on the guest's page; the audit log has the dismissal.
  await expect(guestSection.getByText('Reported not working')).toHaveCount(0, { timeout: 20_000 });
  await expect(guestSection.getByText('3 members say their card was refused')).toBeVisible();
  await expect(tile.getByText('Reported not working')).toHaveCount(0, { timeout: 20_000 });
  await expect(tile.getByText('3 members say their card was refused')).toBeVisible();
  await expect(
    ops.getByRole('region', { name: 'Audit log' }).getByText(new RegExp(`dismiss report ${title}`)),
  ).toBeVisible({ timeout: 20_000 });

  await ops.context().close();
  await guestContext.close();
});
