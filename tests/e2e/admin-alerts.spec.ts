/**
 * An admin creates a deal in the admin page and sees the fan-out confirmed live; a member who
 * holds that deal's card (signed up in the UI, verified through the mailbox link) sees the bell's
 * unread count rise and opens the deal from the notification. The admin account and its custom
 * claim are setup (as `npm run admin -- set-admin` does), not the step under test.
 */
import { notificationEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';
import { PASSWORD, chooseCard, logIn, newEmail, signUpAndVerify } from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import { createMember, stackAdmin } from './support/stack-admin.js';

const admin = stackAdmin('admin-alerts');

test.afterAll(async () => {
  await deleteApp(admin.app);
});

test('a member without the claim is refused the admin page and sees no Admin link', async ({
  page,
}) => {
  const email = newEmail('notadmin');
  await createMember(admin, { email, password: PASSWORD, name: 'Not Admin' }, [
    { bank: 'HBL', cardName: 'HBL Platinum Credit Card' },
  ]);
  await logIn(page, { email, password: PASSWORD }, /\/HomePageLoggedIn$/);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Admins only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New deal' })).toHaveCount(0);
});

test('an admin creates a deal, sees the fan-out; a member holding its card is notified and opens it', async ({
  page,
  browser,
}) => {
  const card = 'HBL Platinum Credit Card';
  // Sign-up in the UI, the mailbox's verification link, card setup with one HBL card.
  const memberEmail = await signUpAndVerify(page, 'Sana Alerts', 'alerts');
  await chooseCard(page, 'HBL', card);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Setup: an admin account with the custom claim, as `npm run admin -- set-admin` grants it.
  const adminEmail = newEmail('admin');
  const adminUid = await createMember(
    admin,
    { email: adminEmail, password: PASSWORD, name: 'Ops Admin' },
    [{ bank: 'HBL', cardName: 'HBL Gold Credit Card' }],
  );
  await admin.auth.setCustomUserClaims(adminUid, { admin: true });

  const adminContext = await browser.newContext();
  const ops = await adminContext.newPage();
  await logIn(ops, { email: adminEmail, password: PASSWORD }, /\/HomePageLoggedIn$/);
  await ops.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(ops.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const list = ops.getByRole('region', { name: 'Deals' });
  await list.getByLabel('Bank').selectOption({ label: 'HBL' });
  await list.getByLabel('City').selectOption('Lahore');
  await list.getByRole('button', { name: 'New deal' }).click();

  const form = ops.getByRole('form', { name: 'New deal' });
  // Field errors first: nothing is written.
  await form.getByRole('button', { name: 'Create deal' }).click();
  await expect(form.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    'Title is required',
  );
  await expect(form.getByText('Pick at least one card')).toBeVisible();

  const title = `E2E Karahi ${randomUUID().slice(0, 6)}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel(/^Discount/).fill('35% off on dine-in');
  await form.getByLabel('Offer 1 title').fill('Dine-in');
  await form.getByRole('checkbox', { name: card }).check();
  await form.getByRole('button', { name: 'Add branch' }).click();
  await form.getByLabel('Branch 1 name').fill(`${title} Gulberg`);
  await form.getByLabel('Branch 1 address').fill('Main Boulevard, Gulberg, Lahore');
  await form.getByLabel('Branch 1 coordinates').fill('31.5204, 74.3587');
  const preview = ops.getByRole('complementary', { name: 'Preview' });
  const cardPreview = preview.getByRole('region', { name: 'Deal card preview' });
  await expect(cardPreview.getByText(title)).toBeVisible();
  await expect(cardPreview).toContainText('35% off');
  // The place tile preview: no current deal has this title in Lahore, so a new place of one bank.
  const tilePreview = preview.getByRole('region', { name: 'Place tile preview' });
  await expect(tilePreview.getByTestId('place-tile')).toContainText(title);
  await expect(tilePreview.getByTestId('place-tile')).toContainText('1 bank · up to 35% off');
  await expect(
    tilePreview.getByText('A new place: no current deal in Lahore has this title yet.'),
  ).toBeVisible();
  await snapAtWidths(ops, 'admin-form', { fullPage: true });
  await form.getByRole('button', { name: 'Create deal' }).click();

  const fanout = ops.getByRole('region', { name: /^Deal .* created$/ });
  await expect(
    fanout.getByText(
      /✓ Derived fields written: Food, 1 card\(s\), 1 offer\(s\), 1 branch\(es\), active/,
    ),
  ).toBeVisible();
  await expect(
    fanout.getByText(/✓ Analytics HBL · Lahore updated: \d+ deals.* → \d+ deals/),
  ).toBeVisible();
  // The place document, followed live: the new deal's place lists it.
  await expect(
    fanout.getByText(`✓ Place updated: ${title} in Lahore, 1 bank, up to 35% off`),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await expect(
    ops.getByRole('region', { name: 'Audit log' }).getByText(new RegExp(`create ${title}`)),
  ).toBeVisible();
  await snapAtWidths(ops, 'admin-fanout', { fullPage: true });

  // The member, still on their page, sees the bell count rise without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });
  await bell.click();
  const note = page.getByRole('link', {
    name: new RegExp(`^Unread: New deal for your HBL card: ${title}`),
  });
  await expect(note).toBeVisible();
  // Stored with the deal's words beside the English sentences, so the page can say it in Urdu.
  const { uid } = await admin.auth.getUserByEmail(memberEmail);
  const stored = await admin.db.collection(notificationEntity.path({ uid })).get();
  expect(stored.docs.map((d) => d.get('details') as unknown)).toEqual([
    { deal: title, discount: expect.any(String) as unknown, bank: 'HBL', until: '' },
  ]);
  await snapAtWidths(page, 'notifications', { fullPage: true });
  await note.click();
  await expect(page).toHaveURL(/\/deal\/Hbl\/food-e2e-karahi-[^/]+\/Lahore$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The admin expires the deal: its place had no other deal, so the page says it was removed.
  await list.getByRole('button', { name: `Expire ${title}` }).click();
  const expired = ops.getByRole('region', { name: /^Deal .* expired$/ });
  await expect(
    expired.getByText(/✓ Derived fields written: .*not active \(expired\)/),
  ).toBeVisible();
  await expect(
    expired.getByText(`✓ Place removed: ${title} in Lahore has no current deal left`),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: `Expire ${title}` })).toBeDisabled();

  // The admin edits it: the form opens with the stored values, and the saved change fans out.
  await list.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = ops.getByRole('form', { name: `Edit ${title}` });
  await expect(editForm.getByLabel(/^Discount/)).toHaveValue('35% off on dine-in');
  await editForm.getByLabel(/^Discount/).fill('40% off on dine-in');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(editForm).toHaveCount(0);
  const saved = ops.getByRole('region', { name: /^Deal .* saved$/ });
  await expect(saved.getByText(/✓ Derived fields written: Food, 1 card\(s\)/)).toBeVisible();
  const row = list
    .getByRole('listitem')
    .filter({ has: ops.getByRole('button', { name: `Edit ${title}` }) });
  await expect(row).toContainText('40% off on dine-in');

  // And deletes it, confirming in the dialog: the deal leaves the list, the log records it.
  await list.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = ops.getByRole('alertdialog', { name: 'Delete this deal?' });
  await expect(dialog).toContainText(`${title} leaves every list`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  const deleted = ops.getByRole('region', { name: /^Deal .* deleted$/ });
  await expect(deleted.getByText('✓ Deal removed')).toBeVisible();
  await expect(list.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  const audit = ops.getByRole('region', { name: 'Audit log' });
  for (const action of ['update', 'delete'])
    await expect(audit.getByText(new RegExp(`${action} ${title}`))).toBeVisible();
  await adminContext.close();
});
