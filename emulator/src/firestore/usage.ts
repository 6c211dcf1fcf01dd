/** Billing-style usage per project: document reads, writes and deletes, as production bills them. */
import type { Usage } from './contract.js';

/** Counts reads, writes and deletes per project. */
export class UsageMeter {
  private readonly byProject = new Map<string, Usage>();

  /** A project's counts so far (a copy). */
  usage(projectId: string): Usage {
    const u = this.byProject.get(projectId);
    return u ? { ...u } : { reads: 0, writes: 0, deletes: 0 };
  }

  /** Resets the counts of one project, or of all. */
  reset(projectId?: string): void {
    if (projectId === undefined) this.byProject.clear();
    else this.byProject.delete(projectId);
  }

  /** Adds to a project's usage. */
  count(projectId: string, kind: keyof Usage, n: number): void {
    if (n <= 0) return;
    let u = this.byProject.get(projectId);
    if (!u) this.byProject.set(projectId, (u = { reads: 0, writes: 0, deletes: 0 }));
    u[kind] += n;
  }
}
