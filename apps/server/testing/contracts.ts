import { contractSettlementJobName } from '../src/modules/agent-contracts/settlement.job.js';
import { type SettlementSummary, settleContracts } from '../src/modules/agent-contracts/settlement.service.js';
import { loadAllSites } from '../src/modules/site/site.repository.js';
import { runLocked } from '../src/platform/scheduler.js';
import { withConnection } from './connection.js';

/**
 * Runs the contract settlement as its job does (its lock, one transaction), with its clock set to
 * `at`: a journey settles today's periods by running it at a later instant instead of waiting for it.
 */
export function settleContractsAt(databaseUrl: string, at: Date): Promise<SettlementSummary> {
  return withConnection(databaseUrl, async (db) => {
    const sites = await loadAllSites(db);
    const deps = {
      sites: { byId: (id: number) => sites.find((site) => site.id === id) ?? null },
      now: () => at.getTime(),
    };
    for (;;) {
      const summary = await runLocked(db, contractSettlementJobName, (tx) => settleContracts(tx, deps));
      if (summary) return summary;
    }
  });
}

export interface RealtimeTeamOptions {
  merchant?: string;
  /** Agents below the top agent on `levels` levels, each holding a real-time contract from its upline. */
  agents: number;
  levels: number;
  /** Players spread over the agents. */
  players: number;
  /** Rounds settled inside the 5 minutes starting at `windowStart`. */
  rounds: number;
  windowStart: Date;
}

/**
 * A team for the real-time salary settlement benchmark, written in bulk: a top agent with a real-time
 * contract from the site, `agents` agents on `levels` levels below it each holding one from its upline
 * (rates falling a basis point or two a level, so every upline covers its downlines), `players` players
 * under random agents, and `rounds` settled rounds of theirs inside one 5-minute window (through the
 * record of play's triggers, as play arrives). Every contract starts at the window, so one run settles it.
 */
export function buildRealtimeTeam(databaseUrl: string, options: RealtimeTeamOptions): Promise<{ contracts: number }> {
  const merchant = options.merchant ?? 'AUR';
  return withConnection(databaseUrl, async (db) => {
    const pool = db.$client;
    const [site] = (
      await pool.query<{ id: number; currency: string }>(
        'SELECT id, currency_code AS currency FROM sites WHERE code = $1',
        [merchant],
      )
    ).rows;
    const tag = `rt${Date.now().toString(36)}`;
    const insertLevel = async (count: number, type: number, parents: string[], level: string) =>
      (
        await pool.query<{ id: string }>(
          `INSERT INTO members (site_id, username, password_hash, member_type, nickname, parent_id)
           SELECT $1, $2 || i, 'bench', $3, 'bench', ($4::bigint[])[1 + (i * 7919) % greatest(cardinality($4::bigint[]), 1)]
           FROM generate_series(0, $5 - 1) AS i RETURNING id::text`,
          [site!.id, `${tag}${level}n`, type, parents, count],
        )
      ).rows.map((row) => row.id);
    // No parents: the top agent's parent is the empty array's first element, null.
    const [top] = await insertLevel(1, 1, [], 'top');
    const rate = (level: number) => Math.max(1, 40 - 2 * level);
    const contract = `INSERT INTO agent_contracts (site_id, kind, period, upline_id, downline_id, tiers, state, offered_at, accepted_at)
      SELECT $1, 'realtime', 'MIN5', upline, id, jsonb_build_array(jsonb_build_object('validBet', '0', 'activeMembers', 0, 'rate', $2::integer)),
             'accepted', $3, $3
      FROM members m CROSS JOIN LATERAL (SELECT m.parent_id AS upline) u WHERE m.id = ANY($4::bigint[])`;
    await pool.query(contract, [site!.id, rate(0), options.windowStart, [top]]);
    let above = [top!];
    const agents: string[] = [];
    for (let level = 1; level <= options.levels; level++) {
      above = await insertLevel(Math.ceil(options.agents / options.levels), 1, above, `l${level}`);
      await pool.query(contract, [site!.id, rate(level), options.windowStart, above]);
      agents.push(...above);
    }
    const players = await insertLevel(options.players, 0, agents, 'p');
    await pool.query(
      `INSERT INTO ledger_accounts (site_id, member_id, wallet, currency)
       SELECT $1, id, 'MAIN', $2 FROM unnest($3::bigint[]) AS id`,
      [site!.id, site!.currency, [top, ...agents, ...players]],
    );
    const [game] = (await pool.query<{ id: string }>('SELECT id::text FROM games ORDER BY id LIMIT 1')).rows;
    await pool.query('SELECT setseed(0.5)');
    await pool.query(
      `INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, created_at, settled_at)
       SELECT $1, ($2::bigint[])[1 + floor(random() * cardinality($2::bigint[]))::integer], $3, 'bench', $4 || i, 'real',
              stake, CASE WHEN random() < 0.45 THEN stake * 2 ELSE 0 END, 'settled', at, at
       FROM (SELECT i, (100 + floor(random() * 5000))::bigint AS stake, $5::timestamptz + random() * interval '299 seconds' AS at
             FROM generate_series(1, $6::integer) AS i) AS r`,
      [site!.id, players, game!.id, `${tag}-`, options.windowStart, options.rounds],
    );
    await pool.query('ANALYZE');
    return { contracts: 1 + agents.length };
  });
}
