/** Deals with their path ids, as the index builders (brands, places, previews) read them. */
import type { DealRef } from '../ids.js';

/** A stored deal `deal` at Banks/{bankId}/Cities/{cityId}/Deals/{dealId}. */
export const dealRef = (
  bankId: string,
  cityId: string,
  dealId: string,
  deal: unknown,
): DealRef => ({
  bankId,
  cityId,
  dealId,
  deal,
});

/** A stored Lahore deal. */
export const lahoreRef = (bankId: string, dealId: string, deal: unknown): DealRef =>
  dealRef(bankId, 'Lahore', dealId, deal);
