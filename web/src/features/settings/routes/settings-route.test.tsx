import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { authError } from '@/testing/auth-error';
import { aMember, headingRoute, renderWithProviders, signedIn } from '@/testing/render';
import { changePassword, deleteAccount } from '../api/account-api';
import { shownEmailAddress } from '@/testing/email-address';
import SettingsRoute from './settings-route';

vi.mock('../api/account-api', () => ({ changePassword: vi.fn(), deleteAccount: vi.fn() }));
vi.mock('@/lib/user/user-doc-api', () => ({
  useGetUserDocQuery: () => ({
    data: { Name: 'Ayesha Khan', Email: 'ayesha@example.com', UserFavouriteDeals: [] },
  }),
}));
const favourites = vi.hoisted(() => ({ list: [] as unknown[], removeEntry: vi.fn() }));
vi.mock('@/lib/favourites/use-favourites', () => ({
  useFavourites: () => ({
    favourites: favourites.list,
    isLoading: false,
    removeEntry: favourites.removeEntry,
  }),
}));

beforeEach(() => {
  favourites.list = [];
});

/** A saved favourite, as the favourites hook lists it. */
const pizzaHut = {
  dealId: 'Hbl-Lahore-offers-x-0-card-2',
  title: 'Pizza Hut',
  discount: '20% off',
  addedDate: '2026-01-05T10:00:00.000Z',
  cardNames: ['HBL Platinum'],
};

function renderSettings(state = signedIn()) {
  return renderWithProviders(<SettingsRoute />, {
    route: paths.settings.getHref(),
    preloadedState: state,
    routes: [headingRoute('Landing page', paths.landingAlias.path)],
  });
}

type User = ReturnType<typeof renderSettings>['user'];

/**
 * Opens account deletion from its button. The button, the dialog and the dialog's confirm button
 * share one name, `label`; `confirm` presses that last one, with `password` typed first if given.
 */
async function startDeletion(user: User, label = 'Delete Account', passwordLabel = 'Password') {
  await user.click(screen.getByRole('button', { name: label }));
  const dialog = screen.getByRole('alertdialog', { name: label });
  const confirm = async (password = '') => {
    if (password) await user.type(within(dialog).getByLabelText(passwordLabel), password);
    await user.click(within(dialog).getByRole('button', { name: label }));
  };
  return { dialog, confirm };
}

async function changeTo(user: User, current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('settings: profile', () => {
  it('shows the name, e-mail, initials, Contact Us and Delete Account', () => {
    renderSettings();
    expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
    // Wrapping after the @ and before the dot, never inside "example" or "com".
    expect(shownEmailAddress('ayesha@example.com').parts).toEqual(['ayesha@', 'example', '.com']);
    expect(screen.getByText('AK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/ContactForm',
    );
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no favourites', () => {
    renderSettings();
    expect(
      screen.getByText(
        "You don't have any favorite deals yet. Browse deals and click the heart icon to add favorites.",
      ),
    ).toBeInTheDocument();
  });

  it('lists favourites with a link to the deal and Remove', async () => {
    favourites.list = [pizzaHut];
    const { user } = renderSettings();
    expect(screen.getByRole('link', { name: 'Pizza Hut' })).toHaveAttribute(
      'href',
      '/deal/Hbl/offers-x-0-card-2/Lahore',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Pizza Hut' }));
    expect(favourites.removeEntry).toHaveBeenCalledWith(pizzaHut);
  });
});

describe('settings: change password', () => {
  beforeEach(() => {
    vi.mocked(changePassword).mockReset();
  });

  it('asks for the current password', async () => {
    const { user } = renderSettings();
    await changeTo(user, '', 'newpass1', 'newpass1');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your current password');
  });

  it('needs a new password of at least 6 characters', async () => {
    const { user } = renderSettings();
    await changeTo(user, 'oldpass1', 'abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'New password must be at least 6 characters',
    );
  });

  it('needs the confirmation to match', async () => {
    const { user } = renderSettings();
    await changeTo(user, 'oldpass1', 'newpass1', 'newpass2');
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says when the current password is wrong', async () => {
    vi.mocked(changePassword).mockRejectedValue(authError('auth/wrong-password'));
    const { user } = renderSettings();
    await changeTo(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('prefixes any other failure with Error updating password:', async () => {
    vi.mocked(changePassword).mockRejectedValue(authError('auth/network-request-failed'));
    const { user } = renderSettings();
    await changeTo(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating password: We couldn’t reach the server. Check your internet connection and try again.',
    );
  });

  it('confirms the update after re-authenticating', async () => {
    vi.mocked(changePassword).mockResolvedValue();
    const { user } = renderSettings();
    await changeTo(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByText('Password updated successfully')).toHaveAttribute(
      'role',
      'status',
    );
    expect(changePassword).toHaveBeenCalledWith('oldpass1', 'newpass1');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('has no password form for a Google account', () => {
    renderSettings(signedIn(aMember({ providerIds: ['google.com'] })));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/You sign in with Google/)).toBeInTheDocument();
  });
});

describe('settings: delete account', () => {
  beforeEach(() => {
    vi.mocked(deleteAccount).mockReset();
  });

  it('asks for the password, then deletes and goes to /LandingPage signed out', async () => {
    vi.mocked(deleteAccount).mockResolvedValue('user-1');
    window.localStorage.setItem('user_user-1_selectedCards', '{}');
    const { user, store } = renderSettings();
    const { dialog, confirm } = await startDeletion(user);
    await confirm();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter your password to confirm',
    );
    await confirm('secret123');
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(screen.getByText('Your account has been deleted.')).toBeInTheDocument();
    expect(deleteAccount).toHaveBeenCalledWith('secret123');
    expect(store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem('user_user-1_selectedCards')).toBeNull();
  });

  it('shows Failed to delete account: with the reason', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(authError('auth/wrong-password'));
    const { user } = renderSettings();
    const { dialog, confirm } = await startDeletion(user);
    await confirm('nope123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete account: The password is incorrect.',
    );
  });
});

describe('settings in Urdu', () => {
  it('shows the sections, a favourite without a title and the password checks in Urdu', async () => {
    favourites.list = [{ ...pizzaHut, title: '' }];
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
    const { dialog, confirm } = await startDeletion(user, 'اکاؤنٹ ڈیلیٹ کریں', 'پاس ورڈ');
    await confirm();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'تصدیق کے لیے براہِ کرم اپنا پاس ورڈ درج کریں',
    );
    await confirm('nope123');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'اکاؤنٹ ڈیلیٹ نہیں ہو سکا: پاس ورڈ غلط ہے۔',
    );
  });
});
