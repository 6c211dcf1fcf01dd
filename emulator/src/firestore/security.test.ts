/**
 * Security holes of issue 21 at the engine and service level: each test states what a caller
 * without the right must not be able to do.
 */
import { describe, expect, it, vi } from 'vitest';
import { compileRules } from '../rules/index.js';
import type { AuthContext } from './contract.js';
import { Engine } from './engine.js';
import { fullName } from './paths.js';
import { ListenStream } from './listen.js';
import { EngineService } from './service.js';

const DB = 'projects/p/databases/(default)';
const owner: AuthContext = { kind: 'owner' };
const guest: AuthContext = { kind: 'anonymous' };
const alice: AuthContext = { kind: 'user', uid: 'alice', token: { sub: 'alice' } };

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /Users/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /Open/{id} {
      allow read, write: if true;
    }
  }
}`;

/** An engine enforcing `rules` (the file's first ruleset unless given). */
function engineWithRules(rules = RULES): Engine {
  const e = new Engine();
  const { evaluator, issues } = compileRules(rules);
  if (!evaluator) throw new Error(JSON.stringify(issues));
  e.setRules(evaluator);
  return e;
}

describe('transactions and rules', () => {
  it('a read the rules refuse takes no lock, so it cannot block a permitted transaction', async () => {
    const e = engineWithRules();
    const s = e.db(DB);
    await e.commit(
      s,
      [{ update: { name: fullName(DB, 'Users/bob'), fields: { n: { integerValue: '1' } } } }],
      undefined,
      owner,
    );
    const attacker = e.plan(s, { newTransaction: { readWrite: {} } });
    await expect(e.getDocs(s, ['Users/bob'], attacker, guest)).rejects.toMatchObject({ code: 7 });
    await expect(e.getDocs(s, ['Users/bob'], attacker, alice)).rejects.toMatchObject({ code: 7 });
    // The Admin SDK's (younger) transaction reads and commits at once: a read lock held by the
    // older refused one would make its commit wait 20 s.
    const admin = e.plan(s, { newTransaction: { readWrite: {} } });
    const read = e.getDocs(s, ['Users/bob'], admin, owner);
    const outcome = await Promise.race([
      read.then(() => 'read'),
      new Promise((r) => setTimeout(() => r('blocked'), 1_000)),
    ]);
    expect(outcome).toBe('read');
    expect(admin.tx?.locks.has('Users/bob')).toBe(true);
    expect(attacker.tx?.locks.size).toBe(0);
    const write = e.commit(
      s,
      [{ update: { name: fullName(DB, 'Users/bob'), fields: { n: { integerValue: '2' } } } }],
      admin.newTxId,
      owner,
    );
    const committed = await Promise.race([
      write.then(() => 'committed'),
      new Promise((r) => setTimeout(() => r('blocked'), 1_000)),
    ]);
    expect(committed).toBe('committed');
  });

  it('a permitted transactional read still locks', async () => {
    const e = engineWithRules();
    const s = e.db(DB);
    const plan = e.plan(s, { newTransaction: { readWrite: {} } });
    const { docs } = await e.getDocs(s, ['Users/alice', 'Open/x'], plan, alice);
    expect(docs).toEqual([null, null]);
    expect([...(plan.tx?.locks.keys() ?? [])].sort()).toEqual(['Open/x', 'Users/alice']);
  });
});

describe('listCollectionIds', () => {
  it('answers only the owner (server SDKs), never Firebase Auth users or guests', async () => {
    for (const rules of [true, false]) {
      const e = rules ? engineWithRules() : new Engine();
      const svc = new EngineService(e);
      await e.commit(
        e.db(DB),
        [{ update: { name: fullName(DB, 'Open/x/Secret/y'), fields: {} } }],
        undefined,
        owner,
      );
      const req = { parent: `${DB}/documents/Open/x` };
      for (const auth of [guest, alice, { ...alice, token: { sub: 'alice', admin: true } }])
        await expect(svc.unary('ListCollectionIds', req, { auth })).rejects.toMatchObject({
          code: 7,
          message: 'Missing or insufficient permissions.',
        });
      await expect(svc.unary('ListCollectionIds', req, { auth: owner })).resolves.toMatchObject({
        collectionIds: ['Secret'],
      });
    }
  });
});

const LISTEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /Reviews/{id} {
      allow read: if resource.data.status == 'scored';
    }
    match /Gated/{id} {
      allow list: if get(/databases/$(database)/documents/Flags/gate).data.open == true;
    }
    match /Open/{id} {
      allow read: if true;
    }
    match /Flags/{id} {
      allow read: if true;
    }
  }
}`;

type Msg = Record<string, Record<string, unknown>>;

/** A Listen stream as `auth`, recording what it is sent. */
function listen(e: Engine, auth: AuthContext): { stream: ListenStream; seen: Msg[] } {
  const seen: Msg[] = [];
  const stream = new ListenStream(
    e,
    { auth },
    {
      data: (m) => seen.push(m as Msg),
      close: () => undefined,
    },
  );
  return { stream, seen };
}

const str = (v: string) => ({ stringValue: v });
const put = (e: Engine, rel: string, fields: Record<string, unknown>) =>
  e.commit(e.db(DB), [{ update: { name: fullName(DB, rel), fields } }], undefined, owner);

describe('listeners re-check read permission on every change (issue 21)', () => {
  const engine = (): Engine => engineWithRules(LISTEN_RULES);

  it('ends a document target with PERMISSION_DENIED when its document stops being readable', async () => {
    const e = engine();
    await put(e, 'Reviews/r1', { status: str('scored'), text: str('fine') });
    const { stream, seen } = listen(e, guest);
    stream.write({
      database: DB,
      addTarget: { targetId: 2, documents: { documents: [fullName(DB, 'Reviews/r1')] } },
    });
    expect(seen.some((m) => m.documentChange)).toBe(true);
    seen.length = 0;
    await put(e, 'Reviews/r1', { status: str('pending'), text: str('secret edit') });
    expect(JSON.stringify(seen)).not.toContain('secret edit');
    expect(seen[0]).toEqual({
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [2],
        cause: { code: 7, message: expect.any(String) as string },
      },
    });
    seen.length = 0;
    await put(e, 'Reviews/r1', { status: str('scored'), text: str('later') });
    expect(seen).toEqual([]);
  });

  it('ends a query target when its list rule no longer allows it', async () => {
    const e = engine();
    await put(e, 'Flags/gate', { open: { booleanValue: true } });
    await put(e, 'Gated/a', { n: { integerValue: '1' } });
    const { stream, seen } = listen(e, guest);
    stream.write({
      database: DB,
      addTarget: {
        targetId: 4,
        query: {
          parent: `${DB}/documents`,
          structuredQuery: { from: [{ collectionId: 'Gated' }] },
        },
      },
    });
    expect(seen.filter((m) => m.documentChange)).toHaveLength(1);
    seen.length = 0;
    await put(e, 'Gated/b', { n: { integerValue: '2' } });
    expect(seen.filter((m) => m.documentChange)).toHaveLength(1);
    await put(e, 'Flags/gate', { open: { booleanValue: false } });
    seen.length = 0;
    await put(e, 'Gated/c', { n: { integerValue: '3' } });
    expect(seen.filter((m) => m.documentChange)).toHaveLength(0);
    expect(seen[0]?.targetChange).toMatchObject({ targetChangeType: 'REMOVE', targetIds: [4] });
  });

  it('does not evaluate rules per change for the owner or for an unconditional allow', async () => {
    const e = engine();
    await put(e, 'Open/a', { n: { integerValue: '0' } });
    await put(e, 'Reviews/r1', { status: str('scored') });
    const guestListen = listen(e, guest);
    guestListen.stream.write({
      database: DB,
      addTarget: { targetId: 2, documents: { documents: [fullName(DB, 'Open/a')] } },
    });
    const ownerListen = listen(e, owner);
    ownerListen.stream.write({
      database: DB,
      addTarget: { targetId: 2, documents: { documents: [fullName(DB, 'Reviews/r1')] } },
    });
    const spy = vi.spyOn(e, 'authorize');
    for (let i = 1; i <= 5; i++) {
      await put(e, 'Open/a', { n: { integerValue: String(i) } });
      await put(e, 'Reviews/r1', { status: str('pending'), n: { integerValue: String(i) } });
    }
    expect(spy).not.toHaveBeenCalled();
    expect(guestListen.seen.filter((m) => m.documentChange)).toHaveLength(6);
    expect(ownerListen.seen.filter((m) => m.documentChange)).toHaveLength(6);
  });
});
