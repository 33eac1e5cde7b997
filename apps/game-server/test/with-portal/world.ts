import { type FundedMember, fundedMembers, type RunningPortal, startPortal } from '@portal/server/testing';
import pg from 'pg';
import { inject } from 'vitest';
import { createGameServer, type GameServerContext } from '../harness.js';
import { FaultProxy } from './fault-proxy.js';

export interface PlayWorld {
  portal: RunningPortal;
  game: GameServerContext;
  /** Stands between the game server and the portal's wallet. */
  proxy: FaultProxy;
  member: FundedMember;
  /** The game server's clock: real time plus what `advance` added. */
  now(): Date;
  advance(ms: number): void;
  merchant: string;
  /** A query on the portal's database (to read what the portal recorded, never to arrange play). */
  portalQuery<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** The member's main balance in the portal's ledger. */
  balance(): Promise<bigint>;
  /** A plain slot of a game-server studio offered on the member's site. */
  slotNodeId(): Promise<string>;
  /** A game-server studio's title of that kind whose code ends so (a house game: 'AC', '%-minefield'). */
  houseNodeId(subType: string, codeLike: string): Promise<string>;
  /** GET /wps/game/launchGame as the member's browser calls it. */
  launch(nodeId: string, freeTrial?: boolean): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * The real portal (a clone of the demo sites) and the real game server (a clone of its template), each on a
 * port of 127.0.0.1 and reaching the other only over HTTP: the portal opens sessions at the game server, the
 * game server calls the portal's wallet through a fault proxy. One funded member on AUR.
 */
export async function playWorld(opening = 1_000_00n): Promise<PlayWorld> {
  const proxy = await FaultProxy.start();
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  const game = await createGameServer(now, { PORTAL_URL: proxy.url });
  await game.app.listen({ host: '127.0.0.1', port: 0 });
  const address = game.app.server.address();
  const gameUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const portal = await startPortal({
    webDist: '/nonexistent',
    from: { serverUrl: inject('gameServerUrl'), template: inject('portalTemplateDatabase') },
    config: {
      GAME_SERVER_URL: gameUrl,
      GAME_SERVER_SECRET: game.config.VENDOR_SECRET,
      GAME_SERVER_OPERATOR: game.config.OPERATOR_CODE,
      LOG_LEVEL: 'silent',
    },
  });
  proxy.target = portal.baseUrl;
  const merchant = 'AUR';
  const [member] = (await fundedMembers(portal.databaseUrl, { count: 1, merchant, opening, prefix: 'player' })).members;
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 2 });
  const portalQuery = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<T>(text, values)).rows;
  const offered = async (subType: string | null, codeLike: string) => {
    const [row] = await portalQuery<{ id: string }>(
      `SELECT g.id::text FROM games g
         JOIN vendors v ON v.code = g.vendor_code
         JOIN site_vendors sv ON sv.vendor_code = v.code AND sv.enabled
         JOIN sites s ON s.id = sv.site_id AND s.code = $1
        WHERE v.provider = 'game-server' AND g.sub_type IS NOT DISTINCT FROM $2 AND g.game_code LIKE $3 AND g.enabled
        ORDER BY g.id LIMIT 1`,
      [merchant, subType, codeLike],
    );
    if (!row) throw new Error(`the demo sites offer no game-server title of ${subType} like ${codeLike}`);
    return row.id;
  };
  return {
    portal,
    game,
    proxy,
    member: member!,
    merchant,
    now,
    advance: (ms) => {
      aheadMs += ms;
    },
    portalQuery,
    balance: async () => {
      const [row] = await portalQuery<{ balance: string }>('SELECT balance::text FROM ledger_accounts WHERE id = $1', [
        member!.main,
      ]);
      return BigInt(row!.balance);
    },
    slotNodeId: () => offered(null, '%'),
    houseNodeId: offered,
    launch: async (nodeId, freeTrial = false) => {
      const url = new URL('/wps/game/launchGame', portal.baseUrl);
      url.searchParams.set('nodeId', nodeId);
      url.searchParams.set('freeTrial', String(freeTrial));
      const response = await fetch(url, {
        headers: { merchant, language: 'EN', authorization: `Bearer ${member!.token}` },
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    close: async () => {
      await pool.end();
      await portal.close();
      await game.close();
      await proxy.close();
    },
  };
}
