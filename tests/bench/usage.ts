/** Reads and resets the Firestore emulator's per-project usage counter (billing-style reads). */
export interface Usage {
  readonly reads: number;
  readonly writes: number;
  readonly deletes: number;
}

/** Current counters of one project. */
export async function readUsage(firestoreUrl: string, projectId: string): Promise<Usage> {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:usage`);
  if (!response.ok) throw new Error(`usage counter answered ${response.status}`);
  return (await response.json()) as Usage;
}

/** Sets one project's counters back to zero. */
export async function resetUsage(firestoreUrl: string, projectId: string): Promise<void> {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:usage:reset`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`usage reset answered ${response.status}`);
}
