/**
 * Issue 8 journeys against the running local stack: sign-up with the verification link read from
 * the Auth emulator, card setup, login refused until verified, logout and login, password reset,
 * change password, account deletion and the Google popup. Each test makes its own account, so
 * the order does not matter. Screenshots of each screen at phone and desktop width go to
 * tests/artifacts/screenshots/ for review.
 */
import { userEntity } from '@deals/shared';
import { type Page, expect, test } from './support/test.js';
import { deleteApp } from 'firebase-admin/app';
import {
  PASSWORD,
  fillLogIn,
  logIn,
  loggedInPage,
  newEmail,
  submitLogIn,
} from './support/member-ui.js';
import { snapAtWidths } from './support/screenshots.js';
import { createMember, newMember, stackAdmin } from './support/stack-admin.js';

const PROJECT = 'demo-deals';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const { app: admin, auth, db } = stackAdmin('account');

const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

const snap = (page: Page, name: string) =>
  snapAtWidths(page, `account-${name}`, { ...VIEWPORTS, fullPage: true });

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The newest out-of-band code the Auth emulator "sent" to this address. */
async function oobCodeFor(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      found = oobCodes
        .filter((code) => code.email === email && code.requestType === requestType)
        .at(-1);
      return found?.oobCode;
    })
    .toBeTruthy();
  return found!.oobCode;
}

/** A verified member with one saved card, made with the Admin SDK. */
async function makeMember(tag: string) {
  const member = newMember(tag, 'Bilal Ahmed');
  const uid = await createMember({ db, auth }, member, [
    {
      bank: 'Hbl',
      cardName: 'HBL Platinum Credit Card',
      cardImage: '/demo/cards/hbl-platinum-credit-card.svg',
    },
  ]);
  return { uid, ...member };
}

// The stack reports ready when the web server answers; the Auth emulator may still be starting.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/config`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 170_000, intervals: [1_000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await deleteApp(admin);
});

test('sign up, verify from the e-mail link, choose cards and land on the home page', async ({
  page,
}) => {
  const email = newEmail('signup');
  await page.goto('/signup');
  await expect(
    page.getByRole('heading', { name: 'Discover Deals, Anytime, Anywhere' }),
  ).toBeVisible();
  await snap(page, 'signup');
  await page.getByLabel('Name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification Email Sent!' })).toBeVisible();
  await snap(page, 'verification-sent');

  const user = await auth.getUserByEmail(email);
  expect(user.displayName).toBe('Ayesha Khan');
  const userDoc = await db.doc(userEntity.docPath({ uid: user.uid })).get();
  expect(userDoc.data()).toMatchObject({
    UID: user.uid,
    Email: email,
    Name: 'Ayesha Khan',
    UserCards: [],
  });

  const code = await oobCodeFor(email, 'VERIFY_EMAIL');
  await page.goto(`/verify-email?oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  await snap(page, 'verified');
  await page.getByRole('link', { name: 'Continue to Card Setup' }).click();
  await expect(page).toHaveURL(/\/CardInfoPageAfterSignUp$/);

  await page.getByRole('button', { name: "Let's get the hunt begin!" }).click();
  await expect(page.getByText('Please select at least one bank before continuing')).toBeVisible();
  await page.getByRole('button', { name: 'HBL', exact: true }).click();
  await page.getByRole('checkbox', { name: 'HBL Platinum Credit Card' }).check();
  await expect(page.getByRole('complementary', { name: 'Your selection' })).toContainText(
    'HBL Platinum Credit Card',
  );
  await snap(page, 'card-setup');
  await page.getByRole('button', { name: "Let's get the hunt begin!" }).click();
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);
  await expect(page.getByRole('link', { name: /Ayesha Khan, profile and settings/ })).toBeVisible();

  const saved = await db.doc(userEntity.docPath({ uid: user.uid })).get();
  expect(saved.get('UserCards')).toEqual([
    expect.objectContaining({ bank: 'Hbl', cardName: 'HBL Platinum Credit Card' }),
  ]);
  expect((await auth.getUser(user.uid)).emailVerified).toBe(true);
});

test('login is refused until the e-mail is verified', async ({ page }) => {
  const email = newEmail('unverified');
  await auth.createUser({ email, password: PASSWORD, emailVerified: false });
  await submitLogIn(page, { email, password: PASSWORD });
  await expect(
    page.getByText(
      'Please verify your email before logging in. Check your inbox for a verification link.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login-unverified');
  await page.goto('/HomePageLoggedIn');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password gets the login error message', async ({ page }) => {
  const member = await makeMember('wrongpw');
  await submitLogIn(page, { email: member.email, password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
});

test('a guest landing never fetches the member navbar; the log-in page fetches it ahead', async ({
  page,
}) => {
  const navbarScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/navbar-[^/]*\.js$/.test(new URL(request.url()).pathname)) {
      navbarScripts.push(request.url());
    }
  });
  await page.goto('/');
  // The layout asks for anything it preloads as it first renders, before the places arrive.
  await expect(page.getByTestId('place-tile').first()).toBeVisible();
  expect(navbarScripts).toEqual([]);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  // Fetched while the visitor types, so the header is whole the moment they are in.
  await expect.poll(() => navbarScripts.length).toBe(1);
});

test('log out and back in, returning to the guarded page', async ({ page }) => {
  const member = await makeMember('logout');
  await page.goto('/SettingsPage');
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login');
  await fillLogIn(page, member);
  await expect(page).toHaveURL(/\/SettingsPage$/);
  await expect(
    page.getByText("You don't have any favorite deals yet.", { exact: false }),
  ).toBeVisible();
  await snap(page, 'settings');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/HomePageLoggedIn$/);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Confirm Logout' })).toContainText(
    'Are you sure you want to logout?',
  );
  await snap(page, 'logout-confirm');
  await page.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();

  await logIn(page, member, /\/HomePageLoggedIn$/);
});

test('reset a forgotten password with the e-mailed link', async ({ page, request }) => {
  const member = await makeMember('reset');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Please enter your email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(member.email);
  await expect(dialog.getByText('Please enter your email address')).toHaveCount(0);
  await snap(page, 'reset-password');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const code = await oobCodeFor(member.email, 'PASSWORD_RESET');
  const reset = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { data: { oobCode: code, newPassword: 'e2e-new-password' } },
  );
  expect(reset.ok()).toBe(true);
  await logIn(page, { email: member.email, password: 'e2e-new-password' }, /\/HomePageLoggedIn$/);
});

test('change the password in Settings', async ({ page }) => {
  const member = await makeMember('change');
  await logIn(page, member, /\/HomePageLoggedIn$/);
  await page.goto('/SettingsPage');
  const form = page.getByRole('region', { name: 'Change Password' });
  await form.getByLabel('Current password', { exact: true }).fill('wrong-password');
  await form.getByLabel('New password', { exact: true }).fill('e2e-changed-1');
  await form.getByLabel('Confirm new password', { exact: true }).fill('e2e-changed-1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(member.password);
  await form.getByLabel('Confirm new password', { exact: true }).fill('e2e-changed-2');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('New passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm new password', { exact: true }).fill('e2e-changed-1');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Password updated successfully')).toBeVisible();

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitLogIn(page, member);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await logIn(page, { email: member.email, password: 'e2e-changed-1' }, /\/HomePageLoggedIn$/);
});

test('delete the account from Settings', async ({ page }) => {
  const member = await makeMember('delete');
  await logIn(page, member, /\/HomePageLoggedIn$/);
  await page.goto('/SettingsPage');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await snap(page, 'delete-account');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/LandingPage$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await expect(auth.getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect((await db.doc(userEntity.docPath({ uid: member.uid })).get()).exists).toBe(false);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('user_'))),
  ).toEqual([]);
});

/**
 * Signs in through the local stand-in for Google's chooser. On the local stack the SDK cannot open
 * Google's popup (its channel script lives on apis.google.com and the stack has no network), so
 * the app asks for the account itself and signs in with the Auth emulator's Google credential.
 * A new Google user has no cards yet: card setup comes first. Returns the stored profile's name.
 */
async function signInWithGoogleAs(
  page: Page,
  from: { path: string; button: string },
  account: { email: string; name: string },
  shot?: string,
): Promise<unknown> {
  await page.goto(from.path);
  await page.getByRole('button', { name: from.button }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Display name').fill(account.name);
  if (shot) await snap(page, shot);
  await dialog.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await expect(page).toHaveURL(/\/CardInfoPage$/);
  const user = await auth.getUserByEmail(account.email);
  expect(user.providerData.map((info) => info.providerId)).toContain('google.com');
  return (await db.doc(userEntity.docPath({ uid: user.uid })).get()).get('Name');
}

test('sign in with Google on the local stack, then card setup for a new account', async ({
  page,
}) => {
  const from = { path: '/login', button: 'Continue with Google' };
  const account = { email: newEmail('google'), name: 'Sana Google' };
  expect(await signInWithGoogleAs(page, from, account, 'google')).toBe('Sana Google');
  await expect(page.getByRole('link', { name: /Sana Google, profile and settings/ })).toBeVisible();
});

test('a Google account whose name has no letters still signs in, as "User"', async ({ page }) => {
  // Google display names can be an emoji alone, which the profile's rules refuse as a name.
  const from = { path: '/signup', button: 'Sign up with Google' };
  const account = { email: newEmail('google-emoji'), name: '🌙✨' };
  expect(await signInWithGoogleAs(page, from, account)).toBe('User');
});

/** The e-mail address on screen lies wholly inside the viewport: wrapped, never cut off. */
async function expectAddressWhole(page: Page, email: string) {
  const address = page.locator('.email-address').filter({ hasText: email }).first();
  await expect(address).toHaveText(email);
  const box = await address.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${email} is laid out`).not.toBeNull();
  expect(box?.x ?? -1, `${email} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${email} ends on screen`).toBeLessThanOrEqual(width);
}

test('a long e-mail address stays whole at 390 px: sent screen, card setup banner, Settings', async ({
  page,
  browser,
}) => {
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  const email = newEmail('muhammad.abdullah.khan5606');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Muhammad Abdullah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verification Email Sent!' })).toBeVisible();
  await expectAddressWhole(page, email);
  await snapAtWidths(page, 'account-long-email-sent', { phone });

  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('complementary', { name: 'Email verification' })).toBeVisible();
  await expectAddressWhole(page, email);
  await snapAtWidths(page, 'account-long-email-card-setup', { phone });

  // Settings, for a verified member with such an address, in a browser of its own.
  const member = newMember('muhammad.abdullah.khan5606', 'Muhammad Abdullah');
  await createMember({ db, auth }, member, []);
  const settings = await loggedInPage(browser, member, { viewport: phone });
  try {
    await settings.goto('/SettingsPage');
    await expectAddressWhole(settings, member.email);
    await snapAtWidths(settings, 'account-long-email-settings', { phone });
  } finally {
    await settings.context().close();
  }
});

test('the public account pages render at phone and desktop width', async ({ page }) => {
  for (const [route, heading] of [
    ['/', /in your hands/i],
    ['/AboutSection', 'About Card Deals'],
    ['/ContactForm', 'Contact Us'],
    ['/verify-email', 'Verification Failed'],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await snap(page, route === '/' ? 'landing' : route.slice(1).toLowerCase());
  }
});
