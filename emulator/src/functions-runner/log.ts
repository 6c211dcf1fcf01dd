/** How the runner names a function's error in its log: the stack's first lines on one line. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack?.split('\n').slice(0, 12).join(' | ') ?? err.message;
  return String(err);
}
