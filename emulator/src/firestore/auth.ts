/** Decodes the `authorization` header/metadata into the caller's identity (tokens are not verified, as in the official emulator). */
import type { AuthContext } from './contract.js';

/** `Bearer owner` -> owner; nothing -> anonymous; otherwise the JWT payload's claims (unverified). */
export function authFromAuthorizationHeader(value: string | undefined): AuthContext {
  const v = (value ?? '').trim();
  if (v === '') return { kind: 'anonymous' };
  const token = v.replace(/^bearer\s+/i, '').trim();
  if (token === '') return { kind: 'anonymous' };
  if (token === 'owner') return { kind: 'owner' };
  const payload = token.split('.')[1];
  if (payload === undefined) return { kind: 'anonymous' };
  try {
    const json = Buffer.from(payload.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
      'utf8',
    );
    const claims: unknown = JSON.parse(json);
    if (claims === null || typeof claims !== 'object') return { kind: 'anonymous' };
    const c = claims as Record<string, unknown>;
    const uid =
      typeof c.sub === 'string' && c.sub !== ''
        ? c.sub
        : typeof c.user_id === 'string'
          ? c.user_id
          : '';
    if (uid === '') return { kind: 'anonymous' };
    return { kind: 'user', uid, token: c };
  } catch {
    // An undecodable token is treated like no token: request.auth == null.
    return { kind: 'anonymous' };
  }
}
