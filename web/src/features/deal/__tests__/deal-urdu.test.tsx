import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { DealPage } from '../components/deal-page';
import { ReviewsView } from '../components/reviews-view';
import { dealQuery, withoutPermissionsApi } from './deal-page-mocks';
import { aDeal, aReview } from './fixtures';

vi.mock('@/lib/deals/deal-detail-api', () => import('./deal-page-mocks'));
vi.mock('../api/deal-api', () => import('./deal-page-mocks'));
vi.mock('@/lib/user/user-doc-api', () => import('./deal-page-mocks'));
vi.mock('../api/place-deals-api', () => import('./deal-page-mocks'));

beforeEach(() => {
  dealQuery.current = { data: aDeal(), isLoading: false };
  withoutPermissionsApi();
});

// The member forms' chunk (member-forms.tsx) imported ahead: a form still arrives after its page,
// as in the browser, but waiting for it is not waiting for the test runner to compile its modules.
beforeAll(() => import('../components/member-forms-chunk'));

describe('the deal page in Urdu', () => {
  it('shows the standard conditions in Urdu when a deal has no terms', async () => {
    dealQuery.current = { data: aDeal({ terms_and_conditions: '' }), isLoading: false };
    await act(() => loadLanguage('ur'));
    renderWithProviders(<DealPage audience="guest" />, {
      route: '/guest-deal/Hbl/cafe-aylanto/Lahore',
      path: paths.guestDeal.path,
      preloadedState: signedOut,
    });
    expect(screen.getByText('رعایت صرف اے لا کارٹ مینیو پر لاگو ہے')).toBeInTheDocument();
  });

  it('shows its headings, actions and labels in Urdu, the deal’s own data as stored', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<DealPage audience="guest" />, {
      route: '/guest-deal/Hbl/cafe-aylanto/Lahore',
      path: paths.guestDeal.path,
      preloadedState: signedOut,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cafe Aylanto' })).toBeInTheDocument();
    // Back points right in a right-to-left page.
    expect(screen.getByRole('button', { name: '→ واپس' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'شیئر کریں' })).toBeInTheDocument();
    for (const heading of [
      'اس بل کے لیے بہترین کارڈ',
      'آفرز',
      'برانچیں',
      'شرائط و ضوابط',
      'ریویوز',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سائن اپ' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText('ہر کارڈ کی بچت دیکھنے کے لیے اپنا بل درج کریں۔')).toBeInTheDocument();
    expect(screen.getByText('25% رعایت', { selector: '.deal-badge' })).toBeInTheDocument();
    // The deal's own terms are its data and stay as written.
    expect(screen.getByText('Valid on dine-in only')).toBeInTheDocument();
    expect(screen.queryByText('Offers')).not.toBeInTheDocument();
  });

  it('ranks cards with the savings and the days in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<DealPage audience="member" />, {
      route: '/deal/Hbl/cafe-aylanto/Lahore',
      path: paths.deal.path,
      preloadedState: signedIn(),
    });
    const day = screen.getByRole('combobox', { name: 'دن' });
    expect(within(day).getAllByRole('option')[0]?.textContent).toMatch(/^آج \(/);
    fireEvent.change(screen.getByRole('textbox', { name: 'آپ کا بل (روپے)' }), {
      target: { value: '5000' },
    });
    const ranked = screen.getByRole('list', { name: 'اس بل کے لحاظ سے کارڈز کی ترتیب' });
    expect(within(ranked).getAllByText(/روپے|لاگو نہیں/).length).toBeGreaterThan(0);
  });

  it('checks a review in Urdu: the form, the validation message and the list', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(
      <ReviewsView
        reviews={[aReview({ sentimentScore: 4.4 })]}
        loading={false}
        loadFailed={false}
        onReload={() => undefined}
        average={4.4}
        reviewCount={1}
        member={{ uid: 'someone-else' }}
        onSubmit={vi.fn().mockResolvedValue(null)}
        onRetry={vi.fn().mockResolvedValue(null)}
        onDelete={vi.fn().mockResolvedValue(null)}
      />,
    );
    expect(screen.getByText('(1 ریویو)')).toBeInTheDocument();
    // The reviewer's Latin name is isolated from the right-to-left text around it.
    expect(screen.getByText('Bilal').tagName).toBe('BDI');
    expect(screen.getByTestId('rating-about')).toHaveTextContent(
      'یہ ریٹنگ ممبرز کے لکھے ہوئے ریویوز سے بنتی ہے: 1 ریویو، انگریزی، رومن اردو یا اردو میں۔',
    );
    expect(screen.getByRole('img', { name: '5 میں سے 4 ستارے' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'ریویو شائع کریں' }));
    expect(await screen.findByText('جمع کرانے سے پہلے اپنا تبصرہ لکھیں')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ریویو لکھیں' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
