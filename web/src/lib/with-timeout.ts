import { messages } from '@/locales/en/messages';

/**
 * Thrown when an operation neither succeeds nor fails within its time limit. Its message is an
 * English sentence of the messages namespace, so a screen can show it translated.
 */
export class TimeoutError extends Error {
  constructor(message: string = messages.loading.timedOut) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** Rejects with `makeError()` (a TimeoutError by default) if `promise` has not settled after `ms`. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  makeError: () => Error = () => new TimeoutError(),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(makeError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
