import { foldTeamChanges } from '../src/modules/agent/team-rollup.js';
import { withConnection } from './connection.js';
import { fundedMembers } from './funded-members.js';

export interface BenchTeamOptions {
  merchant?: string;
  /** Members below the top agent, spread evenly over the levels. */
  members: number;
  levels: number;
  /** Settled rounds of the team's members, spread over the last `days` days. */
  rounds: number;
  days: number;
}

export interface BenchTeam {
  topId: bigint;
  /** A session of the top agent, for the HTTP calls. */
  token: string;
  merchant: string;
  /** Seconds: writing the tree, the rounds (through the record-of-play triggers), folding the team figures. */
  timings: { tree: number; rounds: number; fold: number };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * A team as the team overview benchmark needs it, written in bulk through the same triggers and job
 * the portal runs: a top agent (with a session), `members` members on `levels` levels below it (each
 * level's members spread over the level above: agents down to the last level, members there; each with
 * a main wallet), then `rounds` settled rounds of those members in four game categories over the last
 * `days` days, a day's rounds to a statement, oldest day first (the record of play's triggers fold each),
 * then the team figures folded for every upline until nothing is queued.
 */
export function buildBenchTeam(databaseUrl: string, options: BenchTeamOptions): Promise<BenchTeam> {
  const merchant = options.merchant ?? 'AUR';
  return withConnection(databaseUrl, async (db) => {
    const [top] = (await fundedMembers(databaseUrl, { count: 1, merchant, prefix: `teamtop${Date.now()}` })).members;
    await db.$client.query('UPDATE members SET member_type = 1 WHERE id = $1', [String(top!.id)]);
    const [site] = (
      await db.$client.query<{ id: number; currency: string }>(
        'SELECT id, currency_code AS currency FROM sites WHERE code = $1',
        [merchant],
      )
    ).rows;
    const tag = Date.now().toString(36);
    const pool = db.$client;
    let started = performance.now();
    let above = [String(top!.id)];
    const everyone: string[] = [];
    const perLevel = Math.ceil(options.members / options.levels);
    for (let level = 1; level <= options.levels; level++) {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO members (site_id, username, password_hash, member_type, nickname, parent_id)
         SELECT $1, $2 || i, 'bench', $3, 'bench', ($4::bigint[])[1 + (i * 7919) % cardinality($4::bigint[])]
         FROM generate_series(0, $5 - 1) AS i
         RETURNING id::text`,
        [site!.id, `t${tag}l${level}n`, level < options.levels ? 1 : 0, above, perLevel],
      );
      above = rows.map((row) => row.id);
      everyone.push(...above);
    }
    await pool.query(
      `INSERT INTO ledger_accounts (site_id, member_id, wallet, currency)
       SELECT $1, id, 'MAIN', $2 FROM unnest($3::bigint[]) AS id`,
      [site!.id, site!.currency, everyone],
    );
    const tree = seconds(started);

    started = performance.now();
    const { rows: categories } = await pool.query<{ id: string }>(
      'SELECT DISTINCT ON (category) id::text FROM games ORDER BY category, id LIMIT 4',
    );
    const gameIds = categories.map((row) => row.id);
    // Day by day, oldest first, as play arrives: each statement brings most members their first round of a
    // day (its active day and gap), never a day before one already recorded.
    const perDay = Math.ceil(options.rounds / options.days);
    for (let day = options.days - 1; day >= 0; day--) {
      const from = (options.days - 1 - day) * perDay;
      const to = Math.min(options.rounds, from + perDay) - 1;
      if (to < from) break;
      await pool.query(`SELECT setseed(${(day / options.days).toFixed(6)})`);
      await pool.query(
        `INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status,
                                  created_at, settled_at)
         SELECT $1, ($2::bigint[])[1 + floor(random() * cardinality($2::bigint[]))::integer],
                ($3::bigint[])[1 + floor(random() * cardinality($3::bigint[]))::integer], 'bench',
                $4 || i, 'real', stake, CASE WHEN random() < 0.45 THEN stake * 2 ELSE 0 END, 'settled', at, at
         FROM (SELECT i, (100 + floor(random() * 5000))::bigint AS stake,
                      least(now(), date_trunc('day', now()) - make_interval(days => $5) + random() * interval '1 day') AS at
               FROM generate_series($6::integer, $7::integer) AS i) AS r`,
        [site!.id, everyone, gameIds, `b${tag}-`, day, from, to],
      );
    }
    const rounds = seconds(started);

    started = performance.now();
    while ((await db.transaction((tx) => foldTeamChanges(tx, 200_000))) > 0) {
      // until the queue is empty
    }
    await pool.query('ANALYZE');
    return {
      topId: top!.id,
      token: top!.token,
      merchant,
      timings: { tree, rounds, fold: seconds(started) },
    };
  });
}
