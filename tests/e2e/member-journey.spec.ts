/**
 * The member journey as a new person lives it, with no back doors: sign-up in the UI, the
 * verification link read in the stack's dev mailbox (our /verify-email page, or the Auth
 * emulator's own page), card setup, a deal opened from the home grid and a review posted and
 * scored, seen live by a guest in another browser. The Admin SDK only reads what got stored.
 */
import { randomUUID } from 'node:crypto';
import { type Browser, type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';

import {
  PASSWORD,
  chooseCard,
  fillLogIn,
  followVerifyLink,
  openNewestMail,
  signUp,
  signUpAndVerify,
  submitLogIn,
} from './support/member-ui.js';
import { demoCards } from './support/grid.js';
import { stackAdmin } from './support/stack-admin.js';
import { firestoreListening } from '../support/firestore-listen.js';
import { snapAtWidths } from './support/screenshots.js';

const { app: admin, auth } = stackAdmin('journey');

test.afterAll(async () => {
  await deleteApp(admin);
});

const snap = (page: Page, name: string) => snapAtWidths(page, `journey-${name}`);

const chooseHblPlatinum = (page: Page) => chooseCard(page, 'HBL', 'HBL Platinum Credit Card');

/**
 * From the home grid: opens the first deal, lets a guest in another browser watch it, posts a
 * review and checks both see it scored, the guest's average moving without a reload.
 */
async function reviewFirstDealWhileAGuestWatches(page: Page, browser: Browser): Promise<void> {
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
  const open = demoCards(page).first().getByRole('heading').getByRole('link');
  await open.click();
  await expect(page).toHaveURL(/\/deal\//);
  await expect(page.getByLabel('Write a review')).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  // The guest's page is server-rendered: it listens once it has settled, a few seconds after it
  // is live (web/src/lib/boot/live-after-start.ts), and the review is posted from then on.
  const listening = firestoreListening(guest, 30_000);
  await guest.goto(new URL(page.url()).pathname.replace(/^\/deal\//, '/guest-deal/'));
  const average = guest.getByTestId('average-rating');
  await expect(average).toBeVisible();
  const before = (await average.textContent())?.trim();
  // A review far from the current average, so the shown average moves whatever it was.
  const text = reviewText(before !== undefined && Number(before) < 3 ? 'good' : 'bad');

  await listening;
  await page.getByLabel('Write a review').fill(text);
  await page.getByRole('button', { name: 'Post review' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByRole('img', { name: /out of 5 stars/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Error submitting review/)).toHaveCount(0);
  // The member's own review comes first, tagged as theirs, with its actions.
  const own = page.getByRole('listitem', { name: 'Your review' });
  await expect(own).toContainText(`(your review)`);
  await expect(own).toContainText(text);
  await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();
  await snapAtWidths(page, 'journey-own-review', { fullPage: true });

  const theirs = guest.getByRole('listitem').filter({ hasText: text });
  await expect(theirs.getByRole('img', { name: /out of 5 stars/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(average).not.toHaveText(before ?? 'N/A');
  await expect(average).toHaveText(/^\d\.\d$/);
  await guestContext.close();
}

const reviewText = (tone: 'good' | 'bad') =>
  `${
    tone === 'good'
      ? 'Amazing food, wonderful friendly staff, excellent value, loved it'
      : 'Terrible experience, cold food and rude staff, very disappointing'
  } ${randomUUID().slice(0, 6)}`;

test('sign up, verify with the mailbox link on our page, set up cards, review a deal seen live by a guest', async ({
  page,
  browser,
}) => {
  const email = await signUpAndVerify(page, 'Hina Journey', 'journey', () => snap(page, 'mailbox'));
  await chooseHblPlatinum(page);
  await reviewFirstDealWhileAGuestWatches(page, browser);
  expect((await auth.getUserByEmail(email)).emailVerified).toBe(true);
});

test('verify through the Auth emulator’s own link page, then review a deal from home', async ({
  page,
  browser,
}) => {
  const email = await signUp(page, 'Omar Emulator', 'emulink');

  const mail = await openNewestMail(page, email);
  await mail.getByRole('link', { name: 'Open with the Auth emulator’s page instead' }).click();
  // The emulator applies the code and sends the person on to the continue URL, card setup.
  await expect(page).toHaveURL(/\/CardInfoPageAfterSignUp$/);

  await chooseHblPlatinum(page);
  await expect(page.getByRole('heading', { name: 'Verify your email to continue' })).toHaveCount(0);
  await reviewFirstDealWhileAGuestWatches(page, browser);
});

test('an unverified member is told why at home, resends, verifies in another tab and continues there', async ({
  page,
  context,
}) => {
  const email = await signUp(page, 'Sana Gate', 'gate');
  // Signed in, not verified: the header says who they are instead of offering Signup/Login.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await chooseHblPlatinum(page);
  await expect(page.getByRole('heading', { name: 'Verify your email to continue' })).toBeVisible();
  await snap(page, 'verify-gate');

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend available in \d+ s/ })).toBeDisabled();

  const mailTab = await context.newPage();
  const mail = await openNewestMail(mailTab, email);
  await expect(mailTab.getByRole('article', { name: new RegExp(email) })).toHaveCount(2);
  await followVerifyLink(mailTab, mail);

  // Back in the first tab, the home page appears where they were, with no reload or login.
  await page.bringToFront();
  await expect(page.getByTestId('deal-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
  await expect(page.getByRole('link', { name: /Sana Gate, profile and settings/ })).toBeVisible();
});

test('a refused unverified login offers a resend that works, then the login succeeds', async ({
  page,
}) => {
  const email = await signUp(page, 'Ali Resend', 'resend');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await submitLogIn(page, { email, password: PASSWORD });
  await expect(
    page.getByText(
      'Please verify your email before logging in. Check your inbox for a verification link.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}.`)).toBeVisible();
  await snap(page, 'login-resend');

  await followVerifyLink(page, await openNewestMail(page, email));

  await submitLogIn(page, { email, password: PASSWORD });
  // No cards yet: home shows the generic deals or asks for cards, never the login page again.
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: /Ali Resend, profile and settings/ })).toBeVisible();
});

test('a forgotten password is reset through the mailbox link on our own page', async ({ page }) => {
  const email = await signUp(page, 'Zara Reset', 'reset');
  await page.getByRole('button', { name: 'Log out' }).click();
  // Logged out once the header offers Login again (leaving earlier could cut the sign-out short).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const mail = await openNewestMail(page, email);
  await expect(mail.getByRole('heading')).toHaveText('Reset your password for Card Deals');
  await mail.getByRole('link', { name: 'Reset my password' }).click();
  await expect(page).toHaveURL(/\/verify-email\?mode=resetPassword&/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('e2e-new-password-2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('e2e-new-password-2');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The old password no longer works and the new one does. Opening the reset link proved the
  // address, so the Auth provider marks it verified and the login goes straight to the app.
  await page.getByRole('link', { name: 'Log In' }).click();
  await fillLogIn(page, { email, password: PASSWORD });
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('e2e-new-password-2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('link', { name: /Zara Reset, profile and settings/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
  expect((await auth.getUserByEmail(email)).emailVerified).toBe(true);
});
