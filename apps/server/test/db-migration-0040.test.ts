import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate.js';
import { foldTeamChanges } from '../src/modules/agent/team-rollup.js';
import { databaseBeforeMigration, rowsOf } from './migrated-before.js';

// Migration 0040 (issue 22): every stake keeps its real part, and a demo deposit is no deposit to the team.

describe('migration 0040 on what came before it', () => {
  it('takes every stake so far as real, and takes the demo deposits out of the team figures', async () => {
    // A database at migration 0039, with play and deposits written under the old rules.
    const database = await databaseBeforeMigration(40);
    try {
      await database.pool.query(before);
      const figures = `sum(first_deposits)::text AS first, sum(deposit_count)::text AS count, sum(deposits)::text AS amount`;
      const team = async () => {
        await database.db.transaction((tx) => foldTeamChanges(tx));
        return rowsOf<Record<string, string>>(database, `SELECT ${figures} FROM team_daily WHERE agent_id = 910`);
      };
      // The old rule: the demo deposit counted, and as the member's first. (Read from the queue: today's team
      // rollup job folds columns of later migrations, 0041's real play.)
      expect(await rowsOf(database, `SELECT ${figures} FROM team_changes`)).toEqual([
        { first: '1', count: '2', amount: '8000' },
      ]);

      await migrateDatabase(database.db);
      // The real 30.00 alone, the member's first real deposit counted as its first.
      expect(await team()).toEqual([{ first: '1', count: '1', amount: '3000' }]);
      expect(await rowsOf(database, 'SELECT round_ref, stake::text, real_stake::text FROM game_rounds')).toEqual([
        { round_ref: 'slot', stake: '1000', real_stake: '1000' },
      ]);
      expect(await rowsOf(database, 'SELECT stake::text, real_stake::text FROM lottery_lines')).toEqual([
        { stake: '2000', real_stake: '2000' },
      ]);
      // Only the definition with the real stake is left, and a round written from now on is judged by it.
      const forms = await rowsOf<{ args: string }>(
        database,
        `SELECT pg_get_function_identity_arguments(oid) AS args FROM pg_proc WHERE proname = 'valid_bet_of'`,
      );
      expect(forms).toEqual([{ args: 'stake bigint, returned bigint, real_stake bigint' }]);
      await database.pool.query(`
        INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, real_stake, win,
                                 status, settled_at)
        VALUES (910, 911, 910, 'test', 'later', 'real', 1000, 250, 0, 'settled', now())`);
      const [later] = await rowsOf(database, `SELECT valid_bet::text FROM game_rounds WHERE round_ref = 'later'`);
      expect(later).toEqual({ valid_bet: '250' });
    } finally {
      await database.close();
    }
  });
});

/**
 * An agent (910) and its member (911): a demo deposit of 50.00 (the member's first) and a real one of 30.00,
 * a settled slot round, and a lottery line waiting on its draw. Written with the migrations' functions only
 * (migrateDatabase applies db/functions/ after them), so the round comes with its valid bet and leaves the
 * record of play alone (its trigger's function is the file's).
 */
const before = `
  INSERT INTO sites (id, code, name, currency_code, currency_symbol, switches, theme, time_zone)
  VALUES (910, 'M40', 'Migration 40', 'USD', '$', '{}', '{}', 'Europe/Malta');
  INSERT INTO members (id, site_id, username, password_hash, nickname) VALUES (910, 910, 'agent40', 'x', 'agent40');
  INSERT INTO members (id, site_id, username, password_hash, nickname, parent_id)
  VALUES (911, 910, 'member40', 'x', 'member40', 910);
  INSERT INTO payment_channels (id, site_id, code, kind, name, min_amount, max_amount)
  VALUES (910, 910, 'BANK', 'bank_transfer', 'Bank', 100, 100000), (911, 910, 'DEMO', 'instant_demo', 'Demo', 100, 100000);
  INSERT INTO journal_entries (id, site_id, kind, idempotency_key, request_hash)
  VALUES (910, 910, 'deposit', 'd1', 'h'), (911, 910, 'deposit', 'd2', 'h');
  INSERT INTO deposits (site_id, member_id, channel_id, amount, status, idempotency_key, request_hash, entry_id, decided_at)
  VALUES (910, 911, 911, 5000, 'credited', 'd1', 'h', 910, now() - interval '1 minute');
  INSERT INTO deposits (site_id, member_id, channel_id, amount, status, idempotency_key, request_hash, entry_id, decided_at)
  VALUES (910, 911, 910, 3000, 'credited', 'd2', 'h', 911, now());
  INSERT INTO vendors (code, name, category, wallet_mode) VALUES ('M40V', 'Mig', 'RNG', 'seamless');
  INSERT INTO games (id, vendor_code, game_code, game_name, names, category, min_bet)
  VALUES (910, 'M40V', 'SLOT', 'Slot', '{"EN":"Slot"}', 'RNG', 1), (911, 'M40V', 'SSC', 'SSC', '{"EN":"SSC"}', 'LOTT', 2);
  ALTER TABLE game_rounds DISABLE TRIGGER game_rounds_play_inserted;
  INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, valid_bet, status,
                           settled_at)
  VALUES (910, 911, 910, 'test', 'slot', 'real', 1000, 300, 700, 'settled', now());
  ALTER TABLE game_rounds ENABLE TRIGGER game_rounds_play_inserted;
  INSERT INTO lottery_games (id, site_id, code, game_id, kind, source, schedule, close_before_seconds)
  VALUES (910, 910, 'SSC', 911, 'SSC', 'house', '{}', 10);
  INSERT INTO lottery_issues (id, lottery_game_id, number, closes_at, draw_at)
  VALUES (910, 910, '20261125-0001', now() + interval '1 hour', now() + interval '1 hour');
  INSERT INTO lottery_orders (id, site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, total)
  VALUES (910, 910, 911, 910, 'O40', 'k', 'h', 2000);
  INSERT INTO lottery_lines (order_id, issue_id, member_id, line_no, play_id, selection, unit, multiple, bets, bet_stake,
                             stake, prizes)
  VALUES (910, 910, 911, 0, 'SSC_SUM_BSOE', '[["BIG"]]', '1', 10, 1, 2000, 2000, '{}');
`;
