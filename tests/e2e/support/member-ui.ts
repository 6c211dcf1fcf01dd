/**
 * A member's steps through the UI, shared by the journeys: sign-up in the app, the newest e-mail
 * to an address in the stack's dev mailbox (its verification or reset link), card setup, and the
 * login form.
 */
import { randomUUID } from 'node:crypto';
import {
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  expect,
} from '@playwright/test';

export const MAILBOX = 'http://127.0.0.1:8025';
export const PASSWORD = 'e2e-password-1';

/** A fresh address for one journey's account: `e2e-{tag}-{8 random hex digits}@example.com`. */
export const newEmail = (tag: string): string =>
  `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Signs up in the app under a fresh address (see newEmail) and waits for the "Verification Email
 * Sent!" screen; returns the address.
 */
export async function signUp(page: Page, name: string, tag: string): Promise<string> {
  const email = newEmail(tag);
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification Email Sent!' })).toBeVisible();
  return email;
}

/** The newest e-mail to `email` in the dev mailbox, waiting for it to arrive. */
export async function openNewestMail(page: Page, email: string) {
  const mail = page.getByRole('article', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(async () => {
    await page.goto(MAILBOX);
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return mail.first();
}

/**
 * Follows the link of a verification e-mail open in `page`'s mailbox to our /verify-email page,
 * which applies it and says so.
 */
export async function followVerifyLink(page: Page, mail: Locator): Promise<void> {
  await expect(mail.getByRole('heading')).toHaveText('Verify your email for Card Deals');
  await mail.getByRole('link', { name: 'Verify my email' }).click();
  await expect(page).toHaveURL(/\/verify-email\?mode=verifyEmail&/);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
}

/**
 * Signs up as signUp does, verifies the address with the mailbox's link and continues to card
 * setup; returns the address. `atMailbox` runs while the mailbox shows the verification e-mail,
 * before its link is followed.
 */
export async function signUpAndVerify(
  page: Page,
  name: string,
  tag: string,
  atMailbox?: () => Promise<void>,
): Promise<string> {
  const email = await signUp(page, name, tag);
  const mail = await openNewestMail(page, email);
  await atMailbox?.();
  await followVerifyLink(page, mail);
  await page.getByRole('link', { name: 'Continue to Card Setup' }).click();
  await expect(page).toHaveURL(/\/CardInfoPageAfterSignUp$/);
  return email;
}

/**
 * On card setup: opens a bank, ticks one of its cards (the first one listed when `card` is not
 * given) and saves, which lands on the member's home.
 */
export async function chooseCard(page: Page, bank: string, card?: string): Promise<void> {
  await page.getByRole('button', { name: bank, exact: true }).click();
  const checkbox =
    card === undefined
      ? page.getByRole('checkbox').first()
      : page.getByRole('checkbox', { name: card, exact: true });
  await checkbox.check();
  await page.getByRole('button', { name: "Let's get the hunt begin!" }).click();
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
}

/** Someone who logs in through the form. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Fills in the login form the page shows and submits it. */
export async function fillLogIn(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens the login page, fills in its form and submits it (for logins that are meant to fail, too). */
export async function submitLogIn(page: Page, who: Credentials): Promise<void> {
  await page.goto('/login');
  await fillLogIn(page, who);
}

/**
 * Logs in through the login form and waits until the app has moved on from /login (to `landsOn`
 * when given).
 */
export async function logIn(page: Page, who: Credentials, landsOn?: RegExp): Promise<void> {
  await submitLogIn(page, who);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (landsOn) await expect(page).toHaveURL(landsOn);
}

/**
 * A tab in a browser context of its own, where `who` has just logged in through the form; the
 * context's other tabs share the session. Close it with `page.context().close()`.
 */
export async function loggedInPage(
  browser: Browser,
  who: Credentials,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, who);
  return page;
}
