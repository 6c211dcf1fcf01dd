import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders, signedOut } from '@/testing/render';
import ContactRoute, { THANK_YOU } from './contact-route';

const fake = vi.hoisted(() => ({ addDoc: vi.fn() }));

vi.mock('@/lib/firebase', () => ({ getFirebase: () => ({ db: {} }) }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  addDoc: fake.addDoc,
  serverTimestamp: () => 'SERVER_TIMESTAMP',
}));

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
    fake.addDoc.mockReset();
    fake.addDoc.mockResolvedValue({ id: 'm1' });
  });

  it('says every field is required', async () => {
    const { user } = renderContact();
    await fill(user, {});
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Name')).toBeTruthy();
    expect(fake.addDoc).not.toHaveBeenCalled();
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
    expect(fake.addDoc).toHaveBeenCalledWith(
      { path: 'ContactMessages' },
      {
        name: 'Ali Raza',
        email: 'ali@example.com',
        message: 'Please add Meezan Bank deals.',
        createdAt: 'SERVER_TIMESTAMP',
      },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_100)));
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the text and says so when the message cannot be stored', async () => {
    fake.addDoc.mockRejectedValue(new Error('permission-denied'));
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
