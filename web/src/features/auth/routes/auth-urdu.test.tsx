import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { authError } from '@/testing/auth-error';
import { submitForm } from '@/testing/forms';
import { signUpWithEmail } from '../api/auth-api';
import { resetAuthApi } from '../__tests__/auth-api-mock';
import { renderAuthPage } from '../__tests__/render-auth-page';

vi.mock('../api/auth-api', () => import('../__tests__/auth-api-mock'));

beforeEach(resetAuthApi);

describe('sign-up and login in Urdu', () => {
  it('shows the sign-up page, its links and a validator’s message in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderAuthPage('signup');
    expect(
      screen.getByRole('heading', { name: 'ڈیلز دریافت کریں، کبھی بھی، کہیں بھی' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شرائط و ضوابط' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'پرائیویسی پالیسی' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Google کے ساتھ سائن اپ کریں' })).toBeInTheDocument();
    await submitForm(user, 'سائن اپ کریں', { نام: 'Ayesha' });
    expect(screen.getByRole('alert')).toHaveTextContent('براہِ کرم تمام خانے پُر کریں');
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('says under the field, in Urdu, why an address could never be verified', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderAuthPage('signup');
    await submitForm(user, 'سائن اپ کریں', {
      نام: 'Ayesha',
      'ای میل': 'ayesha@gmail..com',
      'پاس ورڈ': 'secret123',
    });
    expect(screen.getByLabelText('ای میل')).toHaveAccessibleDescription(
      'ای میل پتا نقطے سے شروع یا ختم نہیں ہو سکتا، نہ اس میں دو نقطے ساتھ ساتھ یا @ کے برابر آ سکتے ہیں۔',
    );
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('says why the provider refused a sign-up in Urdu, and in English after a switch back', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(authError('auth/email-already-in-use'));
    await act(() => loadLanguage('ur'));
    const { user } = renderAuthPage('signup');
    await submitForm(user, 'سائن اپ کریں', {
      نام: 'Ayesha',
      'ای میل': 'ayesha@example.com',
      'پاس ورڈ': 'secret123',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
    );
    await act(() => loadLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it('links to the other form in both languages', () => {
    renderAuthPage('login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText(/New here\?/)).toHaveTextContent('New here? Create an account');
  });

  it('shows the login page and the reset dialog in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderAuthPage('login');
    expect(screen.getByRole('heading', { name: 'خوش آمدید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اکاؤنٹ بنائیں' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' }));
    const dialog = screen.getByRole('dialog', { name: 'اپنا پاس ورڈ ری سیٹ کریں' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ری سیٹ لنک بھیجیں' }));
    expect(screen.getByRole('alert')).toHaveTextContent('براہِ کرم اپنا ای میل پتا درج کریں');
  });
});
