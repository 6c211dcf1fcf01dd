/**
 * Bookkeeping collections only functions read and write (clients are denied by the rules). Each
 * records what a trigger has already counted, so repeated or reordered events never count twice.
 */

/** `Banks/{b}/Cities/{c}/DealLedger/{dealId}`: a deal's content as counted in Analytics and Brands, and its trending inputs. */
export const DEAL_LEDGER = 'DealLedger';

/** `…/Deals/{d}/ReviewLedger/{reviewId}`: the score a review contributes to its deal; outlives the review. */
export const REVIEW_LEDGER = 'ReviewLedger';

/** `…/Deals/{d}/FavouritedBy/{uid}`: that this user's favourite is counted in the deal's favouriteCount. */
export const FAVOURITE_LEDGER = 'FavouritedBy';
