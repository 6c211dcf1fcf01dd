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

/** A data module fetched on first use together with Firestore (see lib/firebase). */
export type ModuleLoad<Module> = () => Promise<readonly [Module, { db: Firestore }]>;

/**
 * Calls into a data module fetched on first use together with Firestore (`load`, as
 * `() => Promise.all([import('./place-queries'), loadFirebase()])`): each function made runs its
 * work with the module, Firestore and its own arguments. For the plain functions a data module
 * exports beside its endpoints (an admin's import, the user document's writes).
 */
export const callsOf =
  <Module>(load: ModuleLoad<Module>) =>
  <Args extends unknown[], Result>(
    work: (module: Module, db: Firestore, ...args: Args) => Promise<Result>,
  ) =>
  async (...args: Args): Promise<Result> => {
    const [module, { db }] = await load();
    return work(module, db, ...args);
  };

/**
 * The `queryFn`s of a data module fetched on first use together with Firestore (see callsOf):
 * each runs its work with the module, Firestore and the query's argument, and answers as
 * queryResult does.
 */
export const queryFnsOf = <Module>(load: ModuleLoad<Module>): QueryFnsOf<Module> => {
  const call = callsOf(load);
  return (work, failure) => (arg) => queryResult(() => call(work)(arg), failure);
};
