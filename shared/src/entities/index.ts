/**
 * One descriptor per Firestore entity: its collection id, path builders (`path`, `docPath`), the
 * functions trigger pattern, its parser and, where documents are created by code, its
 * constructor. Only this folder spells a collection name (eslint.config.js refuses them
 * elsewhere); entities.test.ts checks firestore.rules against {@link ENTITIES}.
 */
import type { CollectionPath } from './collection-path.js';
import {
  analyticsEntity,
  bankEntity,
  brandEntity,
  cityEntity,
  dealEntity,
  dealLedgerEntity,
  favouriteLedgerEntity,
  placeBranchEntity,
  placeEntity,
  reviewEntity,
  reviewLedgerEntity,
  tillAnswerEntity,
  tillLedgerEntity,
} from './catalogue.js';
import {
  adminAuditEntity,
  cardAlertIndexEntity,
  contactMessageEntity,
  rateLimitEntity,
} from './operations.js';
import {
  notificationDayEntity,
  notificationEntity,
  placeFollowEntity,
  userEntity,
} from './people.js';

export * from './collection-path.js';
export * from './catalogue.js';
export * from './people.js';
export * from './operations.js';

/**
 * A descriptor as checks over all of them see it. `closedToClients` marks the entities only
 * functions and admin tools (the Admin SDK) touch: firestore.rules has no rule for them, so every
 * client is refused.
 */
export type AnyEntity = CollectionPath<string, string> & { readonly closedToClients?: true };

/** Every entity, for checks that must cover them all (firestore.rules has a rule for each open one). */
export function allEntities(): readonly AnyEntity[] {
  return [
    bankEntity,
    analyticsEntity,
    cityEntity,
    dealEntity,
    reviewEntity,
    tillAnswerEntity,
    tillLedgerEntity,
    dealLedgerEntity,
    reviewLedgerEntity,
    favouriteLedgerEntity,
    brandEntity,
    placeEntity,
    placeBranchEntity,
    userEntity,
    notificationEntity,
    notificationDayEntity,
    placeFollowEntity,
    adminAuditEntity,
    contactMessageEntity,
    rateLimitEntity,
    cardAlertIndexEntity,
  ];
}
