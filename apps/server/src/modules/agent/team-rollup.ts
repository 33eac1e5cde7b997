import { connectionOf, type Executor } from '../../db/executor.js';
import type { Job } from '../../platform/scheduler.js';

/** Changes folded in one round of the job: bounded, so a backlog drains in short transactions. */
const batchSize = 20_000;

/**
 * Folds queued member changes into every upline's team figures (the member itself included: a team is
 * an agent and everyone below it; a new member counts for its uplines only), and into its site's play and
 * active days (the operator's dashboard). The queue rows are taken
 * and deleted in the transaction that adds them, so each change counts exactly once, and the top
 * agents' rows are written here in batches rather than by every bet of the site.
 */
export async function foldTeamChanges(tx: Executor, limit = batchSize): Promise<number> {
  // Folds run one at a time (the rollup job, a contract settlement, a bulk load): two batches adding
  // to the same agents' rows in different orders would deadlock each other.
  await connectionOf(tx).query({ name: 'team_fold_lock', text: 'SELECT pg_advisory_xact_lock(1953068)' });
  const result = await connectionOf(tx).query<{ folded: string }>({
    name: 'team_fold_changes',
    text: `
      WITH batch AS (
        DELETE FROM team_changes WHERE id IN (SELECT id FROM team_changes ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING *
      ), spread AS (
        SELECT t.ancestor_id AS agent_id, t.depth, b.* FROM batch b JOIN member_tree t ON t.descendant_id = b.member_id
      ), play AS (
        INSERT INTO team_play_daily AS p (agent_id, day, category, rounds, stake, valid_bet, payout, real_rounds,
                                          real_profit_loss)
        SELECT agent_id, day, category, sum(rounds), sum(stake), sum(valid_bet), sum(payout), sum(real_rounds),
               sum(real_profit_loss)
        FROM spread WHERE category IS NOT NULL GROUP BY agent_id, day, category
        ON CONFLICT (agent_id, day, category) DO UPDATE SET
          rounds = p.rounds + EXCLUDED.rounds, stake = p.stake + EXCLUDED.stake,
          valid_bet = p.valid_bet + EXCLUDED.valid_bet, payout = p.payout + EXCLUDED.payout,
          real_rounds = p.real_rounds + EXCLUDED.real_rounds,
          real_profit_loss = p.real_profit_loss + EXCLUDED.real_profit_loss
      ), gaps AS (
        INSERT INTO team_active_gaps AS g (agent_id, day, gap, members)
        SELECT agent_id, day, active_gap, sum(gap_members)
        FROM spread WHERE active_gap IS NOT NULL GROUP BY agent_id, day, active_gap
        ON CONFLICT (agent_id, day, gap) DO UPDATE SET members = g.members + EXCLUDED.members
      ), site_batch AS (
        -- The site is the top of every team: its own play and active days, for the operator's dashboard.
        SELECT m.site_id, b.* FROM batch b JOIN members m ON m.id = b.member_id
      ), site_play AS (
        INSERT INTO site_play_daily AS p (site_id, day, category, rounds, stake, valid_bet, payout, real_rounds,
                                          real_profit_loss)
        SELECT site_id, day, category, sum(rounds), sum(stake), sum(valid_bet), sum(payout), sum(real_rounds),
               sum(real_profit_loss)
        FROM site_batch WHERE category IS NOT NULL GROUP BY site_id, day, category
        ON CONFLICT (site_id, day, category) DO UPDATE SET
          rounds = p.rounds + EXCLUDED.rounds, stake = p.stake + EXCLUDED.stake,
          valid_bet = p.valid_bet + EXCLUDED.valid_bet, payout = p.payout + EXCLUDED.payout,
          real_rounds = p.real_rounds + EXCLUDED.real_rounds,
          real_profit_loss = p.real_profit_loss + EXCLUDED.real_profit_loss
      ), site_gaps AS (
        INSERT INTO site_active_gaps AS g (site_id, day, gap, members)
        SELECT site_id, day, active_gap, sum(gap_members)
        FROM site_batch WHERE active_gap IS NOT NULL GROUP BY site_id, day, active_gap
        ON CONFLICT (site_id, day, gap) DO UPDATE SET members = g.members + EXCLUDED.members
      ), other AS (
        INSERT INTO team_daily AS d
          (agent_id, day, new_members, active_members, first_deposits, deposit_count, deposits, withdrawal_count,
           withdrawals)
        SELECT agent_id, day, coalesce(sum(new_members) FILTER (WHERE depth > 0), 0), sum(active_members),
               sum(first_deposits), sum(deposit_count), sum(deposits), sum(withdrawal_count), sum(withdrawals)
        FROM spread WHERE category IS NULL AND active_gap IS NULL GROUP BY agent_id, day
        ON CONFLICT (agent_id, day) DO UPDATE SET
          new_members = d.new_members + EXCLUDED.new_members, active_members = d.active_members + EXCLUDED.active_members,
          first_deposits = d.first_deposits + EXCLUDED.first_deposits, deposit_count = d.deposit_count + EXCLUDED.deposit_count,
          deposits = d.deposits + EXCLUDED.deposits, withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count,
          withdrawals = d.withdrawals + EXCLUDED.withdrawals
      )
      SELECT count(*) AS folded FROM batch`,
    values: [limit],
  });
  return Number(result.rows[0]?.folded ?? 0);
}

/** Every few seconds, one instance folds what was queued: team figures lag the record of play by that much. */
export const teamRollupJob: Job = {
  name: 'agent.team-rollup',
  everyMs: 5_000,
  run: (tx) => foldTeamChanges(tx),
};
