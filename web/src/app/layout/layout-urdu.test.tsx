import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderFailedRoute } from '@/testing/failed-route';
import { shownEmailAddress } from '@/testing/email-address';
import { aMember, renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { ChunkLoadTimeoutError } from '@/app/lazy-route';
import NotFoundRoute from '@/app/routes/not-found-route';
import { ConnectionBanners } from './connection-banners';
import { SiteFooter } from './footer';
import { Navbar } from './navbar';
import { PublicHeader } from './public-header';
import { VerifyEmailBanner } from './verify-email-banner';

vi.mock('@/lib/notifications/notifications-api', () => ({
  UNREAD_CAP: 100,
  useGetUnreadCountQuery: vi.fn(() => ({ data: 100 })),
}));

describe('the page chrome in Urdu', () => {
  it('names the member menu, the bell and the logout confirmation in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const member = aMember({ displayName: 'Ayesha Noor Khan' });
    const { user } = renderWithProviders(<Navbar user={member} />, {
      route: paths.home.getHref(),
      preloadedState: signedIn(member),
    });
    const nav = screen.getByRole('navigation', { name: 'مرکزی' });
    expect(within(nav).getByRole('link', { name: 'ہوم' })).toHaveAttribute(
      'href',
      '/HomePageLoggedIn',
    );
    expect(within(nav).getByRole('link', { name: 'میرے کارڈز' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'اعداد و شمار' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'سیٹنگز' })).toBeInTheDocument();
    expect(
      within(nav).getByRole('link', { name: 'Ayesha Noor Khan، پروفائل اور سیٹنگز' }),
    ).toBeInTheDocument();
    expect(
      within(nav).getByRole('link', { name: 'اطلاعات، 99+ بغیر پڑھی ہوئی' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'مینو کھولیں' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'لاگ آؤٹ' }));
    const dialog = screen.getByRole('alertdialog', { name: 'لاگ آؤٹ کی تصدیق' });
    expect(dialog).toHaveTextContent('کیا آپ واقعی لاگ آؤٹ کرنا چاہتے ہیں؟');
    expect(within(dialog).getByRole('button', { name: 'نہیں' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ہاں، لاگ آؤٹ کریں' })).toBeInTheDocument();
  });

  it('switches the guest header, footer and verification banner when the language changes', async () => {
    renderWithProviders(
      <>
        <PublicHeader />
        <VerifyEmailBanner email="muhammad.abdullah.khan5606@gmail.com" />
        <SiteFooter />
      </>,
      { route: paths.about.getHref(), preloadedState: signedOut },
    );
    expect(screen.getByRole('link', { name: 'Signup' })).toBeInTheDocument();
    await act(() => loadLanguage('ur'));
    expect(screen.getByRole('link', { name: 'سائن اپ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لاگ ان' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'فوٹر' });
    expect(within(footer).getByRole('link', { name: 'پرائیویسی پالیسی' })).toHaveAttribute(
      'href',
      paths.privacyPolicy.getHref(),
    );
    const banner = screen.getByRole('complementary', { name: 'ای میل کی تصدیق' });
    expect(banner).toHaveTextContent('اپنی ای میل کی تصدیق کریں');
    // The address stays left to right inside the Urdu sentence, bold, and wraps after its @ and
    // before its dots on a phone rather than running past the strip's edges.
    const { element, parts } = shownEmailAddress('muhammad.abdullah.khan5606@gmail.com', banner);
    expect(element).toHaveAttribute('dir', 'ltr');
    expect(element.closest('strong')).not.toBeNull();
    expect(parts).toEqual(['muhammad', '.abdullah', '.khan5606@', 'gmail', '.com']);
  });

  it('says offline in Urdu', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(() => loadLanguage('ur'));
      renderWithProviders(<ConnectionBanners />);
      expect(screen.getByRole('status', { name: 'کنکشن' })).toHaveTextContent('آپ آف لائن ہیں۔');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the not-found page and the retry screen in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { unmount } = renderWithProviders(<NotFoundRoute />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'صفحہ نہیں ملا' })).toBeInTheDocument();
    expect(document.title).toBe('صفحہ نہیں ملا · Card Deals');
    expect(screen.getByRole('link', { name: 'ڈیلز دیکھیں' })).toBeInTheDocument();
    unmount();
    renderFailedRoute(new ChunkLoadTimeoutError());
    expect(await screen.findByText('یہ صفحہ لوڈ نہیں ہو سکا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
  });
});
