import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders, signedOut } from '@/testing/render';
import ContactRoute, { THANK_YOU } from './contact-route';

const FUNCTIONS = 'http://127.0.0.1:5001/demo-deals/us-central1';
const fake = vi.hoisted(() => ({ fetch: vi.fn() }));

vi.mock('@/lib/firebase', () => ({ functionsBaseUrl: () => FUNCTIONS }));

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const renderContact = () =>
  renderWithProviders(<ContactRoute />, {
    route: paths.contact.getHref(),
    preloadedState: signedOut,
  });

type User = ReturnType<typeof renderContact>['user'];

async function fill(user: User, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

/** A message the form accepts. */
const MESSAGE = {
  name: 'Ali Raza',
  email: 'ali@example.com',
  message: 'Please add Meezan Bank deals.',
};

const errorOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby');

describe('contact form', () => {
  beforeEach(() => {
    fake.fetch.mockReset();
    fake.fetch.mockImplementation(() => answer(201, { id: 'm1' }));
    vi.stubGlobal('fetch', fake.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says every field is required', async () => {
    const { user } = renderContact();
    await fill(user, {});
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Name')).toBeTruthy();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['needs a name of at least 2 characters', { name: 'A' }, 'Name must be at least 2 characters'],
    ['refuses digits in the name', { name: 'Ali 2' }, 'Name should not contain numbers'],
    ['checks the e-mail address', { email: 'ali@example' }, 'Invalid email address'],
    // The sign-up form's validator: addresses that could never receive mail.
    ['refuses doubled dots in the address', { email: 'ali@gmail..com' }, 'Invalid email address'],
    ['refuses a dot before the @', { email: 'ali.@gmail.com' }, 'Invalid email address'],
    [
      'needs a message of at least 10 characters',
      { message: 'Too short' },
      'Message must be at least 10 characters',
    ],
  ])('%s', async (_rule, change, says) => {
    const { user } = renderContact();
    await fill(user, { ...MESSAGE, ...change });
    expect(screen.getByText(says)).toBeInTheDocument();
  });

  it('stores the message, thanks the sender and resets the form after 3 s', async () => {
    const { user } = renderContact();
    await fill(user, MESSAGE);
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fake.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${FUNCTIONS}/contact`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(MESSAGE);
    // A guest sends no token; the function rate-limits them by IP.
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_100)));
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('refuses a message of spaces or of invisible characters', async () => {
    const { user } = renderContact();
    await fill(user, { ...MESSAGE, message: '            ' });
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Message'));
    await fill(user, { message: '\u200b'.repeat(12) });
    expect(
      screen.getByText('Message must contain at least one letter or number'),
    ).toBeInTheDocument();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('shows the limit message when the sender has sent too many', async () => {
    const limit =
      'Too many messages: we accept 5 per hour from one person or network. Please try again in 42 minutes.';
    fake.fetch.mockImplementation(() => answer(429, { error: limit }));
    const { user } = renderContact();
    await fill(user, MESSAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
  });

  it('keeps the text and says so when the message cannot be stored', async () => {
    fake.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderContact();
    await fill(user, MESSAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
  });
});
