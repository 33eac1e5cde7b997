import { buildRealtimeTeam, type RealtimeTeamOptions, settleContractsAt } from '@portal/server/testing';
import pg from 'pg';

/**
 * One 5-minute real-time salary settlement: a team with a contract for every agent and `rounds` bets in
 * one window (the testing surface's buildRealtimeTeam), then the settlement job's run at the window's
 * close (settleContractsAt: its lock, its transaction), timed; beside it, as the baseline, the one plain
 * SQL statement that sums the same window's valid bets per member (what any settlement must read).
 */
export async function realtimeSettlementBench(
  databaseUrl: string,
  machine: string,
  options: Omit<RealtimeTeamOptions, 'windowStart'>,
) {
  // A window a day ahead: the portal's own job (on the real clock) leaves it alone.
  const windowStart = new Date(Math.floor(Date.now() / 300_000) * 300_000 + 86_400_000);
  const team = await buildRealtimeTeam(databaseUrl, { ...options, windowStart });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const baselineStarted = performance.now();
  await client.query(
    `SELECT member_id, sum(valid_bet) FROM game_rounds
     WHERE settled_at >= $1 AND settled_at < $1::timestamptz + interval '5 minutes' AND status = 'settled' GROUP BY member_id`,
    [windowStart],
  );
  const baseline = (performance.now() - baselineStarted) / 1000;
  // The demo agent's own contracts catch up to the window first (untimed): the timed run settles the window alone.
  await settleContractsAt(databaseUrl, windowStart);
  const started = performance.now();
  const summary = await settleContractsAt(databaseUrl, new Date(windowStart.getTime() + 300_000 + 31_000));
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await client.query<{ paid: string; total: string }>(
    `SELECT count(*) FILTER (WHERE state = 'paid')::text AS paid, coalesce(sum(amount), 0)::text AS total
     FROM agent_contract_settlements WHERE period_start = $1`,
    [windowStart],
  );
  await client.end();
  console.log(
    `\n${machine}; ${team.contracts} real-time contracts (a top agent and ${options.agents} agents on ${options.levels} levels), ` +
      `${options.players} players, ${options.rounds} bets in one 5-minute window\n`,
  );
  console.log('| run | seconds | contracts settled | paid | amount paid (minor units) |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| plain SQL: the window's valid bet per member (baseline) | ${baseline.toFixed(2)} | | | |`);
  console.log(
    `| settlement job run | ${seconds.toFixed(2)} | ${summary.settled} | ${rows[0]?.paid} | ${rows[0]?.total} |`,
  );
  console.log(
    `\nreal-time settlement ${seconds.toFixed(2)} s (target < 10 s: ${seconds < 10 ? 'met' : 'NOT met'}); ` +
      `${(seconds / baseline).toFixed(1)} x the baseline read`,
  );
}
