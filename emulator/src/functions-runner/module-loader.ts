/**
 * Loading the built functions module as it deploys, and loading it again when it is rebuilt:
 * each load imports a fresh copy (a query string makes Node treat it as a new module, while its
 * dependencies stay cached and shared) and swaps in the functions it exports. A failed reload
 * keeps the previous functions.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { discoverFunctions, type Discovery } from './discover.js';
import { describeError } from './log.js';

/** The loaded functions, replaced on every successful (re)load. */
export class ModuleLoader {
  discovery: Discovery = { triggers: [], http: [], scheduled: [], skipped: [] };
  private loadCount = 0;
  private reloading: Promise<void> = Promise.resolve();
  private watcher: FSWatcher | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly modulePath: string,
    /** How a load names the functions it found (their URLs need the runner's address). */
    private readonly describe: (d: Discovery) => string,
    private readonly log: (line: string) => void,
  ) {}

  /** Imports the module and swaps in its functions; rejects when the import fails. */
  async load(): Promise<void> {
    this.loadCount += 1;
    const started = performance.now();
    const mod = (await import(
      `${pathToFileURL(this.modulePath).href}?load=${this.loadCount}-${Date.now()}`
    )) as Record<string, unknown>;
    const next = discoverFunctions(mod);
    this.discovery = next;
    this.log(
      `[functions] loaded ${basename(this.modulePath)} in ${(performance.now() - started).toFixed(0)}ms: ${this.describe(next)}`,
    );
  }

  /** Loads again after earlier reloads; a failure is logged and the previous functions stay. */
  reload(): Promise<void> {
    this.reloading = this.reloading
      .then(() => this.load())
      .catch((err: unknown) => {
        this.log(
          `[functions] reload failed, keeping the previous functions: ${describeError(err)}`,
        );
      });
    return this.reloading;
  }

  /** Reloads shortly after the module file changes. */
  watch(): void {
    try {
      // Watch the directory: bundlers often replace the file, which ends a watch on the file itself.
      this.watcher = watch(dirname(this.modulePath), (_type, file) => {
        if (file !== null && file !== basename(this.modulePath)) return;
        if (this.reloadTimer) clearTimeout(this.reloadTimer);
        this.reloadTimer = setTimeout(() => {
          this.log('[functions] module changed, reloading');
          void this.reload();
        }, 150);
      });
    } catch (err) {
      this.log(`[functions] cannot watch ${this.modulePath}: ${describeError(err)}`);
    }
  }

  /** Stops watching. */
  close(): void {
    this.watcher?.close();
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
  }
}
