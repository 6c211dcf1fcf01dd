/**
 * The catalogue's entities: banks, their cities and deals, what hangs under a deal (reviews, till
 * answers, the triggers' ledgers), the per-bank Analytics, and the indexes functions derive from
 * deals (Brands, Places, PlaceBranches).
 */
import { parseAnalytics } from '../analytics.js';
import { normalizeDeal } from '../normalize.js';
import { parseBank, parseReview } from '../parsers.js';
import { normalizePlace } from '../places.js';
import { branchHitOf } from '../place-branches.js';
import { validateTillAnswer } from '../till-checks.js';
import { subcollection, topLevel } from './collection-path.js';

/** `Banks/{bankId}`: a bank, its cards and logo. Read through {@link parseBank}. */
export const bankEntity = topLevel('Banks', 'bankId', { parse: parseBank });

/** `Banks/{bankId}/Analytics/{cityId}`: a bank's deal counts in one city, kept by functions. */
export const analyticsEntity = subcollection(bankEntity, 'Analytics', 'cityId', {
  parse: parseAnalytics,
});

/** `Banks/{bankId}/Cities/{cityId}`: a city a bank has deals in (`{ name }`). */
export const cityEntity = subcollection(bankEntity, 'Cities', 'cityId');

/**
 * `Banks/{bankId}/Cities/{cityId}/Deals/{dealId}`: a deal, as admins write it plus the fields
 * functions derive. Cross-bank lists are collection-group queries on its `collectionId`.
 */
export const dealEntity = subcollection(cityEntity, 'Deals', 'dealId', { parse: normalizeDeal });

/** `…/Deals/{dealId}/Reviews/{reviewId}`: a member's review (id: the author's uid), scored by a trigger. */
export const reviewEntity = subcollection(dealEntity, 'Reviews', 'reviewId', {
  parse: parseReview,
});

/** `…/Deals/{dealId}/TillAnswers/{uid}_{yyyy-mm-dd}`: "did it work at the till?"; only the author may read one. */
export const tillAnswerEntity = subcollection(dealEntity, 'TillAnswers', 'answerId', {
  parse: validateTillAnswer,
});

/** `…/Deals/{dealId}/TillLedger/{answerId}`: what an answer counts in the deal's aggregate (functions only). */
export const tillLedgerEntity = subcollection(dealEntity, 'TillLedger', 'answerId');

/**
 * `Banks/{b}/Cities/{c}/DealLedger/{dealId}`: what a deal's triggers counted of it (ledgers.ts),
 * its trending inputs and its place summary.
 */
export const dealLedgerEntity = subcollection(cityEntity, 'DealLedger', 'dealId', {
  closedToClients: true,
});

/** `…/Deals/{d}/ReviewLedger/{reviewId}`: the score a review contributes to its deal; outlives the review. */
export const reviewLedgerEntity = subcollection(dealEntity, 'ReviewLedger', 'reviewId', {
  closedToClients: true,
});

/** `…/Deals/{d}/FavouritedBy/{uid}`: that this user's favourite is counted in the deal's favouriteCount. */
export const favouriteLedgerEntity = subcollection(dealEntity, 'FavouritedBy', 'uid', {
  closedToClients: true,
});

/** `Brands/{brandKey}`: the brand search index (name, tokens, per-bank deal summaries), kept by functions. */
export const brandEntity = topLevel('Brands', 'brandKey');

/**
 * `Places/{placeId}`: a brand in one city with every bank's current deals there (places.ts), id
 * `placeDocId(cityId, placeKey)`, kept by the deal fan-out. Read through {@link normalizePlace}.
 */
export const placeEntity = topLevel('Places', 'placeId', { parse: normalizePlace });

/** `PlaceBranches/{branchId}`: the "near me" geo index, one document per branch of an active place. */
export const placeBranchEntity = topLevel('PlaceBranches', 'branchId', { parse: branchHitOf });
