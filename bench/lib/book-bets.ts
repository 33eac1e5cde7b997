import { type BookEvent, bookPaths } from '@portal/contracts';
import { combinedPrice, potentialReturn } from '@portal/house-games';
import pg from 'pg';
import type { BookMember } from './book-vendor.js';
import { type Contestant, drive, nextKey } from './drive.js';
import { cpuMsOf } from './launch-seats.js';
import { jsonPoster } from './post-json.js';

/** A selection a slip may take: its id, its event, the price the book lists. */
interface Pick {
  selectionId: string;
  eventId: string;
  price: number;
}

/** Legs of an accumulator. */
const accumulatorLegs = 3;
/**
 * The most a bench bet may return, 5,000.00: a member's bets on one event may return 500,000.00 together (the
 * book's default limit), and a long run puts dozens of a member's bets on each fixture.
 */
const mostReturn = 500_000n;

/**
 * What a member stakes next: singles and accumulators of three legs (each on another event) in turn, on selections
 * drawn at random from every market of the listed fixtures, 1.00 to 10.00, none returning more than 5,000.00. Both
 * contestants draw from this, so both do the same mix of work.
 */
export function slipDealer(events: BookEvent[]) {
  const byEvent = events.map((event) =>
    event.markets.flatMap((market) =>
      market.selections.map((selection) => ({ selectionId: selection.id, eventId: event.id, price: selection.price })),
    ),
  );
  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  return (member: BookMember): { stake: bigint; legs: Pick[] } => {
    const legCount = member.turn++ % 2 === 0 ? 1 : accumulatorLegs;
    for (;;) {
      const events = new Set<number>();
      while (events.size < legCount) events.add(Math.floor(Math.random() * byEvent.length));
      const legs = [...events].map((e) => any(byEvent[e]!));
      const stake = BigInt(100 * (1 + Math.floor(Math.random() * 10)));
      const prices = legs.map((leg) => leg.price);
      if (potentialReturn(stake, prices) <= mostReturn) return { stake, legs };
    }
  };
}
export type SlipDealer = ReturnType<typeof slipDealer>;

/**
 * The member's call through the whole path: `POST /v1/book/bets` on the game server, one bet a slip. `cpu` adds up
 * the game server's CPU time (ms) and the bets placed over the rounds, when its process id is known.
 */
export function bookApiContestant(
  gameServerUrl: string,
  gamePid: number,
  members: BookMember[],
  deal: SlipDealer,
  clients: number,
): Contestant & { cpu: { ms: number; bets: number; seconds: number } } {
  const poster = jsonPoster(gameServerUrl, clients);
  let shown = 0;
  const cpu = { ms: 0, bets: 0, seconds: 0 };
  return {
    cpu,
    run: async (seconds) => {
      const before = gamePid ? await cpuMsOf(gamePid) : 0;
      const result = await drive(members, clients, seconds, async (_, member) => {
        const { stake, legs } = deal(member);
        const answer = await poster.post(
          bookPaths.bets,
          {},
          {
            session: member.session,
            bets: [
              {
                key: nextKey(),
                stake: String(stake),
                legs: legs.map(({ selectionId, price }) => ({ selectionId, price })),
              },
            ],
          },
        );
        if (answer.status === 200) return 'done';
        if (shown++ < 3) process.stderr.write(`book bet failed: ${answer.status} ${answer.body.slice(0, 300)}\n`);
        return 'failed';
      });
      if (gamePid) {
        cpu.ms += (await cpuMsOf(gamePid)) - before;
        cpu.bets += result.perSecond * seconds;
        cpu.seconds += seconds;
      }
      return result;
    },
    close: poster.close,
  };
}

/**
 * The same bets written by a plain SQL script over `clients` connections, each in one transaction: take the stake
 * from the wallet if it holds it, insert the bet and its legs, the ledger entry and its two legs (the player's and
 * the book's), commit. Named prepared statements, as the portal's plain SQL transfers use.
 */
export async function bookSqlContestant(
  databaseUrl: string,
  members: BookMember[],
  deal: SlipDealer,
  bookAccount: string,
  clients: number,
): Promise<Contestant> {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const place = async (client: pg.Client, member: BookMember) => {
    const { stake, legs } = deal(member);
    const prices = legs.map((leg) => leg.price);
    try {
      await client.query('BEGIN');
      const debited = await client.query({
        name: 'book-debit',
        text: 'UPDATE book_accounts SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING balance',
        values: [member.accountId, String(stake)],
      });
      if (debited.rowCount !== 1) throw new Error('the wallet does not hold the stake');
      const bet = await client.query<{ id: string }>({
        name: 'book-bet',
        text: `INSERT INTO book_bets (account_id, client_key, game_code, kind, stake, price, potential_return, placed_at)
               VALUES ($1, $2, 'lobby', $3, $4, $5, $6, now()) RETURNING id`,
        values: [
          member.accountId,
          nextKey(),
          legs.length > 1 ? 'accumulator' : 'single',
          String(stake),
          combinedPrice(prices),
          String(potentialReturn(stake, prices)),
        ],
      });
      const betId = bet.rows[0]!.id;
      await client.query({
        name: 'book-legs',
        text: `INSERT INTO book_bet_legs (bet_id, leg_no, event_id, selection_id, price)
               SELECT $1, n, e, s, p FROM unnest($2::smallint[], $3::bigint[], $4::bigint[], $5::int[]) AS t(n, e, s, p)`,
        values: [
          betId,
          legs.map((_, index) => index + 1),
          legs.map((leg) => leg.eventId),
          legs.map((leg) => leg.selectionId),
          prices,
        ],
      });
      const entry = await client.query<{ id: string }>({
        name: 'book-entry',
        text: `INSERT INTO book_entries (kind, ref) VALUES ('bet', $1) RETURNING id`,
        values: [betId],
      });
      await client.query({
        name: 'book-postings',
        text: 'INSERT INTO book_legs (entry_id, account_id, amount) VALUES ($1, $2, $3), ($1, $4, $5)',
        values: [entry.rows[0]!.id, member.accountId, String(-stake), bookAccount, String(stake)],
      });
      await client.query('COMMIT');
      return 'done' as const;
    } catch {
      await client.query('ROLLBACK').catch(() => {});
      return 'failed' as const;
    }
  };
  return {
    run: (seconds) => drive(members, clients, seconds, (index, member) => place(connections[index]!, member)),
    close: () => Promise.all(connections.map((client) => client.end())),
  };
}
