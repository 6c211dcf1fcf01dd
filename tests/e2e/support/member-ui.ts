/**
 * A member's first steps through the UI, shared by the journeys: sign-up in the app, and the
 * newest e-mail to an address in the stack's dev mailbox (its verification or reset link).
 */
import { type Page, expect } from '@playwright/test';

export const MAILBOX = 'http://127.0.0.1:8025';
export const PASSWORD = 'e2e-password-1';

/** Signs up in the app and waits for the "Verification Email Sent!" screen. */
export async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification Email Sent!' })).toBeVisible();
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

/** Fills in the login form and submits it (for logins that are meant to fail, too). */
export async function submitLogIn(
  page: Page,
  who: { readonly email: string; readonly password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Logs in through the login form and waits until the app has moved on from /login (to `landsOn`
 * when given).
 */
export async function logIn(
  page: Page,
  who: { readonly email: string; readonly password: string },
  landsOn?: RegExp,
): Promise<void> {
  await submitLogIn(page, who);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (landsOn) await expect(page).toHaveURL(landsOn);
}
