import { isIP } from 'node:net';

/**
 * The client's IP address for rate limiting.
 *
 * X-Forwarded-For is a list every proxy appends to: `<whatever the client sent>, <client>,
 * <proxy 1>, …`. Only the entries our own infrastructure appended can be trusted; anything to
 * their left may be forged by the caller. So the client is found by counting `trustedHops`
 * entries from the RIGHT, never by taking the first (left-most) entry, which is what the
 * caller controls:
 * - called directly at the function's URL, Google's front end appends the address it received
 *   the connection from: 1 trusted hop (the default);
 * - behind a Firebase Hosting rewrite, Hosting's CDN (Fastly) appends the browser's address and
 *   Google's front end then appends the CDN's: 2 trusted hops.
 * `Fastly-Client-IP` is deliberately ignored: a caller reaching the function URL directly can
 * set it to anything.
 *
 * Without enough entries (the local runner adds none) the socket's peer address is used.
 */
export function clientIp(
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  trustedHops: number,
): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const hops = Math.max(1, Math.floor(trustedHops));
  const candidate = entries.length >= hops ? entries[entries.length - hops] : undefined;
  const chosen =
    candidate !== undefined && isIP(stripPort(candidate)) ? stripPort(candidate) : remoteAddress;
  return normalise(chosen ?? 'unknown');
}

// "1.2.3.4:5678" and "[::1]:5678" carry a port some proxies append.
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4?.[1] ?? entry;
}

// The same client must always map to one counter: IPv4-mapped IPv6 becomes plain IPv4.
function normalise(ip: string): string {
  const lower = ip.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}
