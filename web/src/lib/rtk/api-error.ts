import type { Firestore } from 'firebase/firestore';
import { messages } from '@/locales/en/messages';

/** The serialisable error every data-layer endpoint returns, whatever threw underneath. */
export interface ApiError {
  message: string;
  /** Firebase error code such as `permission-denied` or `auth/wrong-password`, when there is one. */
  code?: string;
  /** Seconds before trying again, when the server said (a Retry-After header). */
  retryAfterS?: number;
}

// An English sentence of the messages namespace, so a screen can show it translated.
const UNKNOWN = messages.loading.unknown;

/** Turns anything thrown (FirebaseError, Error, string, zod issue) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return {
      message: typeof message === 'string' && message !== '' ? message : UNKNOWN,
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  return { message: typeof error === 'string' && error !== '' ? error : UNKNOWN };
}

/**
 * A `queryFn`'s answer for some work: `{ data }`, or `{ error }` as an ApiError. With `failure`
 * the error is logged too (`Failed to load {failure}`); the screen shows a retryable error
 * rather than an empty result.
 */
export async function queryResult<T>(
  work: () => Promise<T>,
  failure?: string,
): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await work() };
  } catch (error) {
    if (failure !== undefined) console.error(`Failed to load ${failure}`, error);
    return { error: toApiError(error) };
  }
}

/** A `queryFn` for each piece of work given: what queryFnsOf makes for one data module. */
export type QueryFnsOf<Module> = <Arg, Result>(
  work: (module: Module, db: Firestore, arg: Arg) => Promise<Result>,
  failure?: string,
) => (arg: Arg) => Promise<{ data: Result } | { error: ApiError }>;

/**
 * The `queryFn`s of a data module fetched on first use together with Firestore (`load`, as
 * `() => Promise.all([import('./place-queries'), loadFirebase()])`; see lib/firebase): each runs
 * its work with the module, Firestore and the query's argument, and answers as queryResult does.
 */
export const queryFnsOf =
  <Module>(load: () => Promise<readonly [Module, { db: Firestore }]>): QueryFnsOf<Module> =>
  (work, failure) =>
  (arg) =>
    queryResult(async () => {
      const [module, { db }] = await load();
      return work(module, db, arg);
    }, failure);
