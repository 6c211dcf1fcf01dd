/**
 * A part of the app's code that could not be fetched (offline before the service worker had it,
 * or a deploy that removed the old build's files). Browsers keep such a failed import for the rest
 * of the page's life, so reading again cannot help; loading the page again does.
 */

/** True when `error` says a script chunk, or a stylesheet loaded with it, could not be fetched. */
export function isCodeFetchError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null
        ? (error as { message?: unknown }).message
        : undefined;
  return (
    typeof message === 'string' &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|Unable to preload CSS/i.test(
      message,
    )
  );
}

/** Loads the page again: the way back from code that could not be fetched. */
export function reloadPage(): void {
  window.location.reload();
}
