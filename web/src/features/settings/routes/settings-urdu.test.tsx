import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedIn } from '@/testing/render';
import { changePassword, deleteAccount } from '../api/account-api';
import SettingsRoute from './settings-route';

vi.mock('../api/account-api', () => ({ changePassword: vi.fn(), deleteAccount: vi.fn() }));
vi.mock('@/lib/user/user-doc-api', () => ({
  useGetUserDocQuery: () => ({
    data: { Name: 'Ayesha Khan', Email: 'ayesha@example.com', UserFavouriteDeals: [] },
  }),
}));
vi.mock('@/lib/favourites/use-favourites', () => ({
  useFavourites: () => ({
    favourites: [
      {
        dealId: 'Hbl-Lahore-offers-x-0-card-2',
        title: '',
        discount: '20% off',
        addedDate: '2026-01-05T10:00:00.000Z',
        cardNames: ['HBL Platinum'],
      },
    ],
    isLoading: false,
    removeEntry: vi.fn(),
  }),
}));

const authError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function renderSettings() {
  return renderWithProviders(<SettingsRoute />, {
    route: paths.settings.getHref(),
    preloadedState: signedIn(),
  });
}

describe('settings in Urdu', () => {
  it('shows the sections, a favourite without a title and the password checks in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'سیٹنگز' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پاس ورڈ بدلیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' })).toHaveAttribute(
      'href',
      '/ContactForm',
    );
    expect(screen.getByRole('link', { name: 'خصوصی آفر' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'خصوصی آفر ہٹائیں' })).toBeInTheDocument();
    expect(screen.getByText(/کو شامل کی گئی$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'پاس ورڈ اپ ڈیٹ کریں' }));
    expect(screen.getByRole('alert')).toHaveTextContent('براہِ کرم اپنا موجودہ پاس ورڈ درج کریں');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says in Urdu why the account was not deleted', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(authError('auth/wrong-password'));
    await act(() => loadLanguage('ur'));
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'اکاؤنٹ ڈیلیٹ کریں' }));
    const dialog = screen.getByRole('alertdialog', { name: 'اکاؤنٹ ڈیلیٹ کریں' });
    await user.click(within(dialog).getByRole('button', { name: 'اکاؤنٹ ڈیلیٹ کریں' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'تصدیق کے لیے براہِ کرم اپنا پاس ورڈ درج کریں',
    );
    await user.type(within(dialog).getByLabelText('پاس ورڈ'), 'nope123');
    await user.click(within(dialog).getByRole('button', { name: 'اکاؤنٹ ڈیلیٹ کریں' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'اکاؤنٹ ڈیلیٹ نہیں ہو سکا: پاس ورڈ غلط ہے۔',
    );
  });
});
