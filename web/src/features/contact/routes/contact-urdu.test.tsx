import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedOut } from '@/testing/render';
import ContactRoute from './contact-route';

const fake = vi.hoisted(() => ({ fetch: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ functionsBaseUrl: () => 'http://127.0.0.1:5001/demo/x' }));

const LIMIT =
  'Too many messages: we accept 5 per hour from one person or network. Please try again in 42 minutes.';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers }));

async function renderInUrdu() {
  await act(() => loadLanguage('ur'));
  return renderWithProviders(<ContactRoute />, {
    route: paths.contact.getHref(),
    preloadedState: signedOut,
  });
}

type User = Awaited<ReturnType<typeof renderInUrdu>>['user'];

async function send(user: User) {
  await user.type(screen.getByLabelText('نام'), 'Ali Raza');
  await user.type(screen.getByLabelText('ای میل'), 'ali@example.com');
  await user.type(screen.getByLabelText('پیغام'), 'Please add Meezan Bank deals.');
  await user.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
}

describe('contact form in Urdu', () => {
  beforeEach(() => {
    fake.fetch.mockReset();
    vi.stubGlobal('fetch', fake.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the form and the validators’ messages in Urdu', async () => {
    const { user } = await renderInUrdu();
    expect(screen.getByRole('heading', { name: 'ہم سے رابطہ کریں' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
    expect(screen.getByText('نام ضروری ہے')).toBeInTheDocument();
    expect(screen.getByText('ای میل ضروری ہے')).toBeInTheDocument();
    expect(screen.getByText('پیغام ضروری ہے')).toBeInTheDocument();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('thanks the sender in Urdu', async () => {
    fake.fetch.mockImplementation(() => answer(201, { id: 'm1' }));
    const { user } = await renderInUrdu();
    await send(user);
    expect(await screen.findByText(/رابطہ کرنے کا شکریہ/)).toBeInTheDocument();
  });

  it('says the limit in Urdu with the wait the server gave', async () => {
    fake.fetch.mockImplementation(() => answer(429, { error: LIMIT }, { 'Retry-After': '2520' }));
    const { user } = await renderInUrdu();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'بہت زیادہ پیغامات بھیجے گئے۔ براہِ کرم 42 منٹ بعد دوبارہ کوشش کریں۔',
    );
    // Back in English, the server's own sentence with its exact limit.
    await act(() => loadLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT);
  });

  it('translates the server’s validation refusal', async () => {
    fake.fetch.mockImplementation(() => answer(400, { error: 'Invalid email address' }));
    const { user } = await renderInUrdu();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('ای میل پتا درست نہیں');
  });

  it('translates the server’s sign-in refusal', async () => {
    fake.fetch.mockImplementation(() =>
      answer(401, { error: 'Your sign-in has expired. Please reload the page and send again.' }),
    );
    const { user } = await renderInUrdu();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'آپ کا سائن اِن ختم ہو گیا ہے۔ براہِ کرم صفحہ دوبارہ لوڈ کر کے پھر بھیجیں۔',
    );
  });
});
