/**
 * Runs `work` on every item, at most `limit` at a time, in the items' order of starting; resolves
 * when all are done. For a batch of reads or writes that should neither go one by one nor all at
 * once (an admin's import). A failure rejects the whole: catch inside `work` to go on.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
