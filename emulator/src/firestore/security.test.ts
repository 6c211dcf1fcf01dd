/**
 * Security holes of issue 21 at the engine and service level: each test states what a caller
 * without the right must not be able to do.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../rules/index.js';
import type { AuthContext } from './contract.js';
import { Engine } from './engine.js';
import { fullName } from './paths.js';
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

function engineWithRules(): Engine {
  const e = new Engine();
  const { evaluator, issues } = compileRules(RULES);
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
    // The Admin SDK's transaction gets the lock at once (a held lock would make it wait 20 s).
    const admin = e.plan(s, { newTransaction: { readWrite: {} } });
    const read = e.getDocs(s, ['Users/bob'], admin, owner);
    const outcome = await Promise.race([
      read.then(() => 'read'),
      new Promise((r) => setTimeout(() => r('blocked'), 1_000)),
    ]);
    expect(outcome).toBe('read');
    expect(admin.tx?.locks.has('Users/bob')).toBe(true);
    expect(attacker.tx?.locks.size).toBe(0);
  });

  it('a permitted transactional read still locks', async () => {
    const e = engineWithRules();
    const s = e.db(DB);
    const plan = e.plan(s, { newTransaction: { readWrite: {} } });
    const { docs } = await e.getDocs(s, ['Users/alice', 'Open/x'], plan, alice);
    expect(docs).toEqual([null, null]);
    expect([...(plan.tx?.locks ?? [])].sort()).toEqual(['Open/x', 'Users/alice']);
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
