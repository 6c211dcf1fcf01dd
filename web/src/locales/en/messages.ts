import { MESSAGES } from '@deals/shared';

/**
 * Messages the validators in shared/ return and the screens show: the English is exactly the
 * validators' text, so a message can be looked up by what a validator said (lib/i18n).
 */
export const messages = {
  ...MESSAGES,
} as const;
