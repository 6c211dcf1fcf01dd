/**
 * The collection-name constants modules imported before the descriptors, kept while the last
 * users move to the descriptors. Each is the descriptor's collection id.
 */
import {
  dealLedgerEntity,
  favouriteLedgerEntity,
  placeBranchEntity,
  placeEntity,
  reviewLedgerEntity,
  tillAnswerEntity,
  tillLedgerEntity,
} from './catalogue.js';

/** @deprecated Use `placeEntity`. */
export const PLACES_COLLECTION = placeEntity.collectionId;
/** @deprecated Use `placeBranchEntity`. */
export const PLACE_BRANCHES_COLLECTION = placeBranchEntity.collectionId;
/** @deprecated Use `dealLedgerEntity`. */
export const DEAL_LEDGER = dealLedgerEntity.collectionId;
/** @deprecated Use `reviewLedgerEntity`. */
export const REVIEW_LEDGER = reviewLedgerEntity.collectionId;
/** @deprecated Use `favouriteLedgerEntity`. */
export const FAVOURITE_LEDGER = favouriteLedgerEntity.collectionId;
/** @deprecated Use `tillAnswerEntity`. */
export const TILL_ANSWERS = tillAnswerEntity.collectionId;
/** @deprecated Use `tillLedgerEntity`. */
export const TILL_LEDGER = tillLedgerEntity.collectionId;
