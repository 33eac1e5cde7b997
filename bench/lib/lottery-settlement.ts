import type { OrderLineRequest } from '@portal/contracts';
import {
  type BulkOrder,
  checkLedgerAt,
  fundedMembers,
  lotteryIssueOutcome,
  openLotteryIssue,
  placeWaitingLotteryOrders,
  runLotterySchedulerAt,
  type StatementTime,
} from '@portal/server/testing';
import { ledgerVerdict } from './plain-sql.js';
import { loadAverage } from './processes.js';

export interface SettlementOptions {
  members: number;
  linesPerMember: number;
  linesPerOrder: number;
}

const merchant = 'AUR';
const gameCode = 'SSC1M';

/** A small seeded generator (mulberry32): the same slips every run, so runs compare. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

/** Lines as members write them, three plays in turn: digits on one position, a full 5-star, big/small/odd/even. */
function lineMaker(random: (below: number) => number) {
  const digit = () => String(random(10));
  const onePosition = (picks: string[]) => Array.from({ length: 5 }, (_, area) => (area === 0 ? picks : []));
  const shifted = (areas: string[][]) => {
    const by = random(5);
    return areas.map((_, area) => areas[(area + 5 - by) % 5]!);
  };
  const group = () => [1800, 1900, 1960][random(3)]!;
  const multiple = () => 1 + random(5);
  const plays: (() => OrderLineRequest)[] = [
    () => {
      const picks = [...new Set(Array.from({ length: 1 + random(3) }, digit))];
      return {
        playId: 'SSC_FIXED_POSITION',
        selection: shifted(onePosition(picks)),
        unit: '0.01',
        multiple: multiple(),
        group: group(),
      };
    },
    () => ({
      playId: 'SSC_STAR5_DIRECT',
      selection: Array.from({ length: 5 }, () => [digit()]),
      unit: '0.01',
      multiple: multiple(),
      group: group(),
    }),
    () => {
      const options = [['BIG', 'SMALL'][random(2)]!, ...(random(2) ? [['ODD', 'EVEN'][random(2)]!] : [])];
      return { playId: 'SSC_BALL_BSOE', selection: shifted(onePosition(options)), unit: '0.01', multiple: multiple() };
    },
  ];
  let turn = 0;
  return () => plays[turn++ % plays.length]!();
}

/** The run's time by statement (those of a tenth of a second or more), then the rest, outside PostgreSQL. */
function breakdown(statements: StatementTime[], seconds: number): string {
  const inDatabase = statements.reduce((sum, row) => sum + row.seconds, 0);
  const shown = statements
    .filter((row) => row.seconds >= 0.1)
    .map((row) => `${row.statement} ${row.seconds.toFixed(2)} s${row.calls > 1 ? ` (${row.calls} calls)` : ''}`);
  const outside = `outside PostgreSQL (JavaScript, waiting for a core) ${(seconds - inDatabase).toFixed(2)} s`;
  return [...shown, outside].join('; ');
}

/**
 * One SSC1M issue with `members x linesPerMember` waiting lines, each order placed through the server's
 * own `placeOrder` (the testing surface's bulk writer), then the scheduler job's run at the issue's draw time, timed:
 * list ahead, draw the due house issues and settle them, in one transaction, as the app does each
 * second. Run with no portal up (the bench stops it first), so nothing else draws the issue.
 */
export async function settlementBench(databaseUrl: string, machine: string, options: SettlementOptions) {
  const started = performance.now();
  const funded = await fundedMembers(databaseUrl, { count: options.members, prefix: 'lotto' });
  // A run now lists the coming issues (and draws what is due), as the portal's job does every second.
  const listedAt = Date.now();
  await runLotterySchedulerAt(databaseUrl, listedAt);
  const issue = await openLotteryIssue(databaseUrl, merchant, gameCode);
  const nextLine = lineMaker(seeded(11));
  const orders: BulkOrder[] = funded.members.flatMap((member) =>
    Array.from({ length: Math.ceil(options.linesPerMember / options.linesPerOrder) }, (_, index) => ({
      memberId: member.id,
      lines: Array.from(
        { length: Math.min(options.linesPerOrder, options.linesPerMember - index * options.linesPerOrder) },
        nextLine,
      ),
    })),
  );
  const placed = await placeWaitingLotteryOrders(databaseUrl, {
    merchant,
    gameCode,
    issueNumber: issue.number,
    orders,
    // Sold while the issue was open: writing the lines may take longer than its sales last.
    at: listedAt,
  });
  const arranged = (performance.now() - started) / 1000;
  const run = await runLotterySchedulerAt(databaseUrl, issue.drawAt.getTime());
  const outcome = await lotteryIssueOutcome(databaseUrl, merchant, gameCode, issue.number);
  const verdict = ledgerVerdict(await checkLedgerAt(databaseUrl));
  const settled = outcome.status === 'settled' && !outcome.lines.waiting && run.errors.length === 0;
  console.log(
    `\n${machine}; ${options.members} members, ${placed.orders} orders of ${options.linesPerOrder} lines, ` +
      `written in ${arranged.toFixed(1)} s (members, then each order through placeOrder)\n`,
  );
  console.log('| settlement of one SSC1M issue | lines | orders | seconds | lines/s | status |');
  console.log('|---|---:|---:|---:|---:|---|');
  console.log(
    `| scheduler job run at the draw time (runJobOnce: list ahead, draw, settle) | ${placed.lines} | ` +
      `${placed.orders} | ${run.seconds.toFixed(2)} | ${Math.round(placed.lines / run.seconds)} | ${outcome.status} |`,
  );
  const byStatus = Object.entries(outcome.lines)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  console.log(
    `\nresult ${outcome.result?.join('') ?? '-'}; lines ${byStatus}; staked ${placed.stake} minor units, ` +
      `paid ${outcome.paid} (prizes, pushes, rebates); the run changed ${run.changed} issues in all` +
      `${run.errors.length ? `; draw errors: ${run.errors.join(' | ')}` : ''}`,
  );
  const met = settled && run.seconds < 10;
  console.log(`settlement in ${run.seconds.toFixed(2)} s (target < 10 s: ${met ? 'met' : 'NOT MET'})`);
  console.log(`where the time went: ${breakdown(run.statements, run.seconds)}`);
  console.log(`${verdict.line} after the settlement; load average ${loadAverage()}`);
  if (!verdict.sound || !settled) process.exitCode = 1;
}
