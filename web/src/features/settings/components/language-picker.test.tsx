import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedLanguages } from '@/testing/language-writes';
import { renderWithProviders, signedIn } from '@/testing/render';
import { LanguagePicker } from './language-picker';

// The member's document write is Firestore's; here only what the picker asks of it is checked.
vi.mock('@/lib/user/user-doc-writes', () => import('@/testing/language-writes'));

beforeEach(() => {
  savedLanguages.length = 0;
});

describe('the language picker in settings', () => {
  it('keeps a member’s choice in their user document too', async () => {
    const { user } = renderWithProviders(<LanguagePicker />, { preloadedState: signedIn() });
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'اردو' }));

    await waitFor(() => expect(savedLanguages).toEqual([{ uid: 'user-1', language: 'ur' }]));
    expect(await screen.findByRole('group', { name: 'زبان' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'اردو' })).toBeChecked();
  });
});
