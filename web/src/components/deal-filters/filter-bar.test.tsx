import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS, type DealFilters } from './deal-filters';
import { FilterBar } from './filter-bar';
import { common } from '@/locales/en/common';

function Harness({
  member = false,
  onChange = vi.fn(),
}: {
  member?: boolean;
  onChange?: (f: DealFilters) => void;
}) {
  const [filters, setFilters] = useState<DealFilters>(DEFAULT_FILTERS);
  const [favourites, setFavourites] = useState(false);
  return (
    <div>
      <p>Outside</p>
      <FilterBar
        filters={filters}
        onChange={(next) => {
          onChange(next);
          setFilters(next);
        }}
        showFavourites={member}
        favouritesActive={favourites}
        onFavourites={() => setFavourites(true)}
      />
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('FilterBar', () => {
  it('opens one dropdown at a time', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('Discount'));
    expect(screen.getByRole('group', { name: 'Discount' })).toBeInTheDocument();
    await user.click(button('Ratings'));
    expect(screen.queryByRole('group', { name: 'Discount' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ratings' })).toBeInTheDocument();
  });

  it('closes the open dropdown on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button(common.filters.cities));
    expect(screen.getByRole('group', { name: 'Cities' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('group', { name: 'Cities' })).not.toBeInTheDocument();
  });

  it('closes the open dropdown on Escape and says so with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('Categories'));
    expect(button('Categories')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button('Categories')).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the dropdown’s button when Escape closes it from an option', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('Discount'));
    await user.tab();
    expect(button('Show all')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Discount' })).not.toBeInTheDocument();
    expect(button('Discount')).toHaveFocus();
  });

  it('gives focus back to the dropdown’s button after an option is chosen with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(button('Discount'));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Discount' })).not.toBeInTheDocument();
    expect(button('Discount')).toHaveFocus();
  });

  // Each row: the buttons pressed in turn, the filters then reported, and the removable chips shown.
  it.each<[string, string[], Partial<DealFilters>, string[]]>([
    [
      'applies a discount threshold',
      ['Discount', '30% or more'],
      { discount: 30 },
      ['30% or more'],
    ],
    [
      'clears a filter with Show all',
      ['Ratings', '4.0+', 'Ratings', 'Show all'],
      { rating: null },
      [],
    ],
    [
      'clears a filter from its chip',
      ['Categories', 'Health', 'Clear filter Health'],
      { category: 'All Categories' },
      [],
    ],
    ['changes the city', [common.filters.cities, 'Karachi'], { city: 'Karachi' }, []],
  ])('%s', async (_case, presses, change, chips) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    for (const name of presses) await user.click(button(name));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, ...change });
    const clearButtons = screen.queryAllByRole('button', { name: /^Clear filter / });
    expect(clearButtons.map((b) => b.getAttribute('aria-label'))).toEqual(
      chips.map((label) => `Clear filter ${label}`),
    );
  });

  it('offers Favorites to members only', async () => {
    const { unmount } = render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Favorites' })).not.toBeInTheDocument();
    unmount();
    const user = userEvent.setup();
    render(<Harness member />);
    await user.click(button('Favorites'));
    expect(button('Favorites')).toHaveAttribute('aria-pressed', 'true');
  });
});
