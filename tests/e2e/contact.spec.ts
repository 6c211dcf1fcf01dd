/**
 * Issue 19: the contact form goes through the contact function, which stores the message and
 * refuses a sixth message from one client within the hour; the form shows that sentence.
 */
import { contactMessageEntity, rateLimitEntity } from '@deals/shared';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';
import { logIn } from './support/member-ui.js';
import { createMember, newMember, stackAdmin } from './support/stack-admin.js';

const { app: admin, db, auth } = stackAdmin('contact');
const FUNCTIONS = 'http://127.0.0.1:5001/demo-deals/us-central1';

const member = newMember('contact', 'Bilal Contact');
let memberUid = '';

test.beforeAll(async () => {
  memberUid = await createMember({ db, auth }, member, []);
});

test.beforeEach(async () => {
  // Every test starts under the limit (all of them reach the function from 127.0.0.1).
  await db.recursiveDelete(db.collection(rateLimitEntity.path()));
});

test.afterAll(async () => {
  await db.recursiveDelete(db.collection(rateLimitEntity.path()));
  await deleteApp(admin);
});

test('a member’s message is stored with their uid (the function verified their ID token)', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await logIn(page, member);
  await page.goto('/ContactForm');
  await page.getByLabel('Name').fill('Bilal Contact');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Message').fill(`A member writes ${tag}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Thank you for reaching out!/)).toBeVisible();
  const stored = await db
    .collection(contactMessageEntity.path())
    .where('message', '==', `A member writes ${tag}`)
    .get();
  expect(stored.docs.map((d) => d.get('userId') as unknown)).toEqual([memberUid]);
});

test('a guest’s message is stored; the sixth in an hour gets the limit message', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto('/ContactForm');
  await page.getByLabel('Name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill('ayesha@example.pk');
  await page.getByLabel('Message').fill(`Please add Multan deals ${tag}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/Thank you for reaching out!/)).toBeVisible();
  const stored = await db
    .collection(contactMessageEntity.path())
    .where('message', '==', `Please add Multan deals ${tag}`)
    .get();
  expect(stored.size).toBe(1);

  // Four more from the same client (the function sees the same address), outside the form.
  for (let i = 0; i < 4; i += 1) {
    const res = await page.request.post(`${FUNCTIONS}/contact`, {
      data: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        message: `Message number ${i} ${tag}`,
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.reload();
  await page.getByLabel('Name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill('ayesha@example.pk');
  await page.getByLabel('Message').fill(`One message too many ${tag}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many messages: we accept 5 per hour from one person or network\. Please try again in \d+ minutes?\.$/,
  );
  await expect(page.getByLabel('Message')).toHaveValue(`One message too many ${tag}`);
  const refused = await db
    .collection(contactMessageEntity.path())
    .where('message', '==', `One message too many ${tag}`)
    .get();
  expect(refused.size).toBe(0);
});
