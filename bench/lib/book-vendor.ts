import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BookEvent,
  type BookFeed,
  bookEventsSchema,
  bookFeedAppliedSchema,
  bookPaths,
  bookTransferSchema,
  bookVendorPaths,
  vendorHeaders,
  vendorPaths,
  vendorSessionSchema,
} from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The sportsbook studio, site and currency every bench wallet is at (a member of the demo site AUR at StarBet). */
export const bookSeat = { studio: 'SBET', siteCode: 'AUR', currency: 'AUD', gameCode: 'lobby' } as const;

/** How the bench reaches the game server as its operator (the portal) does: signed calls over HTTP. */
export interface BookVendor {
  url: string;
  operator: string;
  /** The secret both sign with, base64. */
  secret: string;
  /** The game server's own database, for what is arranged or checked there directly. */
  databaseUrl: string;
}

/** An operator's call, signed over its exact body as the portal signs it; the answer's status and JSON. */
export async function signedCall(vendor: BookVendor, callPath: string, body: unknown) {
  const payload = JSON.stringify(body);
  const response = await fetch(new URL(callPath, vendor.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [vendorHeaders.operator]: vendor.operator,
      [vendorHeaders.signature]: signBody(Buffer.from(vendor.secret, 'base64'), payload),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as unknown, text };
}

/** Posts a feed document (bookVendorPaths.feed) and answers what it applied; anything but 200 throws. */
export async function postFeed(vendor: BookVendor, feed: BookFeed) {
  const answer = await signedCall(vendor, bookVendorPaths.feed, feed);
  if (answer.status !== 200) throw new Error(`feed answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return bookFeedAppliedSchema.parse(answer.json);
}

type SampleFeed = Required<Pick<BookFeed, 'leagues' | 'teams' | 'fixtures'>>;
let sample: SampleFeed | undefined;
/** docs/book-feed.sample.json: its teams and its fixtures' markets are what the bench's fixtures offer. */
async function sampleFeed(): Promise<SampleFeed> {
  sample ??= JSON.parse(await readFile(path.join(here, '../../docs/book-feed.sample.json'), 'utf8')) as SampleFeed;
  return sample;
}

/**
 * `count` football fixtures in a league of their own (`league`), a month ahead, each with every market of one of
 * the sample document's fixtures (1X2, moneyline, Asian handicaps, totals, correct score, both to score), loaded
 * through the signed feed as an operator loads them. Answers their codes, in order.
 */
export async function feedFixtures(vendor: BookVendor, league: string, count: number): Promise<string[]> {
  const { teams, fixtures } = await sampleFeed();
  const starts = Date.now() + 30 * 86_400_000;
  const codes = Array.from({ length: count }, (_, index) => `${league}-${index + 1}`);
  const pairs = teams.flatMap((home) => teams.filter((away) => away !== home).map((away) => [home.code, away.code]));
  await postFeed(vendor, {
    leagues: [{ code: league, sport: 'football', name: `Bench ${league}` }],
    teams,
    fixtures: codes.map((code, index) => ({
      code,
      league,
      startsAt: new Date(starts + index * 3_600_000).toISOString(),
      competitors: pairs[index % pairs.length]!,
      markets: fixtures[index % fixtures.length]!.markets,
    })),
  });
  return codes;
}

/** A member at the book: the operator's player id, its game session, its wallet's account at the vendor. */
export interface BookMember {
  playerId: string;
  session: string;
  accountId: string;
  /** Slips placed so far: a member alternates singles and accumulators. */
  turn: number;
}

/**
 * `count` members of the demo site, each with a real-money session at StarBet's lobby (the signed launch call
 * `POST /v1/sessions`, as the portal opens one) and `funds` minor units moved into the vendor's wallet by the
 * signed transfer call, a few at a time.
 */
export async function bookMembers(vendor: BookVendor, count: number, funds: bigint): Promise<BookMember[]> {
  const tag = randomBytes(4).toString('hex');
  const open = async (index: number) => {
    const playerId = `bench-${tag}-${index}`;
    const launched = await signedCall(vendor, vendorPaths.sessions, {
      walletToken: randomBytes(32).toString('base64url'),
      playerId,
      siteCode: bookSeat.siteCode,
      currency: bookSeat.currency,
      language: 'EN',
      studio: bookSeat.studio,
      gameCode: bookSeat.gameCode,
      mode: 'real',
    });
    if (launched.status !== 201) throw new Error(`session answered ${launched.status}: ${launched.text}`);
    const session = new URL(vendorSessionSchema.parse(launched.json).url).searchParams.get('session') ?? '';
    const owner = { playerId, siteCode: bookSeat.siteCode, currency: bookSeat.currency, studio: bookSeat.studio };
    const moved = await signedCall(vendor, bookVendorPaths.transfers, {
      ...owner,
      key: `fund-${tag}-${index}`,
      direction: 'in',
      amount: String(funds),
    });
    if (moved.status !== 200) throw new Error(`transfer answered ${moved.status}: ${moved.text}`);
    const transfer = bookTransferSchema.parse(moved.json);
    if (transfer.status !== 'done') throw new Error(`transfer in ${transfer.status}: ${transfer.reason}`);
    return { playerId, session, accountId: '', turn: 0 };
  };
  // The first transfer alone: it makes the operator's account, and two first uses at once fail (docs/benchmarks.md).
  const members: BookMember[] = [await open(0)];
  for (let first = 1; first < count; first += 16) {
    const batch = Array.from({ length: Math.min(16, count - first) }, (_, offset) => open(first + offset));
    members.push(...(await Promise.all(batch)));
  }
  // The plain SQL baseline moves the same wallets: their account ids, as the vendor keyed them.
  const ids = await gameQuery<{ player_id: string; id: string }>(
    vendor.databaseUrl,
    `SELECT player_id, id::text FROM book_accounts WHERE kind = 'player' AND player_id = ANY($1::text[])`,
    [members.map((member) => member.playerId)],
  );
  const byPlayer = new Map(ids.map((row) => [row.player_id, row.id]));
  for (const member of members) member.accountId = byPlayer.get(member.playerId) ?? '';
  return members;
}

/** The league's fixtures as a member's book lists them (`GET /v1/book/events`), with their selections and prices. */
export async function listedFixtures(vendor: BookVendor, session: string, league: string): Promise<BookEvent[]> {
  const url = new URL(bookPaths.events, vendor.url);
  url.search = new URLSearchParams({ session, sport: 'football', source: 'fixture' }).toString();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`events answered ${response.status}: ${await response.text()}`);
  return bookEventsSchema.parse(await response.json()).events.filter((event) => event.league === `Bench ${league}`);
}

/** The operator's or the book's account, made at first use as the vendor's ledger makes it (ledger.ts houseAccount). */
export function houseAccountQuery(kind: 'operator' | 'book') {
  const key = kind === 'operator' ? `operator/${bookSeat.siteCode}/${bookSeat.currency}` : `book/${bookSeat.currency}`;
  return {
    text: `WITH made AS (
             INSERT INTO book_accounts (owner_key, kind, site_code, currency) VALUES ($1, $2, $3, $4)
             ON CONFLICT (owner_key) DO NOTHING RETURNING id)
           SELECT id::text FROM made UNION ALL SELECT id::text FROM book_accounts WHERE owner_key = $1`,
    values: [key, kind, kind === 'operator' ? bookSeat.siteCode : null, bookSeat.currency],
  };
}

/** One statement on the game server's database, on a connection of its own. */
export async function gameQuery<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
