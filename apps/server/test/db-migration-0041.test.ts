import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrate.js';
import { foldTeamChanges } from '../src/modules/agent/team-rollup.js';
import { databaseBeforeMigration, rowsOf } from './migrated-before.js';

// Migration 0041 (issue 22 §2): the record of play and the team rollups keep the real money's share of play
// (rounds with real money at stake, the real part of each result), and a day of demo money only is no active day.

describe('migration 0041 on the play recorded before it', () => {
  it('counts the real part of each result, and takes back the active days of demo money only', async () => {
    // A database at migration 0040, with play recorded as the functions of that time did.
    const database = await databaseBeforeMigration(41);
    try {
      await database.pool.query(before);

      await migrateDatabase(database.db);
      const daily = await rowsOf<{ day: string; real_rounds: number; real_profit_loss: string }>(
        database,
        `SELECT day::text, rounds, real_rounds, (payout - stake)::text AS profit_loss, real_profit_loss::text
         FROM play_daily ORDER BY day`,
      );
      // 21st: -7.00 all real, -150.00 of which 100.00 real: -100.00, -1.00 of which 1.00 real in 3.00: -0.33
      // (toward zero). 22nd: demo money only. 23rd: -10.00 all real.
      expect(daily).toEqual([
        { day: '2026-11-21', rounds: 3, real_rounds: 3, profit_loss: '-15800', real_profit_loss: '-10733' },
        { day: '2026-11-22', rounds: 1, real_rounds: 0, profit_loss: '-3000', real_profit_loss: '0' },
        { day: '2026-11-23', rounds: 1, real_rounds: 1, profit_loss: '-1000', real_profit_loss: '-1000' },
      ]);
      expect(await rowsOf(database, 'SELECT day::text FROM member_active_days ORDER BY day')).toEqual([
        { day: '2026-11-21' },
        { day: '2026-11-23' },
      ]);

      // The team's rows (the 21st folded before the migration, the rest queued) come to the same.
      await database.db.transaction((tx) => foldTeamChanges(tx));
      const team = await rowsOf(
        database,
        `SELECT p.day::text, p.real_rounds, p.real_profit_loss::text, d.active_members
         FROM team_play_daily p JOIN team_daily d ON d.agent_id = p.agent_id AND d.day = p.day
         WHERE p.agent_id = 920 ORDER BY p.day`,
      );
      expect(team).toEqual(
        daily.map(({ day, real_rounds, real_profit_loss }) => ({
          day,
          real_rounds,
          real_profit_loss,
          active_members: real_rounds > 0 ? 1 : 0,
        })),
      );
      // Distinct active members over a range, from the gap histogram: none on the 22nd, one over the three days
      // and over the 22nd to 23rd (its active day before the 23rd is now the 21st).
      const active = (from: string, to: string) =>
        rowsOf<{ members: number }>(
          database,
          `SELECT coalesce(sum(members), 0)::integer AS members FROM team_active_gaps
           WHERE agent_id = 920 AND day BETWEEN '${from}' AND '${to}' AND gap > day - '${from}'::date`,
        );
      expect(await active('2026-11-22', '2026-11-22')).toEqual([{ members: 0 }]);
      expect(await active('2026-11-21', '2026-11-23')).toEqual([{ members: 1 }]);
      expect(await active('2026-11-22', '2026-11-23')).toEqual([{ members: 1 }]);

      // A round settled from now on goes through the current functions: real money on the 22nd makes it active.
      await database.pool.query(`
        INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, real_stake, win,
                                 status, settled_at)
        VALUES (920, 921, 920, 'test', 'later', 'real', 400, 200, 0, 'settled', '2026-11-22T15:00:00Z')`);
      expect(
        await rowsOf(database, `SELECT real_rounds, real_profit_loss::text FROM play_daily WHERE day = '2026-11-22'`),
      ).toEqual([{ real_rounds: 1, real_profit_loss: '-200' }]);
      expect(await rowsOf(database, 'SELECT count(*)::integer AS days FROM member_active_days')).toEqual([{ days: 3 }]);
    } finally {
      await database.close();
    }
  });
});

/**
 * An agent (920) and its member (921) on a UTC site, and the member's slot rounds as 0040's functions recorded
 * them (written by hand: the migrations alone have no record-of-play functions of that time): on the 21st a round
 * of real money, one of 150.00 with 100.00 real, one of 3.00 with 1.00 real; on the 22nd one of demo money only;
 * on the 23rd one of real money. The 21st is folded into the team rows already, the 22nd and 23rd are queued.
 */
const before = `
  INSERT INTO sites (id, code, name, currency_code, currency_symbol, switches, theme, time_zone)
  VALUES (920, 'M41', 'Migration 41', 'USD', '$', '{}', '{}', 'UTC');
  INSERT INTO members (id, site_id, username, password_hash, nickname) VALUES (920, 920, 'agent41', 'x', 'agent41');
  INSERT INTO members (id, site_id, username, password_hash, nickname, parent_id)
  VALUES (921, 920, 'member41', 'x', 'member41', 920);
  INSERT INTO vendors (code, name, category, wallet_mode) VALUES ('M41V', 'Mig', 'RNG', 'seamless');
  INSERT INTO games (id, vendor_code, game_code, game_name, names, category, min_bet)
  VALUES (920, 'M41V', 'SLOT', 'Slot', '{"EN":"Slot"}', 'RNG', 1);
  ALTER TABLE game_rounds DISABLE TRIGGER game_rounds_play_inserted;
  INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, real_stake, win,
                           valid_bet, status, settled_at)
  VALUES (920, 921, 920, 'test', 'real', 'real', 1000, 1000, 300, 700, 'settled', '2026-11-21T10:00:00Z'),
         (920, 921, 920, 'test', 'mixed', 'real', 15000, 10000, 0, 10000, 'settled', '2026-11-21T11:00:00Z'),
         (920, 921, 920, 'test', 'thirds', 'real', 300, 100, 200, 33, 'settled', '2026-11-21T12:00:00Z'),
         (920, 921, 920, 'test', 'demo', 'real', 5000, 0, 2000, 0, 'settled', '2026-11-22T10:00:00Z'),
         (920, 921, 920, 'test', 'after', 'real', 1000, 1000, 0, 1000, 'settled', '2026-11-23T10:00:00Z');
  ALTER TABLE game_rounds ENABLE TRIGGER game_rounds_play_inserted;
  INSERT INTO play_daily (site_id, member_id, day, category, rounds, stake, valid_bet, payout)
  VALUES (920, 921, '2026-11-21', 'RNG', 3, 16300, 10733, 500), (920, 921, '2026-11-22', 'RNG', 1, 5000, 0, 2000),
         (920, 921, '2026-11-23', 'RNG', 1, 1000, 1000, 0);
  INSERT INTO member_active_days (member_id, day) VALUES (921, '2026-11-21'), (921, '2026-11-22'), (921, '2026-11-23');
  DELETE FROM team_changes;
  INSERT INTO team_play_daily (agent_id, day, category, rounds, stake, valid_bet, payout)
  VALUES (920, '2026-11-21', 'RNG', 3, 16300, 10733, 500), (921, '2026-11-21', 'RNG', 3, 16300, 10733, 500);
  INSERT INTO team_daily (agent_id, day, active_members) VALUES (920, '2026-11-21', 1), (921, '2026-11-21', 1);
  INSERT INTO team_active_gaps (agent_id, day, gap, members) VALUES (920, '2026-11-21', 93, 1), (921, '2026-11-21', 93, 1);
  INSERT INTO team_changes (member_id, day, category, rounds, stake, valid_bet, payout)
  VALUES (921, '2026-11-22', 'RNG', 1, 5000, 0, 2000), (921, '2026-11-23', 'RNG', 1, 1000, 1000, 0);
  INSERT INTO team_changes (member_id, day, active_members) VALUES (921, '2026-11-22', 1), (921, '2026-11-23', 1);
  INSERT INTO team_changes (member_id, day, active_gap, gap_members)
  VALUES (921, '2026-11-22', 1, 1), (921, '2026-11-23', 1, 1);
`;
