/** Following a configuration file (rules, indexes) that people edit while the stack runs. */
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

/**
 * Calls `onText` with a text file's new content when it changes. The directory is watched, not
 * the file, because editors often replace the file (rename over it); events are debounced; an
 * unchanged or empty text is skipped (a save may truncate before writing, and installing an empty
 * file would, for rules, deny everything). Returns a function that stops watching.
 */
export function watchTextFile(
  path: string,
  onText: (text: string) => void,
  debounceMs = 100,
): () => void {
  const full = resolve(path);
  const name = basename(full);
  let timer: NodeJS.Timeout | undefined;
  let last: string | undefined;
  try {
    last = readFileSync(full, 'utf8');
  } catch {
    last = undefined;
  }
  const fire = (): void => {
    timer = undefined;
    let text: string;
    try {
      text = readFileSync(full, 'utf8');
    } catch {
      return; // mid-replace or deleted: wait for the next event
    }
    if (text === last || text.trim() === '') return;
    last = text;
    onText(text);
  };
  const watcher: FSWatcher = watch(dirname(full), (_event, file) => {
    if (file !== null && file !== name) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, debounceMs);
  });
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}
