/**
 * The members' entities: their Users document (profile, cards, favourites), what hangs under it
 * (notifications and the daily notification count), and the places they follow.
 */
import { parseNotification } from '../alerts.js';
import { parseUserDoc } from '../parsers.js';
import type { UserCard } from '../types.js';
import { storableUserName } from '../validation.js';
import { subcollection, topLevel } from './collection-path.js';

/** What a new Users document holds, as the rules accept it at creation. */
export interface NewUserDoc {
  readonly UID: string;
  readonly Email?: string;
  readonly Name?: string;
  readonly UserCards?: readonly UserCard[];
  readonly UserFavouriteDeals: readonly unknown[];
}

/**
 * What a new Users document starts with: the profile at sign-up or at a first card save (the
 * name made one the rules accept, the e-mail the account's, maybe the chosen cards); or, when a
 * first favourite comes before any profile, that favourite list alone.
 */
export type NewUserContents =
  | {
      readonly profile: { readonly email: string | null; readonly name: string | null };
      readonly cards?: readonly UserCard[];
    }
  | { readonly favourites: readonly unknown[] };

/** The Users document of a new member: the one constructor every writer uses. */
export function newUserDoc(uid: string, contents: NewUserContents): NewUserDoc {
  if ('favourites' in contents) return { UID: uid, UserFavouriteDeals: [...contents.favourites] };
  return {
    UID: uid,
    Email: contents.profile.email ?? '',
    Name: storableUserName(contents.profile.name),
    UserCards: (contents.cards ?? []).map((card) => ({ ...card })),
    UserFavouriteDeals: [],
  };
}

/** `Users/{uid}`: a member's profile, cards and favourites. Read through {@link parseUserDoc}. */
export const userEntity = topLevel('Users', 'uid', { parse: parseUserDoc, create: newUserDoc });

/** `Users/{uid}/Notifications/{notificationId}`: an in-app notification, created by functions only. */
export const notificationEntity = subcollection(userEntity, 'Notifications', 'notificationId', {
  parse: parseNotification,
});

/** `Users/{uid}/NotificationDays/{yyyy-mm-dd}`: how many notifications a member got that day (functions only). */
export const notificationDayEntity = subcollection(userEntity, 'NotificationDays', 'day', {
  closedToClients: true,
});

/** `PlaceFollows/{uid}_{placeId}`: a member following a place, so one follow per member and place. */
export const placeFollowEntity = topLevel('PlaceFollows', 'followId', {
  /** The follow's document id: its member's uid and the place id. */
  followId: (uid: string, placeId: string): string => `${uid}_${placeId}`,
});
