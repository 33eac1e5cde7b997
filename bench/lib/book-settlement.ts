import { randomBytes } from 'node:crypto';
import { type BookEventResult, bookVendorPaths } from '@portal/contracts';
import {
  betPayout,
  betResultOf,
  combinedPrice,
  type LegOutcome,
  type MarketSpec,
  potentialReturn,
  selectionOutcome,
} from '@portal/house-games';
import pg from 'pg';
import { bookLedgerVerdict, checkBookLedger } from './book-ledger.js';
import { type BookVendor, bookSeat, feedFixtures, gameQuery, houseAccountQuery, postFeed } from './book-vendor.js';
import { loadAverage } from './processes.js';

export interface BookSettlementOptions {
  /** Open bets on the event settled. */
  bets: number;
  /** The members they belong to (each its own wallet at the vendor). */
  members: number;
}

/** The result of the fixture already resulted, of the one settled, and that one's correction. */
const resultOfDone: BookEventResult = { kind: 'score', home: 1, away: 1 };
const resultOfSettled: BookEventResult = { kind: 'score', home: 2, away: 1 };
const correctedResult: BookEventResult = { kind: 'score', home: 1, away: 1 };

/** The book's default limits (limits.ts): no bench bet may pass what the real path refuses. */
const maxPayout = 50_000_000n;
const maxEventPayout = 50_000_000n;

interface Selection {
  id: string;
  eventId: string;
  price: number;
  spec: MarketSpec;
  code: string;
}

interface ArrangedBet {
  member: number;
  stake: bigint;
  legs: { selection: Selection; outcome: LegOutcome | null }[];
  placedAt: Date;
}

/** Of every 20 bets on the event: 10 singles, 4 doubles with a decided leg, 3 with an undecided one, 3 trebles. */
const shapeOf = (index: number): ('done' | 'later')[] => {
  const slot = index % 20;
  if (slot < 10) return [];
  if (slot < 14) return ['done'];
  if (slot < 17) return ['later'];
  return ['done', 'later'];
};

const specOf = (row: { kind: string; line: number | null; map: number | null; places: number | null }) => {
  if (row.kind === 'handicap' || row.kind === 'totals') return { kind: row.kind, line: row.line ?? 0 } as MarketSpec;
  if (row.kind === 'race-place') return { kind: row.kind, places: row.places ?? 1 } as MarketSpec;
  if (row.kind === 'map-winner') return { kind: row.kind, map: row.map ?? 1 } as MarketSpec;
  return { kind: row.kind } as MarketSpec;
};

/**
 * Issue 27's settlement figure: one fixture with `bets` open bets (singles, and accumulators whose other legs are
 * on a fixture already resulted or on one still to come), then the operator's signed feed posting its result,
 * timed end to end over HTTP: the game server's feed route → applyResults → settleEvent, one transaction. The
 * bets are written in bulk into the game server's database as its bet path writes them (each bet's stake taken
 * from the wallet by a `bet` entry; the wallets funded by `transfer-in` entries with their transfer rows); the
 * other fixture's result goes through the real feed before the timed one. Then the ledger is audited, every bet on
 * the fixture checked settled (or still open for a good reason), and every payout recomputed from its legs; then
 * the same again for a corrected result (the bets whose legs it changes settled again, only the difference posted).
 */
export async function bookSettlementBench(vendor: BookVendor, machine: string, options: BookSettlementOptions) {
  const arranged = await arrangeSettlement(vendor, options);
  const { bets, eventId, done } = arranged;
  const accumulators = bets.filter((bet) => bet.legs.length > 1).length;
  console.log(
    `\n${machine}; ${bets.length} open bets on one fixture (${bets.length - accumulators} singles, ${accumulators} ` +
      `accumulators) of ${options.members} members, written in ${arranged.writeSeconds.toFixed(1)} s; the other ` +
      `fixture's result (${done.betsSettled} bets settled) in ${arranged.doneSeconds.toFixed(2)} s\n`,
  );
  const runs: { name: string; result: BookEventResult }[] = [
    {
      name: `signed feed POST ${bookVendorPaths.feed} with its result, 2-1 (feed → applyResults → settleEvent)`,
      result: resultOfSettled,
    },
    {
      name: 'the same, the result corrected to 1-1 (bets settled again, the difference posted)',
      result: correctedResult,
    },
  ];
  const lines: string[] = [];
  let sound = true;
  const timed: number[] = [];
  for (const run of runs) {
    const started = performance.now();
    const applied = await postFeed(vendor, { results: [{ fixture: arranged.settledCode, result: run.result }] });
    const seconds = (performance.now() - started) / 1000;
    timed.push(seconds);
    const check = await checkSettled(vendor.databaseUrl, eventId);
    const ledger = bookLedgerVerdict(await checkBookLedger(vendor.databaseUrl));
    lines.push(
      `| ${run.name} | ${bets.length} | ${applied.betsSettled} | ${check.stillOpen} | ${seconds.toFixed(2)} | ` +
        `${Math.round(applied.betsSettled / seconds)} |`,
    );
    lines.push(
      `  ${JSON.stringify(run.result)}: ${check.wronglyOpen} open with every leg decided or one lost, ` +
        `${check.undecidedLegs} legs on the fixture without an outcome, ${check.wrongPayouts} payouts not as the ` +
        `bet's legs say, settle entries ${check.postedPayouts === check.payouts ? 'equal' : 'NOT EQUAL'} to the ` +
        `payouts (${check.payouts}); ${ledger.line}; load average ${loadAverage()}`,
    );
    sound &&=
      ledger.sound &&
      check.wronglyOpen + check.undecidedLegs + check.wrongPayouts === 0 &&
      check.postedPayouts === check.payouts &&
      // The first result settles every bet on the fixture but those with a leg still to come.
      (run.result !== resultOfSettled || applied.betsSettled + check.stillOpen === bets.length);
  }
  console.log('| settlement of one fixture | open bets | settled | still open (a leg to come) | seconds | bets/s |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const line of lines.filter((text) => text.startsWith('|'))) console.log(line);
  console.log('');
  for (const line of lines.filter((text) => !text.startsWith('|'))) console.log(line);
  console.log(`\nsettling ${bets.length} open bets took ${timed[0]!.toFixed(2)} s (target < 10 s)`);
  if (!sound || timed[0]! >= 10) process.exitCode = 1;
}

/**
 * Everything before the timed call: the three fixtures through the feed, the bets in bulk, the other fixture's
 * result through the feed, the tables vacuumed and analyzed. Answers the fixture to settle and what was written.
 */
export async function arrangeSettlement(vendor: BookVendor, options: BookSettlementOptions) {
  const tag = randomBytes(3).toString('hex');
  const [settledCode, doneCode, laterCode] = await feedFixtures(vendor, `settle-${tag}`, 3);
  const rows = await gameQuery<{
    id: string;
    event_id: string;
    event: string;
    code: string;
    price: number;
    kind: string;
    line: number | null;
    map: number | null;
    places: number | null;
  }>(
    vendor.databaseUrl,
    `SELECT s.id::text, s.event_id::text, e.code AS event, s.code, s.price, m.kind, m.line, m.map, m.places
       FROM book_selections s JOIN book_markets m ON m.id = s.market_id JOIN book_events e ON e.id = s.event_id
      WHERE e.code = ANY($1::text[]) ORDER BY s.id`,
    [[settledCode, doneCode, laterCode]],
  );
  const selectionsOf = (code: string) =>
    rows
      .filter((row) => row.event === code)
      .map((row) => ({ id: row.id, eventId: row.event_id, price: row.price, spec: specOf(row), code: row.code }));
  const onSettled = selectionsOf(settledCode!);
  // A leg on the resulted fixture that lost would have lost its bet then: the open bets' legs there did not.
  const onDone = selectionsOf(doneCode!)
    .map((selection) => ({ selection, outcome: selectionOutcome(selection.spec, selection.code, resultOfDone) }))
    .filter(({ outcome }) => outcome !== 'lose');
  const onLater = selectionsOf(laterCode!);
  const eventId = onSettled[0]!.eventId;

  const written = performance.now();
  const bets = arrangeBets(options, onSettled, onDone, onLater);
  await writeBets(vendor.databaseUrl, tag, options.members, bets);
  const writeSeconds = (performance.now() - written) / 1000;
  // The other fixture's result through the real feed: its legs decided, no bet settled (each waits for the event).
  const doneStarted = performance.now();
  const done = await postFeed(vendor, { results: [{ fixture: doneCode!, result: resultOfDone }] });
  const doneSeconds = (performance.now() - doneStarted) / 1000;
  // As autovacuum would have them by the time a match ends: the bulk write's statistics and visibility.
  await gameQuery(
    vendor.databaseUrl,
    'VACUUM (ANALYZE) book_accounts, book_bets, book_bet_legs, book_entries, book_legs, book_selections, book_markets, book_events, book_exposures',
  );
  return { settledCode: settledCode!, eventId, bets, done, writeSeconds, doneSeconds };
}

/**
 * The bets in the shapes above, each member's spread over its wallets' limits as the real path would hold them:
 * no bet returns more than the most a bet may, nor a member's bets on one event more than the most an event may.
 */
function arrangeBets(
  options: BookSettlementOptions,
  onSettled: Selection[],
  onDone: { selection: Selection; outcome: LegOutcome }[],
  onLater: Selection[],
): ArrangedBet[] {
  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const perMember = BigInt(Math.ceil(options.bets / options.members));
  const cap = maxEventPayout / perMember < maxPayout ? maxEventPayout / perMember : maxPayout;
  const now = Date.now();
  return Array.from({ length: options.bets }, (_, index) => {
    for (;;) {
      const legs: ArrangedBet['legs'] = [{ selection: any(onSettled), outcome: null }];
      for (const other of shapeOf(index)) {
        legs.push(other === 'done' ? any(onDone) : { selection: any(onLater), outcome: null });
      }
      const stake = BigInt(100 * (1 + Math.floor(Math.random() * 50)));
      const prices = legs.map((leg) => leg.selection.price);
      if (potentialReturn(stake, prices) > cap) continue;
      return { member: index % options.members, stake, legs, placedAt: new Date(now - Math.random() * 3_600_000) };
    }
  });
}

/** Fresh ids from a table's own sequence, as its default would have drawn them. */
async function idsFrom(client: pg.Client, table: string, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::text AS id FROM generate_series(1, $2)`,
    [table, count],
  );
  return rows.map((row) => row.id);
}

/**
 * Writes the members' wallets, each funded by a transfer in (entry, legs, transfer row), then the bets with their
 * legs and each bet's entry (the player's stake to the book), the balances what the legs sum to: the rows the
 * vendor's own transfer and bet paths write (transfers.ts, bets.service.ts, ledger.ts), in bulk.
 */
async function writeBets(databaseUrl: string, tag: string, members: number, bets: ArrangedBet[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const operator = (await client.query<{ id: string }>(houseAccountQuery('operator'))).rows[0]!.id;
    const book = (await client.query<{ id: string }>(houseAccountQuery('book'))).rows[0]!.id;
    const staked = new Array<bigint>(members).fill(0n);
    for (const bet of bets) staked[bet.member]! += bet.stake;
    // Each wallet holds its stakes and 1,000.00 more.
    const funds = staked.map((stakes) => stakes + 100_000n);
    const accounts = await idsFrom(client, 'book_accounts', members);
    const players = accounts.map((_, index) => `settle-${tag}-${index}`);
    await client.query(
      `INSERT INTO book_accounts (id, owner_key, kind, site_code, studio, player_id, currency, balance)
       SELECT id, 'player/' || $2 || '/' || $3 || '/' || $4 || '/' || player, 'player', $2, $3, player, $4, balance
         FROM unnest($1::bigint[], $5::text[], $6::bigint[]) AS t(id, player, balance)`,
      [
        accounts,
        bookSeat.siteCode,
        bookSeat.studio,
        bookSeat.currency,
        players,
        funds.map((fund, index) => String(fund - staked[index]!)),
      ],
    );
    const fundedAt = new Date(Date.now() - 2 * 3_600_000);
    const transferEntries = await idsFrom(client, 'book_entries', members);
    const keys = players.map((player) => `fund-${player}`);
    await client.query(
      `INSERT INTO book_entries (id, kind, ref, created_at)
       SELECT id, 'transfer-in', key, $3 FROM unnest($1::bigint[], $2::text[]) AS t(id, key)`,
      [transferEntries, keys, fundedAt],
    );
    await client.query(
      `INSERT INTO book_legs (entry_id, account_id, amount)
       SELECT entry, account, amount FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS t(entry, account, amount)`,
      [
        [...transferEntries, ...transferEntries],
        [...transferEntries.map(() => operator), ...accounts],
        [...funds.map((fund) => String(-fund)), ...funds.map(String)],
      ],
    );
    await client.query(
      `INSERT INTO book_transfers (key, account_id, direction, amount, status, reason, balance_after, entry_id, created_at)
       SELECT key, account, 'in', amount, 'done', NULL, amount, entry, $5
         FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[]) AS t(key, account, amount, entry)`,
      [keys, accounts, funds.map(String), transferEntries, fundedAt],
    );
    for (let first = 0; first < bets.length; first += 10_000) {
      const chunk = bets.slice(first, first + 10_000);
      const betIds = await idsFrom(client, 'book_bets', chunk.length);
      const entryIds = await idsFrom(client, 'book_entries', chunk.length);
      const prices = chunk.map((bet) => bet.legs.map((leg) => leg.selection.price));
      await client.query(
        `INSERT INTO book_bets (id, account_id, client_key, game_code, kind, stake, price, potential_return, placed_at)
         SELECT id, account, key, $9, kind, stake, price, potential, placed
           FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::bigint[],
                       $8::timestamptz[]) AS t(id, account, key, kind, stake, price, potential, placed)`,
        [
          betIds,
          chunk.map((bet) => accounts[bet.member]),
          chunk.map((_, index) => `settle-${tag}-${first + index}`),
          chunk.map((bet) => (bet.legs.length > 1 ? 'accumulator' : 'single')),
          chunk.map((bet) => String(bet.stake)),
          prices.map((list) => combinedPrice(list)),
          chunk.map((bet, index) => String(potentialReturn(bet.stake, prices[index]!))),
          chunk.map((bet) => bet.placedAt),
          bookSeat.gameCode,
        ],
      );
      const legs = chunk.flatMap((bet, index) =>
        bet.legs.map((leg, legIndex) => ({ bet: betIds[index]!, legIndex, leg })),
      );
      await client.query(
        `INSERT INTO book_bet_legs (bet_id, leg_no, event_id, selection_id, price, outcome)
         SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::bigint[], $5::int[], $6::text[])`,
        [
          legs.map((leg) => leg.bet),
          legs.map((leg) => leg.legIndex + 1),
          legs.map((leg) => leg.leg.selection.eventId),
          legs.map((leg) => leg.leg.selection.id),
          legs.map((leg) => leg.leg.selection.price),
          // Decided later, by the other fixture's result through the feed.
          legs.map(() => null),
        ],
      );
      await client.query(
        `INSERT INTO book_entries (id, kind, ref, created_at)
         SELECT id, 'bet', bet::text, placed FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[]) AS t(id, bet, placed)`,
        [entryIds, betIds, chunk.map((bet) => bet.placedAt)],
      );
      await client.query(
        `INSERT INTO book_legs (entry_id, account_id, amount)
         SELECT entry, account, amount FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS t(entry, account, amount)`,
        [
          [...entryIds, ...entryIds],
          [...chunk.map((bet) => accounts[bet.member]), ...chunk.map(() => book)],
          [...chunk.map((bet) => String(-bet.stake)), ...chunk.map((bet) => String(bet.stake))],
        ],
      );
    }
    // Each member's open returns by event, as the slips counted them (book_exposures): the settlement moves them.
    await client.query(
      `INSERT INTO book_exposures (account_id, event_id, open_return)
       SELECT b.account_id, l.event_id, sum(b.potential_return) FROM book_bets b JOIN book_bet_legs l ON l.bet_id = b.id
        WHERE b.client_key LIKE $1 GROUP BY b.account_id, l.event_id
       ON CONFLICT (account_id, event_id) DO UPDATE SET open_return = book_exposures.open_return + excluded.open_return`,
      [`settle-${tag}-%`],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** What the settlement left on the fixture's bets, checked from the rows. */
async function checkSettled(databaseUrl: string, eventId: string) {
  const bets = await gameQuery<{
    id: string;
    status: string;
    stake: string;
    payout: string | null;
    prices: number[];
    outcomes: (LegOutcome | null)[];
  }>(
    databaseUrl,
    `SELECT b.id::text, b.status, b.stake::text, b.payout::text,
            array_agg(l.price ORDER BY l.leg_no) AS prices, array_agg(l.outcome ORDER BY l.leg_no) AS outcomes
       FROM book_bets b JOIN book_bet_legs l ON l.bet_id = b.id
      WHERE b.id IN (SELECT bet_id FROM book_bet_legs WHERE event_id = $1)
      GROUP BY b.id`,
    [eventId],
  );
  let stillOpen = 0;
  let wronglyOpen = 0;
  let undecidedLegs = 0;
  let wrongPayouts = 0;
  let payouts = 0n;
  for (const bet of bets) {
    const legs = bet.prices.map((price, index) => ({ price, outcome: bet.outcomes[index] ?? null }));
    const result = betResultOf(legs);
    if (bet.status === 'open') {
      if (result === 'open') stillOpen++;
      else wronglyOpen++;
      continue;
    }
    const expected =
      result === 'lost' || result === 'open'
        ? 0n
        : betPayout(
            BigInt(bet.stake),
            legs.map((leg) => ({ price: leg.price, outcome: leg.outcome ?? 'lose' })),
          );
    if (bet.status !== result || BigInt(bet.payout ?? '-1') !== expected) wrongPayouts++;
    payouts += expected;
  }
  const [legs] = await gameQuery<{ undecided: number; posted: string }>(
    databaseUrl,
    `SELECT (SELECT count(*)::int FROM book_bet_legs WHERE event_id = $1::bigint AND outcome IS NULL) AS undecided,
            (SELECT coalesce(sum(g.amount), 0)::text FROM book_entries e JOIN book_legs g ON g.entry_id = e.id
               JOIN book_accounts a ON a.id = g.account_id
              WHERE e.kind = 'settle' AND e.ref = 'event:' || $1::bigint AND a.kind = 'player') AS posted`,
    [eventId],
  );
  undecidedLegs = legs!.undecided;
  return { stillOpen, wronglyOpen, undecidedLegs, wrongPayouts, payouts, postedPayouts: BigInt(legs!.posted) };
}
