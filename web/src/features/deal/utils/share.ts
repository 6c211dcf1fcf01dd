/**
 * Share: the browser share dialog first, clipboard copy next, a WhatsApp link last.
 * The browser APIs are passed in so every fallback can be tested.
 */

export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

export interface ShareEnvironment {
  share?: ((data: SharePayload) => Promise<void>) | undefined;
  writeClipboard?: ((text: string) => Promise<void>) | undefined;
  openWindow: (url: string) => void;
}

/** What happened, so the caller can show the right feedback. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'whatsapp';

/**
 * The public address of a page, to share: the guests' variant, which is rendered with its preview
 * for whoever opens it (a member is sent on to their own page). Empty on the server, where nothing
 * is shared.
 */
export function shareUrl(guestHref: string): string {
  return typeof window === 'undefined' ? '' : new URL(guestHref, window.location.origin).href;
}

/** The messaging-app link used when neither the share dialog nor the clipboard works. */
export function whatsappShareUrl({ title, url }: SharePayload): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

export async function shareDeal(
  payload: SharePayload,
  env: ShareEnvironment,
): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(payload);
      return 'shared';
    } catch (error) {
      // Closing the dialog is a choice, not a failure: do not push another share method on the user.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(payload.url);
      return 'copied';
    } catch {
      // Clipboard access can be refused (insecure context, permissions); fall through.
    }
  }
  env.openWindow(whatsappShareUrl(payload));
  return 'whatsapp';
}

/** The real browser environment. */
export function browserShareEnvironment(): ShareEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  // Missing in insecure contexts and older browsers, whatever the DOM typings say.
  const clipboard = nav?.clipboard;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeClipboard:
      typeof clipboard?.writeText === 'function' ? (text) => clipboard.writeText(text) : undefined,
    openWindow: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
