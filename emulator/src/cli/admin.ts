/**
 * Admin CLI (`npm run admin -- <command>`):
 *   import <file.json|file.jsonl|file.csv|--demo> [--project id]   load a dataset (or the demo data)
 *   set-admin <email> [--project id]                      grant the admin:true custom claim
 *   rebuild-analytics [--project id]                      recompute Analytics, Brands and Places from all deals
 *   rescore-failed [--project id]                         put failed reviews back to pending
 *   rescore-all [--project id]                            score every review again with the current model
 *   dedupe-reviews [--project id]                         one review per member per deal (older data)
 *   write-images [dir]                                    (re)write the demo SVGs (default web/public)
 * A demo-* project (default demo-deals) talks to the local emulators; any other project uses
 * application default credentials.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankEntity, parseImportFile } from '@deals/shared';
import { generateDemoDataset } from '@deals/shared/demo';
import {
  connectAdmin,
  dedupeReviews,
  formatImportReport,
  importDataset,
  rebuildAggregates,
  rescoreAll,
  rescoreFailed,
  setAdmin,
  writeDemoImages,
} from '../admin/index.js';

const USAGE = `usage: npm run admin -- <command> [--project <id>]
  import <file.json|file.jsonl|file.csv|--demo>   load a dataset; rejected records are listed with the reason
  set-admin <email>                      grant the custom claim admin:true
  rebuild-analytics                      recompute Analytics, Brands and Places from all deals
  rescore-failed                         put failed reviews back to pending for re-scoring
  rescore-all                            score every review again with the current model (the
                                         scoring function re-scores them; ratings follow)
  dedupe-reviews                         keep one review per member per deal, under their uid
  write-images [dir]                     write the demo SVG images (default web/public)`;

function takeFlag(args: string[], flag: string): string | undefined {
  const i = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  const a = args[i];
  if (a === undefined) return undefined;
  const value = a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[i + 1];
  args.splice(i, a.includes('=') ? 1 : 2);
  if (value === undefined) throw new Error(`${flag} needs a value`);
  return value;
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const project = takeFlag(args, '--project');
  const [command, arg] = args;
  if (command === undefined || command === '--help' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 1 : 0;
  }

  if (command === 'write-images') {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
    const dir = resolve(arg ?? resolve(root, 'web/public'));
    const [written, total] = await writeDemoImages(dir);
    console.log(`demo images: ${written} written, ${total - written} unchanged, in ${dir}/demo`);
    return 0;
  }

  if (
    ![
      'import',
      'set-admin',
      'rebuild-analytics',
      'rescore-failed',
      'rescore-all',
      'dedupe-reviews',
    ].includes(command)
  ) {
    console.error(`unknown command ${command}\n${USAGE}`);
    return 1;
  }
  const conn = connectAdmin(project);
  const where = conn.emulated
    ? `emulator ${process.env['FIRESTORE_EMULATOR_HOST'] ?? ''}`
    : 'live project';
  console.log(`project ${conn.projectId} (${where})`);
  try {
    switch (command) {
      case 'import': {
        if (arg === undefined) throw new Error('import needs a file or --demo');
        let dataset: unknown;
        let parseRejections: { where: string; reason: string }[] = [];
        if (arg === '--demo') dataset = generateDemoDataset();
        else {
          // The admin page reads files through the same function (JSON, JSON Lines or CSV by name).
          const parsed = parseImportFile(arg, await readFile(resolve(arg), 'utf8'));
          dataset = parsed.dataset;
          parseRejections = parsed.rejected;
        }
        for (const r of parseRejections) console.error(`rejected ${r.where}: ${r.reason}`);
        const stored = await conn.db.collection(bankEntity.path()).listDocuments();
        const report = await importDataset(conn.db, dataset, {
          onReject: (at, reason) => console.error(`rejected ${at}: ${reason}`),
          knownBankIds: stored.map((ref) => ref.id),
        });
        console.log(
          formatImportReport({ ...report, rejected: [...parseRejections, ...report.rejected] }),
        );
        return 0;
      }
      case 'set-admin': {
        if (arg === undefined) throw new Error('set-admin needs an e-mail address');
        const uid = await setAdmin(conn.auth, arg);
        console.log(
          `admin:true set for ${arg} (uid ${uid}); it applies from the user's next ID token`,
        );
        return 0;
      }
      case 'rebuild-analytics': {
        const r = await rebuildAggregates(conn.db);
        console.log(
          `rebuilt from ${r.deals} deals: ${r.derivedUpdated} derived updated, ${r.analytics} analytics, ` +
            `${r.brands} brands (${r.brandsDeleted} removed), ${r.places} places (${r.placesDeleted} removed), ` +
            `${r.ledgersDeleted} stale ledgers removed, ${r.ms} ms`,
        );
        return 0;
      }
      case 'rescore-failed': {
        const n = await rescoreFailed(conn.db);
        console.log(`${n} failed review(s) set back to pending`);
        return 0;
      }
      case 'rescore-all': {
        const r = await rescoreAll(conn.db);
        console.log(
          `${r.reviews} review(s) read in ${r.pages} page(s): ${r.queued} sent back to pending; ` +
            "the scoring function scores each with the current model and moves its deal's rating",
        );
        return 0;
      }
      case 'dedupe-reviews': {
        const r = await dedupeReviews(conn.db);
        console.log(
          `${r.reviews} review(s) read: ${r.moved} moved to their author's id, ${r.deleted} older duplicate(s) deleted`,
        );
        return 0;
      }
      default:
        console.error(`unknown command ${command}\n${USAGE}`);
        return 1;
    }
  } finally {
    await conn.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
