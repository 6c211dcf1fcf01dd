/**
 * The review error texts. The browser does not call /analyze itself,
 * so the same texts describe the two places a review can fail: the write to Firestore, and the
 * trigger's call to the sentiment service (its reason is stored on the review).
 */
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { writeFailureSentence } from '@/lib/firebase/write-errors';
import { useMessage } from '@/lib/i18n/use-message';
import { deal as english } from '@/locales/en/deal';

const TEXTS = english.reviewErrors;
export const REVIEW_ERROR_PREFIX = TEXTS.prefixed.replace('{{reason}}', '');
export const REVIEW_TIMEOUT_TEXT = TEXTS.timeout;
export const REVIEW_NETWORK_TEXT = TEXTS.network;

/** Thrown when the review write is not acknowledged in time. */
export class ReviewTimeoutError extends Error {
  constructor() {
    super(REVIEW_TIMEOUT_TEXT);
    this.name = 'ReviewTimeoutError';
  }
}

/**
 * The reason part of a submit failure, in the review error words where one applies. A Firestore error code
 * (a write refused by the rules, a conflict) becomes a sentence a person can act on; its message
 * is internal (it names rule lines) and is never shown. A reason the scoring function stored on
 * the review (no code) is already written for people and is shown as is.
 */
export function reviewFailureReason(
  error: { message?: string; code?: string } | null | undefined,
): string {
  const message = error?.message ?? '';
  const code = error?.code ?? '';
  if (code === 'deadline-exceeded' || /timed out|time-out|timeout/i.test(message))
    return REVIEW_TIMEOUT_TEXT;
  if (code === 'unavailable' || /unreachable|network|failed to fetch|offline/i.test(message))
    return REVIEW_NETWORK_TEXT;
  if (code !== '') {
    return writeFailureSentence(code, 'review') ?? TEXTS.saveFailed;
  }
  const status = /status:? (\d{3})/i.exec(message);
  if (status?.[1]) return TEXTS.status.replace('{{status}}', status[1]);
  return message || TEXTS.unknown;
}

/** The full message shown for a failed submission or a failed score. */
export function reviewErrorMessage(
  error: { message?: string; code?: string } | null | undefined,
): string {
  return `${REVIEW_ERROR_PREFIX}${reviewFailureReason(error)}`;
}

/** The review texts of our own by their English, so a message built above can be translated. */
const OWN_REASONS = new Map<string, 'timeout' | 'network' | 'saveFailed' | 'unknown'>([
  [TEXTS.timeout, 'timeout'],
  [TEXTS.network, 'network'],
  [TEXTS.saveFailed, 'saveFailed'],
  [TEXTS.unknown, 'unknown'],
]);
const STATUS = new RegExp(`^${TEXTS.status.replace('{{status}}', '(\\d{3})')}$`);

/**
 * A review message (from reviewErrorMessage, validateReview or the profile check) in the
 * interface language: its prefix and our own reasons are translated, a sentence of the messages
 * namespace through useMessage; a reason the scoring service wrote is shown as it came.
 */
export function useReviewErrorText(): (text: string) => string {
  const { t } = useTranslation('deal');
  const message = useMessage();
  return useCallback(
    (text: string) => {
      const reasonOf = (reason: string) => {
        const own = OWN_REASONS.get(reason);
        if (own) return t(`reviewErrors.${own}`);
        if (reason === english.reviews.profileLoading) return t('reviews.profileLoading');
        const status = STATUS.exec(reason)?.[1];
        if (status) return t('reviewErrors.status', { status });
        return message(reason);
      };
      return text.startsWith(REVIEW_ERROR_PREFIX)
        ? t('reviewErrors.prefixed', { reason: reasonOf(text.slice(REVIEW_ERROR_PREFIX.length)) })
        : reasonOf(text);
    },
    [t, message],
  );
}
