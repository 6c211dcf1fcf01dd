/**
 * `rescore-failed`: puts failed reviews back to pending so the scoring trigger tries them again.
 * `rescore-all`: puts every scored or failed review back to pending, so the trigger scores it
 * afresh with the current model.
 * `dedupe-reviews`: one review per member per deal for data stored before that rule.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { REVIEW_FAILURE_FIELDS, reviewEntity } from '@deals/shared';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { commitGroups, type Write } from './batches.js';
import { importedAuthorId } from './import-dataset.js';

/** Sets every failed review to pending; returns how many. */
export async function rescoreFailed(db: Firestore): Promise<number> {
  const failed = await db
    .collectionGroup(reviewEntity.collectionId)
    .where('status', '==', 'failed')
    .get();
  const groups: Write[][] = failed.docs.map((d) => [
    {
      kind: 'update',
      ref: d.ref,
      data: {
        status: 'pending',
        ...Object.fromEntries(REVIEW_FAILURE_FIELDS.map((field) => [field, FieldValue.delete()])),
      },
    },
  ]);
  await commitGroups(db, groups);
  return groups.length;
}

/** What `rescore-all` did. */
export interface RescoreAllReport {
  /** Reviews read. */
  readonly reviews: number;
  /** Reviews sent back to pending (scored or failed ones). */
  readonly queued: number;
  /** Pages read. */
  readonly pages: number;
}

/** Reviews read and written per page of `rescore-all`: a few hundred keeps each batch small. */
export const RESCORE_PAGE_SIZE = 300;

/**
 * `rescore-all`: after the scorer's model changes, every stored review is scored again. Reviews
 * are read in pages (ordered by path, so a page never repeats or skips one) and each scored or
 * failed review is set back to pending; the scoring trigger then scores it with the current
 * model and moves the deal's rating by the difference from what its ledger counted, in the same
 * transaction as any other review. Running it again scores the same reviews again and, as the
 * model answers the same, leaves every rating as it is. Pending reviews are already on their way.
 */
export async function rescoreAll(
  db: Firestore,
  pageSize = RESCORE_PAGE_SIZE,
): Promise<RescoreAllReport> {
  let reviews = 0;
  let queued = 0;
  let pages = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collectionGroup(reviewEntity.collectionId)
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) break;
    pages += 1;
    reviews += page.size;
    const groups: Write[][] = page.docs
      .filter((d) => d.get('status') === 'scored' || d.get('status') === 'failed')
      .map((d) => [
        {
          kind: 'update',
          ref: d.ref,
          data: {
            status: 'pending',
            ...Object.fromEntries(
              REVIEW_FAILURE_FIELDS.map((field) => [field, FieldValue.delete()]),
            ),
          },
        },
      ]);
    await commitGroups(db, groups);
    queued += groups.length;
    after = page.docs[page.docs.length - 1];
    if (page.size < pageSize) break;
  }
  return { reviews, queued, pages };
}

/** What `dedupe-reviews` changed. */
export interface DedupeReport {
  /** Reviews read. */
  readonly reviews: number;
  /** Reviews moved to their author's id (the author's newest, when they had several). */
  readonly moved: number;
  /** Extra reviews deleted (an author's older ones on the same deal). */
  readonly deleted: number;
}

type Snap = QueryDocumentSnapshot;

const millis = (v: unknown): number =>
  v instanceof Timestamp ? v.toMillis() : typeof v === 'number' ? v : 0;

/**
 * `dedupe-reviews`: brings reviews stored before the one-review-per-member rule under it. On each
 * deal, an author's reviews (same userId; legacy imports, all stored with userId 'imported', by
 * their author name) become one, stored under the id the rules expect (the uid, or
 * `imported-<author>`): the newest is kept, the others deleted. The scoring trigger reacts to
 * these writes as to any other: a deleted review's score leaves the average, the kept one is
 * counted once. Running it again changes nothing.
 */
export async function dedupeReviews(db: Firestore): Promise<DedupeReport> {
  const all = await db.collectionGroup(reviewEntity.collectionId).get();
  const groups = new Map<string, Snap[]>();
  for (const d of all.docs) {
    const deal = d.ref.parent.parent?.path;
    const userId: unknown = d.get('userId');
    if (deal === undefined || typeof userId !== 'string' || userId === '') continue;
    const author =
      userId === 'imported' ? importedAuthorId(String(d.get('userName') ?? '')) : userId;
    const key = `${deal}\u0000${author}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  let moved = 0;
  let deleted = 0;
  const writes: Write[][] = [];
  for (const [key, reviews] of groups) {
    const author = key.slice(key.indexOf('\u0000') + 1);
    const newest = [...reviews].sort(
      (a, b) =>
        millis(b.get('updatedAt') ?? b.get('createdAt')) -
          millis(a.get('updatedAt') ?? a.get('createdAt')) || b.id.localeCompare(a.id),
    )[0];
    if (newest === undefined) continue;
    const target = newest.ref.parent.doc(author);
    const group: Write[] = [];
    if (newest.id !== author) {
      group.push({ kind: 'set', ref: target, data: { ...newest.data(), userId: author } });
      moved += 1;
    }
    for (const r of reviews) {
      if (r.id === author) continue;
      group.push({ kind: 'delete', ref: r.ref });
      if (r.id !== newest.id) deleted += 1;
    }
    if (group.length > 0) writes.push(group);
  }
  await commitGroups(db, writes);
  return { reviews: all.size, moved, deleted };
}
