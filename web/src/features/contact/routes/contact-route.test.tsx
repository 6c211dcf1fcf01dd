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

  it('needs a name of at least 2 characters', async () => {
    const { user } = renderContact();
    await fill(user, { name: 'A', email: 'a@example.com', message: 'Hello there, friends' });
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('refuses digits in the name', async () => {
    const { user } = renderContact();
    await fill(user, { name: 'Ali 2', email: 'a@example.com', message: 'Hello there, friends' });
    expect(screen.getByText('Name should not contain numbers')).toBeInTheDocument();
  });

  it('checks the e-mail address', async () => {
    const { user } = renderContact();
    await fill(user, { name: 'Ali', email: 'ali@example', message: 'Hello there, friends' });
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('needs a message of at least 10 characters', async () => {
    const { user } = renderContact();
    await fill(user, { name: 'Ali', email: 'ali@example.com', message: 'Too short' });
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('stores the message, thanks the sender and resets the form after 3 s', async () => {
    const { user } = renderContact();
    await fill(user, {
      name: 'Ali Raza',
      email: 'ali@example.com',
      message: 'Please add Meezan Bank deals.',
    });
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fake.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${FUNCTIONS}/contact`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ali Raza',
      email: 'ali@example.com',
      message: 'Please add Meezan Bank deals.',
    });
    // A guest sends no token; the function rate-limits them by IP.
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_100)));
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('refuses a message of spaces or of invisible characters', async () => {
    const { user } = renderContact();
    await fill(user, { name: 'Ali', email: 'a@example.com', message: '            ' });
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
    await fill(user, {
      name: 'Ali Raza',
      email: 'ali@example.com',
      message: 'Please add Meezan Bank deals.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByLabelText('Message')).toHaveValue('Please add Meezan Bank deals.');
  });

  it('keeps the text and says so when the message cannot be stored', async () => {
    fake.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderContact();
    await fill(user, {
      name: 'Ali Raza',
      email: 'ali@example.com',
      message: 'Please add Meezan Bank deals.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Please add Meezan Bank deals.');
  });
});
