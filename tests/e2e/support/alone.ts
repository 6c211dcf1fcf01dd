/**
 * The tag of a journey that changes or measures the whole stack rather than its own data: it
 * deploys a new build, or counts every read the emulator serves. Playwright runs the journeys two
 * at a time, and these after all the others, by themselves (tests/playwright.config.ts).
 */
export const ALONE_TAG = '@alone';

/** Matches a test tagged {@link ALONE_TAG} (Playwright's grep sees a test's title and its tags). */
export const ALONE = new RegExp(`${ALONE_TAG}\\b`);
