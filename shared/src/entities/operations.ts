/**
 * The entities only functions and admin tools write: the admin audit log, contact messages, rate
 * limits and the card-alert index. None has a client rule (firestore.rules closes them).
 */
import { topLevel } from './collection-path.js';

/** `AdminAudit/{eventId}`: who changed which catalogue document and when; admins read it. */
export const adminAuditEntity = topLevel('AdminAudit', 'entryId');

/** `ContactMessages/{id}`: contact form submissions, written by the contact function only. */
export const contactMessageEntity = topLevel('ContactMessages', 'messageId', {
  closedToClients: true,
});

/** `RateLimits/{key}`: per-IP and per-user counters of the contact and analyze endpoints. */
export const rateLimitEntity = topLevel('RateLimits', 'key', { closedToClients: true });

/** `CardAlertIndex/{uid}`: a member's card-alert keys and city, kept from their Users document. */
export const cardAlertIndexEntity = topLevel('CardAlertIndex', 'uid', { closedToClients: true });
