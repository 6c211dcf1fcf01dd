/**
 * WebChannel framing: every back-channel chunk is `{length}\n{payload}`, data arrays are numbered
 * `[id, payload]`, and the SDK's request headers arrive once as `Name:value\r\n` lines.
 */

/** One data array awaiting acknowledgement: its id and its JSON payload. */
export interface QueuedArray {
  readonly id: number;
  readonly json: string;
}

/** Escapes every non-ASCII character so that the chunk's length prefix counts bytes and UTF-16 units alike. */
function asciiOnly(s: string): string {
  return s.replace(
    /[\u0080-\uffff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

/** Frames one payload as `{length}\n{payload}`. */
export function frameChunk(payload: string): string {
  const body = asciiOnly(payload);
  return `${body.length}\n${body}`;
}

/** Frames data arrays `[[id, data], ...]` as one back-channel chunk (trailing newline inside the count). */
export function frameArrays(arrays: readonly QueuedArray[]): string {
  return frameChunk('[' + arrays.map((a) => `[${a.id},${a.json}]`).join(',') + ']\n');
}

/** Parses the `headers=` init field (and `$httpHeaders`): `Name:value\r\n` lines, names lower-cased. */
export function parseInitHeaders(encoded: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!encoded) return out;
  for (const line of encoded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    out.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return out;
}
