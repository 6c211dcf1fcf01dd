import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appActionLink, renderMailbox, startMailbox, toMessage, type OobCode } from './mailbox.js';

const verifyLink =
  'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&lang=en&oobCode=CODE1&apiKey=fake-key&continueUrl=http%3A%2F%2F127.0.0.1%3A5173%2FCardInfoPageAfterSignUp';

describe('appActionLink', () => {
  it('keeps the action query and swaps the emulator page for our /verify-email page', () => {
    const link = new URL(appActionLink(verifyLink, 'http://127.0.0.1:5173'));
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:5173/verify-email');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('oobCode')).toBe('CODE1');
    expect(link.searchParams.get('apiKey')).toBe('fake-key');
    expect(link.searchParams.get('continueUrl')).toBe(
      'http://127.0.0.1:5173/CardInfoPageAfterSignUp',
    );
  });
});

describe('toMessage and renderMailbox', () => {
  const code: OobCode = {
    email: 'ayesha@example.com',
    oobCode: 'CODE1',
    oobLink: verifyLink,
    requestType: 'VERIFY_EMAIL',
  };

  it('writes a verification e-mail with both links', () => {
    const message = toMessage(code, 'http://127.0.0.1:5173', 0);
    expect(message.subject).toBe('Verify your email for Card Deals');
    expect(message.actionLabel).toBe('Verify my email');
    expect(message.emulatorLink).toBe(verifyLink);
  });

  it('names a password reset as such', () => {
    const reset = toMessage(
      {
        ...code,
        requestType: 'PASSWORD_RESET',
        oobLink: verifyLink.replace('verifyEmail', 'resetPassword'),
      },
      'http://127.0.0.1:5173',
      0,
    );
    expect(reset.subject).toBe('Reset your password for Card Deals');
    expect(new URL(reset.appLink).searchParams.get('mode')).toBe('resetPassword');
  });

  it('escapes what the e-mail address could smuggle into the page', () => {
    const html = renderMailbox([
      toMessage({ ...code, email: '<script>x</script>@example.com' }, 'http://127.0.0.1:5173', 0),
    ]);
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('says so when there is no mail', () => {
    expect(renderMailbox([])).toContain('No e-mails yet');
  });
});

describe('startMailbox', () => {
  let auth: Server | undefined;
  let stop: (() => Promise<void>) | undefined;
  let codes: OobCode[] = [];

  afterEach(async () => {
    await stop?.();
    await new Promise((resolve) => auth?.close(resolve));
  });

  async function start() {
    // Stands in for the Auth emulator's oobCodes listing, the only call the mailbox makes.
    auth = createServer((req, res) => {
      expect(req.url).toBe('/emulator/v1/projects/demo-test/oobCodes');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ oobCodes: codes }));
    });
    await new Promise<void>((resolve) => auth?.listen(0, '127.0.0.1', resolve));
    const authPort = (auth.address() as AddressInfo).port;
    const mailbox = await startMailbox({
      host: '127.0.0.1',
      port: 0,
      authUrl: `http://127.0.0.1:${authPort}`,
      projectId: 'demo-test',
      webOrigin: 'http://127.0.0.1:5173',
    });
    stop = () => mailbox.stop();
    return `http://127.0.0.1:${mailbox.port}`;
  }

  it('lists the newest e-mail first and keeps a used one after the emulator forgets it', async () => {
    const base = await start();
    codes = [
      { email: 'a@example.com', oobCode: 'A', oobLink: verifyLink, requestType: 'VERIFY_EMAIL' },
    ];
    await fetch(`${base}/messages`);
    codes = [
      { email: 'b@example.com', oobCode: 'B', oobLink: verifyLink, requestType: 'VERIFY_EMAIL' },
    ];
    const { messages } = (await (await fetch(`${base}/messages`)).json()) as {
      messages: { to: string }[];
    };
    expect(messages.map((m) => m.to)).toEqual(['b@example.com', 'a@example.com']);
    const page = await (await fetch(base)).text();
    expect(page).toContain('b@example.com');
    expect(page).toContain('http://127.0.0.1:5173/verify-email?mode=verifyEmail');
  });

  it('answers 404 for anything but the page and the list', async () => {
    const base = await start();
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });
});
