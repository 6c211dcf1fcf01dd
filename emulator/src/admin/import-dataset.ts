/**
 * Loading a dataset into Firestore with firebase-admin: banks with their cards map, cities, deals
 * with their derived fields, reviews from legacy `comments` arrays (already scored), Analytics per
 * bank and city, the Brands index and Places (one per brand per city). Each record is validated on its own; rejected ones are
 * reported and the rest still load.
 */
import {
  addToRatingSum,
  buildBrandIndex,
  commentScore,
  computeAnalytics,
  analyticsEntity,
  bankEntity,
  brandEntity,
  cityEntity,
  dealEntity,
  dealLedgerEntity,
  reviewEntity,
  reviewLedgerEntity,
  reviewAggregate,
  deriveDealFields,
  pakistanDate,
  placesFromDeals,
  placeBranchesOf,
  placeBranchEntity,
  placeEntity,
  DEMO_PROJECT_ID,
  validateDataset,
  type DatasetDeal,
  type Rejection,
} from '@deals/shared';
import { generateDemoDataset } from '@deals/shared/demo';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { commitGroups, type Write } from './batches.js';
import { dealLedger, trendingScoreOf } from './ledgers.js';

/** Options of {@link importDataset}. */
export interface ImportOptions {
  /** Called once per rejected record with where it was (deals[3], line 12) and why. */
  onReject?(where: string, reason: string): void;
  /** Clock for updatedAt and trending (tests pin it). */
  now?: number;
  /** Banks already stored, whose deals need no bank record in the file (a CSV of deals). */
  knownBankIds?: readonly string[];
}

/** What an import wrote. */
export interface ImportReport {
  readonly banks: number;
  readonly cards: number;
  /** Bank-city pairs (Cities documents). */
  readonly cities: number;
  readonly deals: number;
  readonly dealsByCity: Readonly<Record<string, number>>;
  readonly reviews: number;
  readonly analytics: number;
  readonly brands: number;
  /** Places documents written (one per brand per city). */
  readonly places: number;
  /** PlaceBranches documents written (one per distinct branch of a place). */
  readonly placeBranches: number;
  readonly rejected: readonly Rejection[];
  readonly writes: number;
  readonly ms: number;
}

type Data = Record<string, unknown>;

/** A review created from one legacy comment. */
interface ImportedReview {
  id: string;
  data: Data;
  score: number;
}

/**
 * The review id (and userId) of a legacy comment's author. Legacy comments carry a display name
 * only, so the name stands in for the uid: one review per member per deal, as the rules enforce
 * for real members (whose review id is their uid).
 */
export function importedAuthorId(userName: string): string {
  const slug = userName
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `imported-${slug || 'user'}`;
}

function reviewsFromComments(comments: unknown, now: number): ImportedReview[] {
  if (!Array.isArray(comments)) return [];
  const byAuthor = new Map<string, ImportedReview>();
  for (const c of comments as unknown[]) {
    if (typeof c !== 'object' || c === null) continue;
    const { comment, userName, sentimentScore, date } = c as Data;
    if (typeof comment !== 'string' || comment.trim() === '') continue;
    // A comment without a usable sentiment score counts as full marks.
    const score = commentScore(sentimentScore);
    const at =
      typeof date === 'string' || typeof date === 'number' ? new Date(date).getTime() : NaN;
    const createdAt = Number.isFinite(at) ? at : now;
    const name = typeof userName === 'string' && userName.trim() !== '' ? userName.trim() : 'User';
    const id = importedAuthorId(name);
    const kept = byAuthor.get(id);
    // One review per author per deal: the newest comment wins (the later one on a tie).
    if (kept !== undefined && (kept.data['createdAt'] as Timestamp).toMillis() > createdAt)
      continue;
    byAuthor.set(id, {
      id,
      score,
      data: {
        userId: id,
        userName: name,
        comment,
        createdAt: Timestamp.fromMillis(createdAt),
        status: 'scored',
        sentimentScore: score,
        imported: true,
      },
    });
  }
  return [...byAuthor.values()];
}

/** The stored deal: raw fields (minus comments, now Reviews), derived fields, review aggregate, trending. */
function storedDeal(d: DatasetDeal, reviews: readonly ImportedReview[], now: number): Data {
  const { comments: _comments, ...raw } = d.data as Data;
  let ratingSum = 0;
  for (const r of reviews) ratingSum = addToRatingSum(ratingSum, r.score);
  const stored: Data = {
    ...raw,
    ...deriveDealFields(raw, { bankId: d.bankId, cityId: d.cityId, today: pakistanDate(now) }),
    ...reviewAggregate(reviews.length, ratingSum),
    updatedAt: now,
  };
  stored['trendingScore'] = trendingScoreOf(stored, now);
  return stored;
}

/**
 * Validates and writes a dataset (see shared's `Dataset`; JSON import files and
 * `generateDemoDataset()` both fit). Idempotent: importing again overwrites the same documents.
 */
export async function importDataset(
  db: Firestore,
  dataset: unknown,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  const now = opts.now ?? started;
  const valid = validateDataset(dataset, { knownBankIds: opts.knownBankIds ?? [] });
  for (const r of valid.rejected) opts.onReject?.(r.where, r.reason);

  const setW = (path: string, data: Data): Write => ({ kind: 'set', ref: db.doc(path), data });
  const groups: Write[][] = [];

  for (const b of valid.banks) {
    const cards: Data = {};
    for (const c of b.cards) {
      cards[c.id] = Object.fromEntries(
        Object.entries(c).filter(([k, v]) => k !== 'id' && (v as unknown) !== undefined),
      );
    }
    groups.push([
      setW(bankEntity.docPath({ bankId: b.id }), {
        bankName: b.bankName,
        bankImage: b.bankImage,
        cardImage: b.cardImage,
        ratings: b.ratings ?? 4.0,
        cards,
      }),
    ]);
  }

  const pairs = new Map<string, { bankId: string; cityId: string; deals: Data[] }>();
  const refs: { bankId: string; cityId: string; dealId: string; deal: Data }[] = [];
  const dealsByCity: Record<string, number> = {};
  let reviewTotal = 0;
  for (const d of valid.deals) {
    const reviews = reviewsFromComments((d.data as Data)['comments'], now);
    const stored = storedDeal(d, reviews, now);
    const dealPath = dealEntity.docPath(d);
    const group: Write[] = [
      setW(dealPath, stored),
      setW(dealLedgerEntity.docPath(d), dealLedger(stored, d)),
    ];
    for (const r of reviews) {
      group.push(setW(reviewEntity.docPath({ ...d, reviewId: r.id }), r.data));
      group.push(
        setW(reviewLedgerEntity.docPath({ ...d, reviewId: r.id }), {
          score: r.score,
          comment: r.data['comment'],
          userId: r.data['userId'],
          countedAt: FieldValue.serverTimestamp(),
        }),
      );
    }
    groups.push(group);
    reviewTotal += reviews.length;
    dealsByCity[d.cityId] = (dealsByCity[d.cityId] ?? 0) + 1;
    const key = `${d.bankId}/${d.cityId}`;
    const pair = pairs.get(key) ?? { bankId: d.bankId, cityId: d.cityId, deals: [] };
    pair.deals.push(stored);
    pairs.set(key, pair);
    refs.push({ bankId: d.bankId, cityId: d.cityId, dealId: d.dealId, deal: stored });
  }

  // Cities first in the batch order (with banks), aggregates last: readers never see a city without its bank.
  const cityGroups = [...pairs.values()].map((p) => [
    setW(cityEntity.docPath(p), { name: p.cityId }),
  ]);
  const analyticsGroups = [...pairs.values()].map((p) => [
    setW(analyticsEntity.docPath(p), { ...computeAnalytics(p.deals) }),
  ]);
  const brandIndex = buildBrandIndex(refs);
  const brandGroups = [...brandIndex.values()].map((e) => [
    setW(brandEntity.docPath({ brandKey: e.key }), { ...e }),
  ]);
  const places = placesFromDeals(refs);
  const placeGroups = [...places.entries()].map(([id, p]) => [
    setW(placeEntity.docPath({ placeId: id }), { ...p }),
  ]);
  const branchGroups = [...placeBranchesOf(places).entries()].map(([id, b]) => [
    setW(placeBranchEntity.docPath({ branchId: id }), { ...b }),
  ]);

  let writes = await commitGroups(db, [...groups.slice(0, valid.banks.length), ...cityGroups]);
  writes += await commitGroups(db, groups.slice(valid.banks.length));
  writes += await commitGroups(db, [
    ...analyticsGroups,
    ...brandGroups,
    ...placeGroups,
    ...branchGroups,
  ]);

  return {
    banks: valid.banks.length,
    cards: valid.banks.reduce((n, b) => n + b.cards.length, 0),
    cities: pairs.size,
    deals: valid.deals.length,
    dealsByCity,
    reviews: reviewTotal,
    analytics: analyticsGroups.length,
    brands: brandGroups.length,
    places: placeGroups.length,
    placeBranches: branchGroups.length,
    rejected: valid.rejected,
    writes,
    ms: Date.now() - started,
  };
}

/** Imports the generated demo dataset (fixed seed). */
export async function importDemoData(
  db: Firestore,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  return importDataset(db, generateDemoDataset(), opts);
}

/**
 * Loads the demo data unless the database already holds banks (local data kept across restarts
 * must not be overwritten). Returns null when it skipped.
 */
export async function ensureDemoData(
  db: Firestore,
  opts: ImportOptions = {},
): Promise<ImportReport | null> {
  const existing = await db.collection(bankEntity.path()).limit(1).get();
  if (!existing.empty) return null;
  return importDemoData(db, opts);
}

/** One-line summary: banks, cards, deals per city, reviews, rejected. */
export function formatImportReport(r: ImportReport): string {
  const cities = Object.entries(r.dealsByCity)
    .map(([c, n]) => `${c} ${n}`)
    .join(', ');
  return (
    `imported ${r.banks} banks, ${r.cards} cards, ${r.deals} deals (${cities}), ${r.reviews} reviews, ` +
    `${r.analytics} analytics, ${r.brands} brands, ${r.places} places, ${r.placeBranches} place branches; rejected ${r.rejected.length}; ${r.writes} writes in ${r.ms} ms`
  );
}

/** The project id the admin tools default to. */
export const DEFAULT_PROJECT_ID = DEMO_PROJECT_ID;
