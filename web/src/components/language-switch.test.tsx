import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { savedLanguages } from '@/testing/language-writes';
import { renderWithProviders, signedOut } from '@/testing/render';
import { LanguageSwitch } from './language-switch';

// The member's document write is Firestore's; here only what the switch asks of it is checked.
vi.mock('@/lib/user/user-doc-writes', () => import('@/testing/language-writes'));

beforeEach(() => {
  savedLanguages.length = 0;
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
    expect(savedLanguages).toEqual([]);
  });

  it('switches back to English, left to right', async () => {
    const { user } = renderWithProviders(<LanguageSwitch />, { preloadedState: signedOut });
    await user.click(screen.getByRole('button', { name: 'اردو میں دیکھیں' }));
    await user.click(await screen.findByRole('button', { name: 'Switch to English, EN' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem('deals.language')).toBe('en');
  });
});
