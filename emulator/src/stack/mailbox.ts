/**
 * The local stack's dev mailbox: the e-mails the Auth emulator "sends" (verification, password
 * reset, e-mail recovery), readable at one URL. The Auth emulator only keeps the action links in
 * a list; here each becomes a message whose link opens our own /verify-email page, exactly as a
 * production project does once its e-mail templates' action URL is set to that page (Firebase
 * appends mode, oobCode, apiKey, continueUrl and lang to it). The emulator's own link is kept as
 * a second choice, for trying the flow the way the official tools present it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One entry of the Auth emulator's `GET /emulator/v1/projects/{p}/oobCodes`. */
export interface OobCode {
  readonly email: string;
  readonly oobCode: string;
  readonly oobLink: string;
  readonly requestType: string;
}

/** An e-mail as the mailbox shows it. */
export interface MailMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly actionLabel: string;
  /** The link into our app: `{webOrigin}/verify-email?mode=…&oobCode=…`. */
  readonly appLink: string;
  /** The Auth emulator's own action page for the same code. */
  readonly emulatorLink: string;
  readonly receivedAt: number;
}

/** Where the app handles e-mail actions (the action URL a production project is configured with). */
export const ACTION_PATH = '/verify-email';

const TEMPLATES: Readonly<Record<string, { subject: string; body: string; action: string }>> = {
  VERIFY_EMAIL: {
    subject: 'Verify your email for Card Deals',
    body: 'Follow this link to verify your email address. If you didn’t ask to verify this address, you can ignore this email.',
    action: 'Verify my email',
  },
  PASSWORD_RESET: {
    subject: 'Reset your password for Card Deals',
    body: 'Follow this link to reset your Card Deals password for your account. If you didn’t ask to reset your password, you can ignore this email.',
    action: 'Reset my password',
  },
  RECOVER_EMAIL: {
    subject: 'Your sign-in email for Card Deals was changed',
    body: 'If you didn’t change it, follow this link to restore your previous sign-in email.',
    action: 'Restore my email',
  },
};

/**
 * The app's link for an emulator action link: the same query (mode, oobCode, apiKey,
 * continueUrl, lang) on our action page instead of the emulator's `/emulator/action`.
 */
export function appActionLink(oobLink: string, webOrigin: string): string {
  const source = new URL(oobLink);
  const target = new URL(ACTION_PATH, webOrigin);
  target.search = source.search;
  return target.toString();
}

/** Turns an emulator code into a message; `receivedAt` is when the mailbox first saw it. */
export function toMessage(code: OobCode, webOrigin: string, receivedAt: number): MailMessage {
  const template = TEMPLATES[code.requestType] ?? {
    subject: `Card Deals: ${code.requestType.toLowerCase().replaceAll('_', ' ')}`,
    body: 'Follow this link to continue.',
    action: 'Open the link',
  };
  return {
    id: code.oobCode,
    to: code.email,
    subject: template.subject,
    body: template.body,
    actionLabel: template.action,
    appLink: appActionLink(code.oobLink, webOrigin),
    emulatorLink: code.oobLink,
    receivedAt,
  };
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mailbox page: newest first, each message with its action link. */
export function renderMailbox(messages: readonly MailMessage[], note?: string): string {
  const items = messages
    .map(
      (m) => `<li class="mail">
  <article aria-label="${escapeHtml(m.subject)} to ${escapeHtml(m.to)}">
    <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${new Date(m.receivedAt).toISOString()}">${new Date(m.receivedAt).toLocaleTimeString('en-GB')}</time></p>
    <h2>${escapeHtml(m.subject)}</h2>
    <p>${escapeHtml(m.body)}</p>
    <p><a class="action" href="${escapeHtml(m.appLink)}">${escapeHtml(m.actionLabel)}</a></p>
    <p class="alt"><a href="${escapeHtml(m.emulatorLink)}">Open with the Auth emulator’s page instead</a></p>
  </article>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Card Deals local stack</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2430}
main{max-width:44rem;margin:0 auto;padding:1rem}
ul{list-style:none;padding:0}
.mail{background:#fff;border:1px solid #d9dde3;border-radius:8px;padding:1rem;margin:0 0 1rem}
h1{font-size:1.4rem} h2{font-size:1.1rem;margin:.25rem 0}
.meta,.alt{color:#4b5563;font-size:.9rem;margin:0}
.action{display:inline-block;background:#0b6b4f;color:#fff;padding:.5rem 1rem;border-radius:6px;text-decoration:none}
</style>
</head>
<body><main>
<h1>Dev mailbox</h1>
<p>E-mails the local Auth emulator would have sent. <a href="/">Refresh</a></p>
${note ? `<p role="alert">${escapeHtml(note)}</p>` : ''}
${messages.length ? `<ul>${items}</ul>` : '<p>No e-mails yet. Sign up or ask for a password reset, then refresh.</p>'}
</main></body>
</html>`;
}

export interface MailboxOptions {
  readonly host: string;
  readonly port: number;
  readonly authUrl: string;
  readonly projectId: string;
  readonly webOrigin: string;
}

export interface RunningMailbox {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * Serves the mailbox. Messages are remembered once seen, because the Auth emulator forgets a code
 * when it is used: a used link then still shows (and says it was used when opened).
 * `GET /` is the page, `GET /messages` the same list as JSON.
 */
export async function startMailbox(options: MailboxOptions): Promise<RunningMailbox> {
  const seen = new Map<string, MailMessage>();

  const refresh = async (): Promise<MailMessage[]> => {
    const response = await fetch(
      `${options.authUrl}/emulator/v1/projects/${options.projectId}/oobCodes`,
    );
    if (!response.ok) throw new Error(`The Auth emulator answered ${response.status}`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    for (const code of oobCodes) {
      if (!seen.has(code.oobCode))
        seen.set(code.oobCode, toMessage(code, options.webOrigin, Date.now()));
    }
    return [...seen.values()].reverse();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (req.method !== 'GET' || (url.pathname !== '/' && url.pathname !== '/messages')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    let messages: MailMessage[];
    let note: string | undefined;
    try {
      messages = await refresh();
    } catch (error) {
      messages = [...seen.values()].reverse();
      note = `Could not reach the Auth emulator (${error instanceof Error ? error.message : String(error)}); showing the e-mails seen so far.`;
    }
    if (url.pathname === '/messages') {
      res.writeHead(note ? 502 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messages, ...(note ? { error: note } : {}) }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(renderMailbox(messages, note));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
