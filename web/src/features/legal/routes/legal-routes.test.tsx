import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import PrivacyPolicyRoute from './privacy-policy-route';
import TermsRoute from './terms-route';

describe('legal pages', () => {
  it('show the privacy policy and the terms in English', () => {
    const { unmount } = renderWithProviders(<PrivacyPolicyRoute />, {
      route: paths.privacyPolicy.getHref(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The banks and cards you choose (names only; never card numbers), to show you matching deals.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<TermsRoute />, { route: paths.terms.getHref() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions · Card Deals');
  });

  it('show the privacy policy and the terms in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { unmount } = renderWithProviders(<PrivacyPolicyRoute />, {
      route: paths.privacyPolicy.getHref(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'پرائیویسی پالیسی' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ہم کیا محفوظ کرتے ہیں' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'لوکیشن' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<TermsRoute />, { route: paths.terms.getHref() });
    expect(screen.getByRole('heading', { level: 1, name: 'شرائط و ضوابط' })).toBeInTheDocument();
    expect(document.title).toBe('شرائط و ضوابط · Card Deals');
    expect(
      screen.getByText('اکاؤنٹ بنا کر یا Card Deals استعمال کر کے آپ ان شرائط سے اتفاق کرتے ہیں۔'),
    ).toBeInTheDocument();
  });
});
