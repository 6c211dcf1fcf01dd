/**
 * Contact messages are stored, through the `contact` HTTPS function (never
 * a direct Firestore write: the rules close ContactMessages to clients). The function validates
 * with shared/'s contact schema and rate-limits per client IP and per signed-in user, so a
 * signed-in sender's ID token goes along.
 */
import type { RootState } from '@/app/store';
import { api } from '@/lib/rtk/api';
import { functionsBaseUrl } from '@/lib/firebase';
import type { ApiError } from '@/lib/rtk/api-error';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Codes the form tells apart: the limit (show the server's sentence) and everything else. */
export const CONTACT_RATE_LIMITED = 'resource-exhausted';

async function idToken(state: RootState): Promise<string | null> {
  if (!state.auth.user) return null;
  // Loaded only for a signed-in sender: the identity SDK is already in use then.
  const { getFirebaseAuth } = await import('@/lib/firebase/auth');
  return (await getFirebaseAuth().currentUser?.getIdToken()) ?? null;
}

function failure(status: number, body: unknown, retryAfter: string | null): ApiError {
  const text =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : `Contact service responded with status ${status}`;
  const code =
    status === 429
      ? CONTACT_RATE_LIMITED
      : status === 400
        ? 'invalid-argument'
        : status === 401
          ? 'unauthenticated'
          : 'unavailable';
  const seconds = Number(retryAfter);
  return {
    message: text,
    code,
    ...(retryAfter !== null && Number.isFinite(seconds) && seconds > 0
      ? { retryAfterS: seconds }
      : {}),
  };
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ id: string }, ContactMessage>({
      async queryFn({ name, email, message }, { getState }) {
        try {
          const token = await idToken(getState() as RootState);
          const res = await fetch(`${functionsBaseUrl()}/contact`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Accept: 'application/json',
              ...(token ? { Authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({
              name: name.trim(),
              email: email.trim(),
              message: message.trim(),
            }),
          });
          const body: unknown = await res.json().catch(() => null);
          if (!res.ok) return { error: failure(res.status, body, res.headers.get('Retry-After')) };
          const id = (body as { id?: unknown } | null)?.id;
          return { data: { id: typeof id === 'string' ? id : '' } };
        } catch (error) {
          console.error('Contact message not sent', error);
          return { error: { message: 'Network error', code: 'unavailable' } };
        }
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
