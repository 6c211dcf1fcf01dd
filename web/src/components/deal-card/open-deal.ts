/**
 * Opening a deal from a card: members go to /deal/..., guests to /guest-deal/..., with
 * the navigation state the deal page reads. Shared by every grid (home, statistics). The deal the
 * grid holds seeds the deal page's cache entry, so the page shows it without waiting for a read.
 */
import type { Branch, Deal, Offer } from '@deals/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { seedDealDetail } from '@/lib/deals/deal-detail-api';
import { useApiDispatch } from '@/lib/rtk/api';

/** The navigation state a deal card passes to the deal page, plus where the visitor came from. */
export interface DealNavigationState {
  dealId: string;
  bankId: string;
  categoryId: string;
  cityId: string;
  discount: string;
  title: string;
  iconUrl: string;
  imageUrl: string;
  cardName: string;
  branches: readonly Branch[];
  offers: readonly Offer[];
  /** Average review sentiment; null without reviews. */
  rating: number | null;
  isFavorite: boolean;
  description: string;
  /** True when opened from the landing page, so its state can be restored on return. */
  fromLandingPage?: boolean;
}

export function dealNavigationState(
  deal: Deal,
  isFavorite: boolean,
  fromLandingPage = false,
): DealNavigationState {
  return {
    dealId: deal.dealId,
    bankId: deal.bankId,
    categoryId: deal.categoryId,
    cityId: deal.cityId,
    discount: deal.discount,
    title: deal.title,
    iconUrl: deal.iconUrl,
    imageUrl: deal.imageUrl,
    cardName: deal.cardName,
    branches: deal.branches,
    offers: deal.offers,
    rating: deal.rating,
    isFavorite,
    description: deal.description,
    ...(fromLandingPage ? { fromLandingPage } : {}),
  };
}

type DealIds = { bankId: string; dealId: string; cityId: string };

/** The address of a deal's page (members' or guests'), or null when an id is missing. */
export function dealPageHref(deal: DealIds, member: boolean): string | null {
  if (!deal.dealId || !deal.bankId || !deal.cityId) return null;
  const ids = { bankId: deal.bankId, dealId: deal.dealId, cityId: deal.cityId };
  return member ? paths.deal.getHref(ids) : paths.guestDeal.getHref(ids);
}

/** The URL a deal opens at, or null (logged) when an id is missing. */
export function dealHref(deal: DealIds, member: boolean): string | null {
  const href = dealPageHref(deal, member);
  if (!href) console.error('Missing navigation parameters: bankId, dealId, or cityId', deal);
  return href;
}

export interface OpenDealOptions {
  member: boolean;
  isFavorite?: boolean;
  fromLandingPage?: boolean;
}

/** Returns `open(deal, options)`; a deal missing an id logs and stays put. */
export function useOpenDeal() {
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  return useCallback(
    (deal: Deal, { member, isFavorite = false, fromLandingPage = false }: OpenDealOptions) => {
      const href = dealHref(deal, member);
      if (!href) return;
      dispatch(seedDealDetail(deal));
      void navigate(href, { state: dealNavigationState(deal, isFavorite, fromLandingPage) });
    },
    [dispatch, navigate],
  );
}
