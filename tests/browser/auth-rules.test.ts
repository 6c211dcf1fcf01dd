/**
 * Identity over the browser transports: the ID token travels in the WebChannel handshake body and
 * in REST Authorization headers, and rules denials come back as the SDK's permission-denied.
 */
import { expect, it } from 'vitest';
import { putRules } from '../support/web-firestore.js';
import { inPage, useBrowserEnv, waitForSnapshot } from './support.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{db}/documents {
    match /Private/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
  }
}
`;

const env = useBrowserEnv('demo-auth', {
  prepare: () => putRules(env.port, 'demo-auth', RULES),
});

it('a signed-in page listens and writes its own document; others are denied on every transport', async () => {
  await env.admin.doc('Private/bob').set({ secret: 'b' });
  const alice = await env.open({ mockUser: 'alice' });
  await inPage(alice, (t) => t.fs.setDoc(t.fs.doc(t.db, 'Private/alice'), { secret: 'a' }), null);
  await inPage(
    alice,
    (t) => {
      t.watchDoc('mine', 'Private/alice');
    },
    null,
  );
  const mine = await waitForSnapshot(alice, 'mine', (s) => s.docs[0]?.data !== null);
  expect(mine.docs[0]!.data).toEqual({ secret: 'a' });

  const denied = await inPage(
    alice,
    async (t) => {
      const codes: string[] = [];
      // Write stream: the batch is rejected with the WebChannel error object.
      await t.fs
        .setDoc(t.fs.doc(t.db, 'Private/bob'), { secret: 'x' })
        .catch((e: unknown) => codes.push(`write:${(e as { code: string }).code}`));
      // REST: BatchGetDocuments answers 403 with a PERMISSION_DENIED status.
      await t.fs
        .getDocFromServer(t.fs.doc(t.db, 'Private/bob'))
        .catch((e: unknown) => codes.push(`get:${(e as { code: string }).code}`));
      // Listen: the target is removed with a cause.
      await new Promise<void>((resolve) => {
        const unsub = t.fs.onSnapshot(
          t.fs.doc(t.db, 'Private/bob'),
          () => undefined,
          (e) => {
            codes.push(`listen:${(e as { code: string }).code}`);
            unsub();
            resolve();
          },
        );
      });
      return codes;
    },
    null,
  );
  expect(denied).toEqual([
    'write:permission-denied',
    'get:permission-denied',
    'listen:permission-denied',
  ]);

  // Alice's own listener keeps working after the denials on the same streams.
  await env.admin.doc('Private/alice').update({ secret: 'a2' });
  await waitForSnapshot(alice, 'mine', (s) => s.docs[0]?.data?.secret === 'a2');

  const anonymous = await env.open();
  const anonCode = await inPage(
    anonymous,
    (t) =>
      t.fs.getDocFromServer(t.fs.doc(t.db, 'Private/alice')).then(
        () => 'ok',
        (e: unknown) => (e as { code: string }).code,
      ),
    null,
  );
  expect(anonCode).toBe('permission-denied');
  expect((await env.admin.doc('Private/bob').get()).data()).toEqual({ secret: 'b' });
  await alice.context().close();
  await anonymous.context().close();
}, 60_000);
