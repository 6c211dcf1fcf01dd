/**
 * The processes a bench started, read from Linux's /proc.
 */
import { readFileSync } from 'node:fs';

/** Every process below `pid` (children, their children, ...), from /proc. */
export function descendantsOf(pid: number): number[] {
  let children: number[];
  try {
    children = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter((x) => x !== '')
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((c) => [c, ...descendantsOf(c)]);
}
