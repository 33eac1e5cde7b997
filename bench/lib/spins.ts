import { gameClientPaths, slotTitleSchema } from '@portal/contracts';
import pg from 'pg';
import { type Contestant, drive } from './drive.js';
import type { LedgerFixture } from './ledger.js';
import { jsonPoster } from './post-json.js';

/** A plain slot of a game-server studio on the fixture's site: the title every bench session plays. */
async function benchSlot(databaseUrl: string, merchant: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT g.id::text FROM games g
         JOIN vendors v ON v.code = g.vendor_code AND v.provider = 'game-server'
         JOIN site_vendors sv ON sv.vendor_code = v.code AND sv.enabled
         JOIN sites s ON s.id = sv.site_id AND s.code = $1
        WHERE g.sub_type IS NULL AND g.enabled ORDER BY g.id LIMIT 1`,
      [merchant],
    );
    if (!rows[0]) throw new Error(`site ${merchant} offers no game-server slot`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/**
 * Real-money spins through the whole path, as the game client sends them: game client -> game server ->
 * the portal's seamless wallet (bet, then win) -> the ledger. Each member launches the slot once through the
 * portal (its own game session); a client spins its own members' sessions one after another, the smallest bet.
 */
export async function spinContestant(
  databaseUrl: string,
  portalUrl: string,
  gameServerUrl: string,
  fixture: LedgerFixture,
  clients: number,
): Promise<Contestant> {
  const nodeId = await benchSlot(databaseUrl, fixture.merchant);
  const sessions = new Map<bigint, string>();
  for (const member of fixture.members) {
    const response = await fetch(`${portalUrl}/wps/game/launchGame?nodeId=${nodeId}&freeTrial=false`, {
      headers: { merchant: fixture.merchant, device: 'WEB', authorization: member.token },
    });
    const launched = (await response.json()) as { value?: { url: string } };
    if (!launched.value) throw new Error(`launch answered ${response.status}`);
    const client = new URL(new URL(launched.value.url, portalUrl).searchParams.get('client') ?? '');
    sessions.set(member.id, client.searchParams.get('session') ?? '');
  }
  const first = sessions.values().next().value as string;
  const title = slotTitleSchema.parse(
    await (await fetch(`${gameServerUrl}${gameClientPaths.slotInfo}?session=${first}`)).json(),
  );
  const bet = title.betOptions[0]!;
  const poster = jsonPoster(gameServerUrl, clients);
  let failuresShown = 0;
  return {
    run: (seconds) =>
      drive(fixture.members, clients, seconds, async (_, member) => {
        const answer = await poster.post(gameClientPaths.slotSpin, {}, { session: sessions.get(member.id), bet });
        if (answer.status === 200) return 'done';
        if (failuresShown++ < 3) process.stderr.write(`spin failed: ${answer.status} ${answer.body}\n`);
        return 'failed';
      }),
    close: poster.close,
  };
}
