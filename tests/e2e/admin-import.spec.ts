/**
 * An admin bulk-imports a CSV in the admin page: the file is checked and previewed (the rows to be
 * written, with what each changes, and the rows refused with their reasons), nothing is written
 * before Confirm, Cancel writes nothing, and Confirm writes exactly the good rows. The rows the
 * second security review got through (200% off, the city Multan, valid_till not-a-date) are
 * refused. The admin account and its custom claim are setup, not the step under test.
 */
import { dealEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';
import { PASSWORD, logIn, newEmail } from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import { createMember, stackAdmin } from './support/stack-admin.js';

const admin = stackAdmin('admin-import');

test.afterAll(async () => {
  await deleteApp(admin.app);
});

test('an admin previews a CSV import, cancels it, then confirms: only the good rows are written', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const good = `E2E Import Grill ${tag}`;
  const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const paths = {
    good: dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: slug(good) }),
    over: dealEntity.docPath({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: slug(`E2E Mega Sale ${tag}`),
    }),
    multan: dealEntity.docPath({
      bankId: 'Hbl',
      cityId: 'Multan',
      dealId: slug(`E2E Far Cafe ${tag}`),
    }),
    notADate: dealEntity.docPath({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: slug(`E2E Forever ${tag}`),
    }),
  };
  const csv = [
    'bankId,cityId,title,discount,category_id,valid_till,cards',
    `Hbl,Lahore,${good},20% off,Food,2099-01-31,HBL Gold Credit Card`,
    `Hbl,Lahore,E2E Mega Sale ${tag},200% off,Food,2099-01-31,HBL Gold Credit Card`,
    `Hbl,Multan,E2E Far Cafe ${tag},20% off,Food,2099-01-31,HBL Gold Credit Card`,
    `Hbl,Lahore,E2E Forever ${tag},20% off,Food,not-a-date,HBL Gold Credit Card`,
  ].join('\n');
  const file = { name: 'deals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
  const exists = async (path: string) => (await admin.db.doc(path).get()).exists;

  const adminEmail = newEmail('importer');
  const adminUid = await createMember(
    admin,
    { email: adminEmail, password: PASSWORD, name: 'Import Admin' },
    [{ bank: 'HBL', cardName: 'HBL Gold Credit Card' }],
  );
  await admin.auth.setCustomUserClaims(adminUid, { admin: true });
  await logIn(page, { email: adminEmail, password: PASSWORD }, /\/HomePageLoggedIn$/);
  await page.goto('/admin');
  // The stored banks are known before a file is read (a deal of an unknown bank is refused).
  await expect(
    page
      .getByRole('region', { name: 'Deals' })
      .getByLabel('Bank')
      .locator('option', { hasText: 'HBL' }),
  ).not.toHaveCount(0);
  const section = page.getByRole('region', { name: 'Bulk import' });
  const fileInput = section.getByLabel('Import file');

  // The preview: counts, the row to write and the three refused ones; focus on its heading.
  await fileInput.setInputFiles(file);
  const heading = section.getByRole('heading', { name: 'Preview of deals.csv' });
  await expect(heading).toBeFocused();
  await expect(
    section.getByText(/^1 record\(s\) to write \(1 new, 0 updating stored ones\), 3 refused\./),
  ).toBeVisible();
  const toWrite = section.getByRole('list', { name: 'To be written (1)' });
  await expect(toWrite.getByRole('listitem')).toHaveText([
    new RegExp(`^line 2 · Hbl / Lahore / ${slug(good)}\\s*${good}\\s*New deal$`),
  ]);
  await expect(section.getByRole('list', { name: 'Refused (3)' }).getByRole('listitem')).toHaveText(
    [
      /^line 3\s*data\.discount: A percentage off must be more than 0 and at most 100$/,
      /^line 4\s*cityId: City must be one of Lahore, Karachi, Islamabad$/,
      /^line 5\s*data\.valid_till: Valid till must be a date \(YYYY-MM-DD\)$/,
    ],
  );
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="import-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await snapAtWidths(page, 'admin-import-preview', {
    settle: (p) =>
      p.getByRole('heading', { name: 'Preview of deals.csv' }).scrollIntoViewIfNeeded(),
  });
  // Nothing is written while the preview is shown.
  for (const path of Object.values(paths)) expect(await exists(path), path).toBe(false);

  // Cancel discards it and writes nothing.
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    section.getByText('Import of deals.csv cancelled: nothing was written.'),
  ).toBeVisible();
  await expect(heading).toHaveCount(0);
  await expect(fileInput).toBeFocused();
  for (const path of Object.values(paths)) expect(await exists(path), path).toBe(false);

  // Chosen again and confirmed: the good row alone is written.
  await fileInput.setInputFiles(file);
  await expect(heading).toBeFocused();
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    section.getByText(
      /^deals\.csv: 1 record\(s\) written \(0 bank\(s\), 1 deal\(s\) accepted\); 3 rejected/,
    ),
  ).toBeVisible();
  await expect.poll(() => exists(paths.good)).toBe(true);
  const stored = (await admin.db.doc(paths.good).get()).data();
  expect(stored).toMatchObject({ title: good, discount: '20% off', valid_till: '2099-01-31' });
  expect(await exists(paths.over)).toBe(false);
  expect(await exists(paths.multan)).toBe(false);
  expect(await exists(paths.notADate)).toBe(false);

  // The same file again: the row is now an update of the stored deal, which it leaves as it is
  // (the fields the functions added to it are theirs, not the file's).
  await fileInput.setInputFiles(file);
  await expect(toWrite.getByRole('listitem')).toHaveText([
    /Updates a stored deal · no field changes$/,
  ]);
  await section.getByRole('button', { name: 'Cancel' }).click();
});
