import type { Contestant, RoundResult } from './drive.js';
import { apiContestant, ledgerFixture, sqlContestant } from './ledger.js';
import { lotteryOrderContestant } from './lottery-orders.js';
import { compareWithPlainSql, ledgerVerdict } from './plain-sql.js';
import { loadAverage } from './processes.js';
import { spinContestant } from './spins.js';

export interface MoneyBenchOptions {
  rounds: number;
  seconds: number;
  clients: number;
  members: number;
  /** GCS_walletTransfer through the API (the ledger bench). */
  transfers: boolean;
  /** Lottery orders through the API (the lottery bench). */
  orders: boolean;
  /** Real-money slot spins through the game server and the wallet (issue 24); its URL when wanted. */
  spins: string | null;
}

const percent = (ratio: number, digits = 0) => `${(ratio * 100).toFixed(digits)}%`;
const row = (name: string, result: RoundResult, ratio: string, skipped = false) =>
  `| ${name} | ${result.perSecond} | ${result.p50} | ${result.p99} | ${result.failures} |` +
  `${skipped ? ` ${result.skipped} |` : ''} ${ratio} |`;

/**
 * The money calls beside the plain SQL transfer script, in one set of alternating rounds on the same
 * funded members: the ledger's transfers and the lottery's orders through the HTTP API, each as a
 * ratio of the plain SQL transfers/s of its own rounds. Members open with 1,000.00: at 0.02 an order,
 * that is 50,000 orders each, far more than any run places.
 */
export async function moneyBench(databaseUrl: string, portalUrl: string, machine: string, options: MoneyBenchOptions) {
  const fixture = await ledgerFixture(databaseUrl, options.members);
  const plain = await sqlContestant(databaseUrl, fixture, options.clients);
  const contestants: Contestant[] = [];
  if (options.transfers) contestants.push(apiContestant(portalUrl, fixture, options.clients));
  if (options.orders) contestants.push(lotteryOrderContestant(portalUrl, fixture, options.clients));
  if (options.spins) {
    contestants.push(await spinContestant(databaseUrl, portalUrl, options.spins, fixture, options.clients));
  }
  try {
    const { plain: sql, results, ratios, ledger } = await compareWithPlainSql(databaseUrl, plain, contestants, options);
    const settings = `${machine}, ${options.rounds} rounds x ${options.seconds}s, ${options.clients} clients, ${options.members} members`;
    const sqlName = `plain SQL transfer script, ${options.clients} pg connections`;
    let next = 0;
    if (options.transfers) {
      const index = next++;
      console.log(`\n${settings}, MAIN <-> ${fixture.vendor} one cent at a time\n`);
      console.log(
        '| ledger transfers | transfers/s (median) | p50 ms | p99 ms | failed | vs plain SQL (median of rounds) |',
      );
      console.log('|---|---:|---:|---:|---:|---:|');
      console.log(row(sqlName, sql, '100%'));
      const api = `HTTP API GCS_walletTransfer, ${options.clients} clients`;
      console.log(row(api, results[index]!, percent(ratios[index]!)));
      console.log(`\nAPI transfers / plain SQL = ${percent(ratios[index]!, 1)} (target >= 40%)`);
    }
    if (options.orders) {
      const index = next++;
      console.log(`\n${settings}, SSC1M orders of one line (0.02) on the open issue\n`);
      console.log(
        '| lottery orders | per second (median) | p50 ms | p99 ms | failed | sales closed (skipped) | vs plain SQL transfers (median of rounds) |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      console.log(row(sqlName, sql, '100%', true));
      const api = `HTTP API POST /lotto/lgw/orders/betting, ${options.clients} clients`;
      console.log(row(api, results[index]!, percent(ratios[index]!), true));
      console.log(`\nlottery orders / plain SQL transfers = ${percent(ratios[index]!, 1)} (target >= 50%)`);
    }
    if (options.spins) {
      const index = next++;
      console.log(`\n${settings}, one slot spin at the smallest bet: game server -> wallet bet and win -> ledger\n`);
      console.log(
        '| slot spins | spins/s (median) | p50 ms | p99 ms | failed | vs plain SQL transfers (median of rounds) |',
      );
      console.log('|---|---:|---:|---:|---:|---:|');
      console.log(row(sqlName, sql, '100%'));
      const api = `game client POST ${'/v1/slots/spin'} -> game server -> wallet, ${options.clients} clients`;
      console.log(row(api, results[index]!, percent(ratios[index]!)));
      console.log(
        `\nspins / plain SQL transfers = ${percent(ratios[index]!, 1)} (target >= 40%, p99 < 100 ms at 32 clients)`,
      );
    }
    const verdict = ledgerVerdict(ledger);
    console.log(`${verdict.line} after the rounds; load average ${loadAverage()}`);
    if (!verdict.sound) process.exitCode = 1;
  } finally {
    for (const contestant of contestants) await contestant.close();
    await plain.close();
  }
}
