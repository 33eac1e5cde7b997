import { loadConfig } from '../config.js';
import { assertReachable, resolveDatabase } from '../db/bootstrap.js';
import { connectDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { checkLedger } from '../modules/ledger/ledger.check.js';

/**
 * `npm run ledger:check -w apps/server`: recomputes every balance from the postings, against
 * DATABASE_URL or the embedded database, and exits 1 on any difference.
 */
const config = loadConfig();
const target = await resolveDatabase(config, (message) => process.stderr.write(`${message}\n`));
try {
  await assertReachable(target.url);
  const database = connectDatabase(target.url, { max: 2 });
  // The same migrations a start applies, so the check reads the schema this version writes.
  await migrateDatabase(database.db);
  const report = await checkLedger(database.db);
  await database.close();
  const sound = report.total === 0n && report.drifted.length === 0 && report.negative.length === 0;
  process.stdout.write(`sum of all postings: ${report.total}\n`);
  for (const drift of report.drifted) {
    process.stdout.write(`account ${drift.accountId}: stored ${drift.stored}, postings say ${drift.computed}\n`);
  }
  for (const account of report.negative) process.stdout.write(`member account ${account} is below zero\n`);
  process.stdout.write(sound ? 'ledger is sound\n' : 'LEDGER HAS DIFFERENCES\n');
  process.exitCode = sound ? 0 : 1;
} finally {
  await target.embedded?.stop();
}
