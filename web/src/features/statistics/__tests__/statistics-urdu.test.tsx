import { type Deal, normalizeDeal } from '@deals/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { textsOf } from '@/testing/queries';
import { renderWithProviders, signedIn } from '@/testing/render';
import { StatisticsPage } from '../components/statistics-page';
import { hbl, mcb } from './fixtures';
import { api, setStatisticsApi } from './statistics-data-mock';

vi.mock('@/lib/banks/banks-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/user/user-doc-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/favourites/favourites-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/analytics/analytics-api', () => import('./statistics-data-mock'));
vi.mock('@/lib/deals/card-category-api', () => import('./statistics-data-mock'));
vi.mock('../components/distribution-chart', () => ({
  default: ({ figure }: { figure: { data: { name: string; hovertemplate: string }[] } }) => (
    <div data-testid="plot">{figure.data.map((trace) => trace.hovertemplate).join('|')}</div>
  ),
}));

const burger: Deal = normalizeDeal(
  { title: 'Burger Barn', discount: 'Buy one get one free', category_id: 'Health' },
  { bankId: 'Hbl', cityId: 'Lahore', dealId: 'burger-barn' },
);

const open = async (url: string) => {
  await act(() => loadLanguage('ur'));
  return renderWithProviders(<StatisticsPage />, {
    route: url,
    path: paths.statistics.path,
    preloadedState: signedIn(),
  });
};

beforeEach(() => {
  setStatisticsApi({
    deals: { data: [burger], isFetching: false },
    counts: [{ category: 'Food', count: 3 }],
  });
});

describe('statistics in Urdu', () => {
  it('compares the banks in Urdu, with city names, the chart series and the page title', async () => {
    await open('/StatisticsPage?city=Karachi');
    expect(
      screen.getByRole('heading', { level: 1, name: 'بینک کارڈز کا موازنہ' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('بینک کارڈز کا موازنہ · Card Deals');
    expect(screen.getByLabelText('شہر')).toHaveDisplayValue('کراچی');
    // The city's id stays English in the select's value (it goes into the URL).
    expect(screen.getByRole('option', { name: 'کراچی' })).toHaveValue('Karachi');
    expect(
      screen.getByRole('button', {
        name: 'HBL کل دستیاب آفرز: 5 منفرد مقامات: 6 برانچیں: 6 آپ کے پاس 1 کارڈ ہے',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('آپ کے پاس 1 کارڈ ہے')).toBeInTheDocument();
    const best = screen.getByRole('region', { name: 'کراچی میں ہر زمرے کے لیے آپ کا بہترین کارڈ' });
    expect(within(best).getByText('(HBL، 3 ڈیلز)')).toBeInTheDocument();
    expect(within(best).getByText('صحت و خوبصورتی')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('روزمرہ اخراجات پر زیادہ بچت');
    expect(await screen.findByTestId('plot')).toHaveTextContent('کھانا: %{y}');
    expect(screen.getByTestId('plot')).toHaveTextContent('صحت و فٹنس: %{y}');
  });

  it('lists a bank’s cards in Urdu with a back arrow that points right', async () => {
    await open('/StatisticsPage?bank=Hbl');
    expect(screen.getByRole('heading', { level: 1, name: 'HBL کے کارڈز' })).toBeInTheDocument();
    expect(screen.getByText('لاہور میں ڈیلز')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تمام بینکوں پر واپس جائیں' })).toHaveTextContent(
      '→ واپس',
    );
    const gold = screen.getByRole('heading', { name: 'HBL Gold Credit Card' }).closest('li')!;
    expect(within(gold).getByText('ڈیلز کی تعداد:')).toHaveTextContent('ڈیلز کی تعداد: 2');
    expect(within(gold).getByText('آپ کا کارڈ')).toBeInTheDocument();
    expect(gold).toHaveTextContent('Gold · کریڈٹ');
    const classic = screen.getByRole('heading', { name: 'HBL Classic Debit Card' }).closest('li')!;
    expect(classic).toHaveTextContent('اسٹینڈرڈ · ڈیبٹ');
  });

  it('shows a card’s deals by category in Urdu, its empty state and the way back', async () => {
    const { user } = await open(
      '/StatisticsPage?bank=Hbl&card=hbl-gold-credit-card&category=Health',
    );
    const buttons = within(screen.getByRole('group', { name: 'زمرہ' })).getAllByRole('button');
    expect(textsOf(buttons)).toEqual(['کھانا', 'تفریح', 'طرزِ زندگی', 'صحت و خوبصورتی']);
    const list = screen.getByRole('list', { name: 'صحت و خوبصورتی کی ڈیلز' });
    expect(
      within(list).getByTestId('deal-card').querySelector('.deal-card__badge'),
    ).toHaveTextContent(/^رعایت$/);
    api.deals = { data: [], isFetching: false };
    await user.click(buttons[1]!);
    expect(screen.getByText('اس کارڈ پر تفریح کی کوئی ڈیل دستیاب نہیں۔')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'HBL کے کارڈز پر واپس جائیں' }));
    expect(screen.getByRole('heading', { level: 1, name: 'HBL کے کارڈز' })).toBeInTheDocument();
  });

  it('says in Urdu when the banks cannot be loaded or a card does not exist', async () => {
    api.banks = { error: { message: 'unavailable' } };
    const { unmount } = await open('/StatisticsPage');
    expect(screen.getByRole('alert')).toHaveTextContent('بینکوں کا ڈیٹا لوڈ نہیں ہو سکا');
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
    unmount();
    api.banks = { data: [hbl, mcb] };
    await open('/StatisticsPage?bank=Hbl&card=nope');
    expect(screen.getByRole('alert')).toHaveTextContent('کارڈ نہیں ملا');
    expect(screen.getByRole('button', { name: 'واپس جائیں' })).toBeInTheDocument();
  });
});
