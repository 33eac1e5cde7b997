import { bookApiContestant, bookSqlContestant, slipDealer } from './book-bets.js';
import { bookLedgerVerdict, checkBookLedger } from './book-ledger.js';
import { bookSettlementBench } from './book-settlement.js';
import {
  type BookVendor,
  bookMembers,
  feedFixtures,
  gameQuery,
  houseAccountQuery,
  listedFixtures,
} from './book-vendor.js';
import type { RoundResult } from './drive.js';
import { alternateWithPlainSql } from './plain-sql.js';
import { loadAverage } from './processes.js';

export interface BookBenchOptions {
  rounds: number;
  seconds: number;
  /** Members betting at once (one connection or socket each). */
  clients: number;
  /** Members with a session and a funded wallet, shared among the clients. */
  members: number;
  /** Fixtures the bets are spread over. */
  events: number;
  /** Open bets on the fixture settled, and the members they belong to. */
  settleBets: number;
  settleMembers: number;
  /** Which of the two figures to measure (`book-bets`, `book-settlement`; `book` both). */
  placing: boolean;
  settling: boolean;
}

const percent = (ratio: number, digits = 0) => `${(ratio * 100).toFixed(digits)}%`;
const row = (name: string, result: RoundResult, ratio: string) =>
  `| ${name} | ${result.perSecond} | ${result.p50} | ${result.p99} | ${result.failures} | ${ratio} |`;

/**
 * Issue 27's sportsbook figures, on the game server beside the portal (as `npm start` runs them). First bets
 * placed through the whole path: members with real-money sessions at StarBet (the operator's signed launch) and
 * wallets filled by the signed transfer, on fixtures loaded by the signed feed, each client placing its members'
 * slips (a single, then a three-leg accumulator, in turn) with `POST /v1/book/bets`; beside them, in alternating
 * rounds, the same bets written by a plain SQL script on the same PostgreSQL, and the ratio of the two. Then the
 * settlement of one fixture with `settleBets` open bets (`book-settlement.ts`). The book's ledger is audited after
 * each.
 */
export async function bookBench(vendor: BookVendor, gamePid: number, machine: string, options: BookBenchOptions) {
  if (options.placing) await placingBench(vendor, gamePid, machine, options);
  if (options.settling) {
    await bookSettlementBench(vendor, machine, { bets: options.settleBets, members: options.settleMembers });
  }
}

async function placingBench(vendor: BookVendor, gamePid: number, machine: string, options: BookBenchOptions) {
  const league = `rate-${Date.now().toString(36)}`;
  await feedFixtures(vendor, league, options.events);
  // 100,000.00 each: at most 10.00 a bet, 10,000 bets a member, far more than any run places.
  const members = await bookMembers(vendor, options.members, 10_000_000n);
  const events = await listedFixtures(vendor, members[0]!.session, league);
  if (events.length !== options.events)
    throw new Error(`the book lists ${events.length} of ${options.events} fixtures`);
  const deal = slipDealer(events);
  // The book's account, made before the first bets: made by many bets at once, it fails (see docs/benchmarks.md).
  const house = houseAccountQuery('book');
  const [book] = await gameQuery<{ id: string }>(vendor.databaseUrl, house.text, house.values);
  const plain = await bookSqlContestant(vendor.databaseUrl, members, deal, book!.id, options.clients);
  const api = bookApiContestant(vendor.url, gamePid, members, deal, options.clients);
  try {
    // The tables' statistics as autovacuum keeps them on a running book (the run starts on empty ones, which it
    // would not analyze before its first minute is out): with none, the planner reads a bet's legs by a scan.
    const afterWarmUp = async () => {
      await gameQuery(vendor.databaseUrl, 'ANALYZE book_accounts, book_bets, book_bet_legs, book_entries, book_legs');
    };
    const { plain: sql, results, ratios } = await alternateWithPlainSql(plain, [api], { ...options, afterWarmUp });
    const selections = events.reduce(
      (sum, event) => sum + event.markets.reduce((count, market) => count + market.selections.length, 0),
      0,
    );
    console.log(
      `\n${machine}, ${options.rounds} rounds x ${options.seconds}s, ${options.clients} clients, ${options.members} ` +
        `members; one bet a slip, singles and 3-leg accumulators in turn, 1.00 to 10.00, on ${options.events} ` +
        `fixtures (${selections} selections)\n`,
    );
    console.log('| sportsbook bets | bets/s (median) | p50 ms | p99 ms | failed | vs plain SQL (median of rounds) |');
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(row(`plain SQL bet script, ${options.clients} pg connections`, sql, '100%'));
    const name = `game client POST /v1/book/bets -> game server, ${options.clients} clients`;
    console.log(row(name, results[0]!, percent(ratios[0]!)));
    console.log(`\nbets placed / plain SQL = ${percent(ratios[0]!, 1)} (target >= 40%)`);
    if (api.cpu.bets > 0) {
      const { ms, bets, seconds } = api.cpu;
      console.log(
        `game server CPU ${(ms / bets).toFixed(1)} ms a bet, ${percent(ms / 1000 / seconds)} of a core over its rounds ` +
          '(warm-up included)',
      );
    }
  } finally {
    await api.close();
    await plain.close();
  }
  const ledger = bookLedgerVerdict(await checkBookLedger(vendor.databaseUrl));
  console.log(`${ledger.line} after the rounds; load average ${loadAverage()}`);
  if (!ledger.sound) process.exitCode = 1;
}
