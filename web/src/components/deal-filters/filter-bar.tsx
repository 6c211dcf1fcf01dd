import {
  ALL_CATEGORIES,
  CATEGORY_FILTER_OPTIONS,
  CITIES,
  DISCOUNT_THRESHOLDS,
  RATING_THRESHOLDS,
} from '@deals/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useFormat } from '@/lib/i18n/format';
import { useNames } from '@/lib/i18n/names';
import type { DealFilters } from './deal-filters';
import './filter-bar.css';
import { DisclosureButton } from '../disclosure-button';

type MenuName = 'discount' | 'ratings' | 'cities' | 'categories';

export interface FilterBarProps {
  filters: DealFilters;
  onChange: (next: DealFilters) => void;
  /** Members see the Favorites button; guests do not. */
  showFavourites?: boolean;
  favouritesActive?: boolean;
  onFavourites?: () => void;
}

interface Option<T> {
  label: string;
  value: T;
}

function Dropdown<T>({
  name,
  label,
  open,
  onToggle,
  options,
  selected,
  onSelect,
  active,
}: {
  name: MenuName;
  label: ReactNode;
  open: boolean;
  onToggle: (name: MenuName) => void;
  options: readonly Option<T>[];
  selected: T;
  onSelect: (value: T) => void;
  active: boolean;
}) {
  const menuId = useId();
  // Closing the menu from inside it (Escape, a choice) puts focus back on its button, which would
  // otherwise fall to the page's body with the options.
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="filter-bar__item">
      <DisclosureButton
        ref={button}
        className={`pill filter-bar__button${active ? ' filter-bar__button--active' : ''}`}
        expanded={open}
        onExpandedChange={() => onToggle(name)}
        controls={menuId}
      >
        {label}
        <span aria-hidden="true" className="filter-bar__caret">
          ▾
        </span>
      </DisclosureButton>
      {open ? (
        <div
          className="filter-bar__menu"
          id={menuId}
          role="group"
          aria-label={typeof label === 'string' ? label : name}
          onKeyDown={(event) => {
            if (event.key === 'Escape') button.current?.focus();
          }}
        >
          {options.map((option) => (
            <button
              key={option.label}
              type="button"
              className="filter-bar__option"
              aria-pressed={option.value === selected}
              onClick={() => {
                button.current?.focus();
                onSelect(option.value);
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The filter bar: Favorites (members), Discount, Ratings, Cities, Categories. One dropdown is
 * open at a time; a click outside or Escape closes it. Active filters show as removable chips and
 * each dropdown's Show all clears its filter.
 */
export function FilterBar({
  filters,
  onChange,
  showFavourites = false,
  favouritesActive = false,
  onFavourites,
}: FilterBarProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const names = useNames();
  const discountLabel = (value: number) => t('filters.discountAtLeast', { value: String(value) });
  // One decimal: "4.0+".
  const ratingLabel = (value: number) =>
    `${format.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}+`;
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (openMenu === null) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target))
        setOpenMenu(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenMenu(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu]);

  const toggle = (name: MenuName) => setOpenMenu((current) => (current === name ? null : name));
  const update = (patch: Partial<DealFilters>) => {
    setOpenMenu(null);
    onChange({ ...filters, ...patch });
  };

  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (filters.discount !== null) {
    chips.push({
      key: 'discount',
      label: discountLabel(filters.discount),
      clear: () => update({ discount: null }),
    });
  }
  if (filters.rating !== null) {
    chips.push({
      key: 'rating',
      label: t('filters.rating', { value: ratingLabel(filters.rating) }),
      clear: () => update({ rating: null }),
    });
  }
  if (filters.category !== ALL_CATEGORIES) {
    chips.push({
      key: 'category',
      label: names.category(filters.category),
      clear: () => update({ category: ALL_CATEGORIES }),
    });
  }

  return (
    <div className="filter-bar stack stack--tight" ref={root}>
      <div className="filter-bar__buttons" role="toolbar" aria-label={t('filters.toolbar')}>
        {showFavourites ? (
          <div className="filter-bar__item">
            <button
              type="button"
              className={`pill filter-bar__button${favouritesActive ? ' filter-bar__button--active' : ''}`}
              aria-pressed={favouritesActive}
              onClick={() => {
                setOpenMenu(null);
                onFavourites?.();
              }}
            >
              {t('filters.favourites')}
            </button>
          </div>
        ) : null}
        <Dropdown
          name="discount"
          label={t('filters.discount')}
          open={openMenu === 'discount'}
          onToggle={toggle}
          active={filters.discount !== null}
          options={[
            { label: t('filters.showAll'), value: null },
            ...DISCOUNT_THRESHOLDS.map((v) => ({ label: discountLabel(v), value: v })),
          ]}
          selected={filters.discount}
          onSelect={(discount: number | null) => update({ discount })}
        />
        <Dropdown
          name="ratings"
          label={t('filters.ratings')}
          open={openMenu === 'ratings'}
          onToggle={toggle}
          active={filters.rating !== null}
          options={[
            { label: t('filters.showAll'), value: null },
            ...RATING_THRESHOLDS.map((v) => ({ label: ratingLabel(v), value: v })),
          ]}
          selected={filters.rating}
          onSelect={(rating: number | null) => update({ rating })}
        />
        <Dropdown
          name="cities"
          label={t('filters.cities')}
          open={openMenu === 'cities'}
          onToggle={toggle}
          active={false}
          options={CITIES.map((city) => ({ label: names.city(city), value: city }))}
          selected={filters.city}
          onSelect={(city) => update({ city })}
        />
        <Dropdown
          name="categories"
          label={t('filters.categories')}
          open={openMenu === 'categories'}
          onToggle={toggle}
          active={filters.category !== ALL_CATEGORIES}
          options={CATEGORY_FILTER_OPTIONS.map((category) => ({
            label: category === ALL_CATEGORIES ? t('filters.showAll') : names.category(category),
            value: category,
          }))}
          selected={filters.category}
          onSelect={(category: DealFilters['category']) => update({ category })}
        />
      </div>
      <ul className="filter-bar__chips" aria-label={t('filters.active')}>
        <li className="filter-bar__chip filter-bar__chip--static">{names.city(filters.city)}</li>
        {favouritesActive ? (
          <li className="filter-bar__chip filter-bar__chip--static">{t('filters.favourites')}</li>
        ) : null}
        {chips.map((chip) => (
          <li key={chip.key} className="filter-bar__chip">
            <span>{chip.label}</span>
            <button
              type="button"
              className="filter-bar__chip-clear"
              aria-label={t('filters.clear', { label: chip.label })}
              onClick={chip.clear}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
