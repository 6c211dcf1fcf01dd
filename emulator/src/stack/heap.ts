/**
 * How the processes that hold the database in memory collect garbage. V8's default lets the heap
 * grow to two to four times the live data between full collections; an emulator holding 100,000
 * deals then sits at well over a gigabyte, most of it garbage from the writes that loaded them.
 * Growing by at most HEAP_GROWING_PERCENT over the live data keeps the resident size near what
 * the data needs, for a few more (incremental) collections.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 10;

let applied = false;

/** Applies the heap growing limit to this process (once; call before loading data). */
export function limitHeapGrowth(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
