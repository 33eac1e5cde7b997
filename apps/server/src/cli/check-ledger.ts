import { checkLedger } from '../modules/ledger/ledger-check.repository.js';
import { withCommandDatabase } from './database.js';

/**
 * `npm run ledger:check -w apps/server`: recomputes every balance from the postings, against
 * DATABASE_URL or the embedded database, and exits 1 on any difference.
 */
await withCommandDatabase(async (db) => {
  const report = await checkLedger(db);
  const sound =
    report.total === 0n && report.drifted.length === 0 && report.negative.length === 0 && report.misstated.length === 0;
  process.stdout.write(`sum of all postings: ${report.total}\n`);
  for (const drift of report.drifted) {
    process.stdout.write(`account ${drift.accountId}: stored ${drift.stored}, postings say ${drift.computed}\n`);
  }
  for (const account of report.negative) process.stdout.write(`member account ${account} is below zero\n`);
  for (const posting of report.misstated) {
    process.stdout.write(`posting ${posting}: its balance-after is not its account's running sum\n`);
  }
  process.stdout.write(sound ? 'ledger is sound\n' : 'LEDGER HAS DIFFERENCES\n');
  if (!sound) process.exitCode = 1;
});
