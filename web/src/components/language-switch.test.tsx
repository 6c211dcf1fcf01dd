import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { LanguagePicker, LanguageSwitch } from './language-switch';

const saved = vi.hoisted(() => ({ calls: [] as unknown[] }));
// The member's document write is Firestore's; here only what the switch asks of it is checked.
vi.mock('@/lib/user/user-language-api', () => ({
  useSetUserLanguageMutation: () => [
    (args: unknown) => {
      saved.calls.push(args);
      return Promise.resolve({ data: null });
    },
  ],
}));

beforeEach(() => {
  saved.calls.length = 0;
});

describe('the language switch', () => {
  it('offers Urdu by its own name and lays the page out right to left in Urdu', async () => {
    const { user } = renderWithProviders(<LanguageSwitch />, { preloadedState: signedOut });
    const toUrdu = screen.getByRole('button', { name: 'اردو میں دیکھیں' });
    expect(toUrdu).toHaveTextContent('اردو');
    expect(toUrdu).toHaveAttribute('lang', 'ur');

    await user.click(toUrdu);

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(i18n.language).toBe('ur');
    expect(window.localStorage.getItem('deals.language')).toBe('ur');
    expect(screen.getByRole('button', { name: 'Switch to English, EN' })).toHaveTextContent(
      'English',
    );
    // A guest has no document to keep it in.
    expect(saved.calls).toEqual([]);
  });

  it('switches back to English, left to right', async () => {
    const { user } = renderWithProviders(<LanguageSwitch />, { preloadedState: signedOut });
    await user.click(screen.getByRole('button', { name: 'اردو میں دیکھیں' }));
    await user.click(await screen.findByRole('button', { name: 'Switch to English, EN' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem('deals.language')).toBe('en');
  });

  it('keeps a member’s choice in their user document too', async () => {
    const { user } = renderWithProviders(<LanguagePicker />, { preloadedState: signedIn() });
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'اردو' }));

    await waitFor(() => expect(saved.calls).toEqual([{ uid: 'user-1', language: 'ur' }]));
    expect(await screen.findByRole('group', { name: 'زبان' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'اردو' })).toBeChecked();
  });
});
