import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allEntities,
  dealEntity,
  newUserDoc,
  notificationEntity,
  placeFollowEntity,
  reviewEntity,
  userEntity,
} from './index.js';

describe('entity paths', () => {
  it('builds a deal document path from its ids, under its bank and city', () => {
    const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1' };
    expect(dealEntity.docPath(ids)).toBe(`${dealEntity.path(ids)}/d1`);
    expect(dealEntity.docPath(ids).split('/')).toHaveLength(6);
    expect(
      dealEntity
        .docPath(ids)
        .split('/')
        .filter((_, i) => i % 2 === 1),
    ).toEqual(['Hbl', 'Lahore', 'd1']);
  });

  it('gives a trigger pattern whose wildcards are the path id names', () => {
    const ids = {
      bankId: '{bankId}',
      cityId: '{cityId}',
      dealId: '{dealId}',
      reviewId: '{reviewId}',
    };
    expect(reviewEntity.trigger).toBe(reviewEntity.docPath(ids));
    expect(userEntity.trigger).toBe(`${userEntity.collectionId}/{uid}`);
  });

  it('names a subcollection by its own id, and a top-level collection by its path', () => {
    expect(notificationEntity.path({ uid: 'u1' })).toBe(
      `${userEntity.docPath({ uid: 'u1' })}/${notificationEntity.collectionId}`,
    );
    expect(userEntity.path()).toBe(userEntity.collectionId);
    expect(placeFollowEntity.followId('u1', 'Lahore_kfc')).toBe('u1_Lahore_kfc');
  });

  it('reads the ids back from a document path of its own collection only', () => {
    const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1' };
    expect(dealEntity.idsOf(dealEntity.docPath(ids))).toEqual(ids);
    expect(dealEntity.idsOf(reviewEntity.docPath({ ...ids, reviewId: 'r1' }))).toBeNull();
    expect(
      dealEntity.idsOf(`Other/Hbl/${dealEntity.path(ids).split('/').slice(2).join('/')}/d1`),
    ).toBeNull();
    expect(dealEntity.idsOf(dealEntity.docPath({ ...ids, dealId: '' }))).toBeNull();
  });

  it('has one descriptor per collection path', () => {
    const triggers = allEntities().map((entity) => entity.trigger);
    expect(new Set(triggers).size).toBe(triggers.length);
  });
});

describe('a new Users document', () => {
  it('holds the profile, a name the rules accept, the cards chosen and no favourites', () => {
    const card = { bank: 'HBL', cardName: 'Gold', cardImage: '/card.png' };
    expect(
      newUserDoc('u1', { profile: { email: 'a@b.pk', name: '  Ayesha ' }, cards: [card] }),
    ).toEqual({
      UID: 'u1',
      Email: 'a@b.pk',
      Name: 'Ayesha',
      UserCards: [card],
      UserFavouriteDeals: [],
    });
    expect(newUserDoc('u1', { profile: { email: null, name: null } })).toEqual({
      UID: 'u1',
      Email: '',
      Name: 'User',
      UserCards: [],
      UserFavouriteDeals: [],
    });
  });

  it('holds only the uid and the list when a first favourite comes before any profile', () => {
    expect(newUserDoc('u1', { favourites: [{ dealId: 'x' }] })).toEqual({
      UID: 'u1',
      UserFavouriteDeals: [{ dealId: 'x' }],
    });
  });
});

/**
 * The collection skeleton of each `match` block in firestore.rules (segments that are wildcards become `*`), read by
 * nesting: a `{prefix=**}` match is a collection-group rule and keeps only its collection id.
 */
function ruleMatches(rules: string): { skeleton: string; group: boolean }[] {
  const out: { skeleton: string; group: boolean }[] = [];
  const stack: (string[] | null)[] = [];
  const code = rules.replace(/\/\/[^\n]*/g, '');
  const token = /match\s+(\/\S+)\s*\{|\{|\}/g;
  for (const m of code.matchAll(token)) {
    if (m[1] === undefined) {
      if (m[0] === '{') stack.push(null);
      else stack.pop();
      continue;
    }
    const segments = m[1].split('/').filter(Boolean);
    const parent = stack.filter((s): s is string[] => s !== null).flat();
    const inDocuments = segments[0] === 'databases';
    const own = inDocuments ? [] : segments;
    stack.push(own);
    if (inDocuments) continue;
    const group = own[0]?.startsWith('{') === true && own[0].includes('=**');
    const path = group ? own.slice(1) : [...parent, ...own];
    out.push({
      skeleton: path.map((s) => (s.startsWith('{') ? '*' : s)).join('/'),
      group,
    });
  }
  return out;
}

const skeletonOf = (trigger: string): string =>
  trigger
    .split('/')
    .map((s) => (s.startsWith('{') ? '*' : s))
    .join('/');

describe('firestore.rules and the descriptors', () => {
  // The rules language cannot import this package: this is what keeps the two from drifting.
  const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
  const matches = ruleMatches(rules);
  const paths = new Set(matches.filter((m) => !m.group).map((m) => m.skeleton));

  it('reads the rules’ nested matches', () => {
    expect(paths.has(skeletonOf(dealEntity.trigger))).toBe(true);
    expect(matches.some((m) => m.group && m.skeleton === `${dealEntity.collectionId}/*`)).toBe(
      true,
    );
  });

  it('has a rule for every entity clients may touch, and none for one closed to them', () => {
    for (const entity of allEntities())
      expect(
        { collection: entity.trigger, matched: paths.has(skeletonOf(entity.trigger)) },
        'closedToClients says whether firestore.rules may have a rule for it',
      ).toEqual({ collection: entity.trigger, matched: entity.closedToClients !== true });
  });

  it('matches only paths of known entities', () => {
    const known = new Set(allEntities().map((entity) => skeletonOf(entity.trigger)));
    const ids = new Set(allEntities().map((entity) => entity.collectionId));
    for (const match of matches)
      if (match.group) expect(ids).toContain(match.skeleton.split('/')[0]);
      else expect(known).toContain(match.skeleton);
  });
});

describe('firestore.indexes.json and the descriptors', () => {
  it('indexes only collections of known entities', () => {
    const file = JSON.parse(
      readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as {
      indexes?: { collectionGroup: string }[];
      fieldOverrides?: { collectionGroup: string }[];
    };
    const groups = [...(file.indexes ?? []), ...(file.fieldOverrides ?? [])].map(
      (entry) => entry.collectionGroup,
    );
    expect(groups.length).toBeGreaterThan(0);
    const ids = new Set(allEntities().map((entity) => entity.collectionId));
    for (const group of groups) expect(ids).toContain(group);
  });
});
