import type { RankedBrand } from '@deals/shared';
import { STORAGE_KEYS } from '@deals/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_BRAND_PLACEHOLDER } from '@/lib/brands/popular-brands';
import { kfc } from '@/testing/brands';
import { renderWithProviders } from '@/testing/render';
import { BRAND_SEARCH_TEXTS, BrandSearchPanel } from './brand-search-panel';

const brands = vi.hoisted(() => ({ searchBrands: vi.fn() }));
vi.mock('@/lib/brands/brands-query', () => ({
  searchBrands: brands.searchBrands,
  fetchBrand: vi.fn(),
}));
vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
const banks = vi.hoisted(() => ({ fetchBankNames: vi.fn() }));
vi.mock('@/lib/banks/banks-query', () => banks);
const popular = vi.hoisted(() => ({ fetchPopularBrandNames: vi.fn() }));
vi.mock('@/lib/brands/popular-brands-query', () => popular);

const ranked: RankedBrand = { entry: kfc, priority: 100, banks: [kfc.banks.Hbl!, kfc.banks.Mcb!] };

const input = () => screen.getByRole('searchbox', { name: 'Search brands' });
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(600);
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  brands.searchBrands.mockReset();
  banks.fetchBankNames.mockReset();
  popular.fetchPopularBrandNames.mockReset().mockResolvedValue(['Biryani Bay', 'Chai Chowk']);
  banks.fetchBankNames.mockResolvedValue([
    { id: 'Hbl', bankName: 'HBL' },
    { id: 'Mcb', bankName: 'MCB Bank' },
  ]);
});
afterEach(() => vi.useRealTimers());

describe('brand search', () => {
  it('shows the empty recent searches text below 2 characters', () => {
    renderWithProviders(<BrandSearchPanel member={false} />);
    expect(screen.getByRole('heading', { name: 'Recent Searches' })).toBeInTheDocument();
    expect(screen.getByText(BRAND_SEARCH_TEXTS.noRecent)).toBeInTheDocument();
  });

  it('suggests, as its placeholder, the brands the index offers at the most banks', async () => {
    renderWithProviders(<BrandSearchPanel member={false} />);
    await waitFor(() =>
      expect(input()).toHaveAttribute('placeholder', 'Search brands like Biryani Bay, Chai Chowk'),
    );
    expect(popular.fetchPopularBrandNames).toHaveBeenCalledWith({}, 2);
  });

  it('names no brand in its placeholder until the index answers, or when it cannot', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    popular.fetchPopularBrandNames.mockReturnValue(
      new Promise<string[]>((_resolve, reject) => (fail = reject)),
    );
    renderWithProviders(<BrandSearchPanel member={false} />);
    expect(input()).toHaveAttribute('placeholder', GENERIC_BRAND_PLACEHOLDER);
    await act(async () => {
      fail(new Error('offline'));
      await Promise.resolve();
    });
    expect(input()).toHaveAttribute('placeholder', GENERIC_BRAND_PLACEHOLDER);
  });

  it('searches after the debounce, lists brands with their bank count and opens the detail', async () => {
    brands.searchBrands.mockResolvedValue([ranked]);
    const { user } = renderWithProviders(<BrandSearchPanel member={false} />);
    await user.type(input(), 'kfc');
    expect(screen.getByText(BRAND_SEARCH_TEXTS.loading)).toBeInTheDocument();
    expect(brands.searchBrands).not.toHaveBeenCalled();
    await settle();
    expect(brands.searchBrands).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('button', { name: /KFC\s*Available in 2 bank\(s\)/ }));
    expect(screen.getByRole('heading', { name: 'KFC' })).toBeInTheDocument();
    expect(screen.getByText('Available deals across 2 bank(s)')).toBeInTheDocument();
    const hbl = screen.getByRole('button', { name: /^HBL/ });
    expect(hbl).toHaveTextContent('2 deals');
    expect(hbl).toHaveTextContent('30% off');
    expect(hbl).toHaveTextContent('Tap to see cards');
    expect(await screen.findByRole('button', { name: /^MCB Bank/ })).toHaveTextContent(
      'Special Offer',
    );
    await user.click(hbl);
    const cards = screen.getAllByRole('list', { name: 'Cards' });
    expect(within(cards[0]!).getByText('HBL Platinum')).toBeInTheDocument();
  });

  it('moves focus to the brand chosen with the keyboard, and back to the search field on Back', async () => {
    brands.searchBrands.mockResolvedValue([ranked]);
    const { user } = renderWithProviders(<BrandSearchPanel member={false} />);
    await user.type(input(), 'kfc');
    await settle();
    (await screen.findByRole('button', { name: /KFC\s*Available in 2 bank\(s\)/ })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'KFC' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^HBL/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('kfc');
  });

  it('names each bank of a brand by its Banks document, never by its stored id', async () => {
    brands.searchBrands.mockResolvedValue([ranked]);
    const { user } = renderWithProviders(<BrandSearchPanel member={false} />);
    await user.type(input(), 'kfc');
    await settle();
    await user.click(await screen.findByRole('button', { name: /KFC\s*Available in 2 bank\(s\)/ }));
    const names = () =>
      screen
        .getAllByRole('button', { expanded: false })
        .map((button) => button.firstChild?.textContent);
    await waitFor(() => expect(names()).toEqual(['HBL', 'MCB Bank']));
    // Only the banks on screen are read, one set per cache entry.
    expect(banks.fetchBankNames).toHaveBeenCalledTimes(1);
    expect(banks.fetchBankNames).toHaveBeenCalledWith({}, ['Hbl', 'Mcb']);
  });

  it('spells a bank id out while names are unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    banks.fetchBankNames.mockRejectedValue(new Error('offline'));
    brands.searchBrands.mockResolvedValue([ranked]);
    const { user } = renderWithProviders(<BrandSearchPanel member={false} />);
    await user.type(input(), 'kfc');
    await settle();
    await user.click(await screen.findByRole('button', { name: /KFC\s*Available in 2 bank\(s\)/ }));
    await waitFor(() => expect(banks.fetchBankNames).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /^HBL/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^MCB/ })).toBeInTheDocument();
    expect(screen.queryByText('Hbl')).not.toBeInTheDocument();
  });

  it('shows the empty and error texts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    brands.searchBrands.mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline'));
    const { user } = renderWithProviders(<BrandSearchPanel member={false} />);
    await user.type(input(), 'zz');
    await settle();
    expect(await screen.findByText(BRAND_SEARCH_TEXTS.empty)).toBeInTheDocument();
    await user.type(input(), 'z');
    await settle();
    expect(await screen.findByText(BRAND_SEARCH_TEXTS.error)).toBeInTheDocument();
  });

  it('remembers chosen brands as recent searches, newest first, and clears them all', async () => {
    brands.searchBrands.mockResolvedValue([ranked]);
    const { user } = renderWithProviders(<BrandSearchPanel member={false} />);
    await user.type(input(), 'kfc');
    await settle();
    await user.click(await screen.findByRole('button', { name: /KFC/ }));
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.clear(input());
    expect(screen.getByRole('button', { name: /KFC\s*kfc/ })).toBeInTheDocument();
    const stored = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.recentBrandSearches) ?? '[]',
    ) as { brandName: string }[];
    expect(stored.map((s) => s.brandName)).toEqual(['KFC']);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText(BRAND_SEARCH_TEXTS.noRecent)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.recentBrandSearches)).toBeNull();
  });

  it('starts from a prefilled term', async () => {
    brands.searchBrands.mockResolvedValue([ranked]);
    renderWithProviders(<BrandSearchPanel member={false} initialTerm="kfc" />);
    expect(input()).toHaveValue('kfc');
    await settle();
    expect(brands.searchBrands).toHaveBeenCalledWith({}, 'kfc');
  });
});
