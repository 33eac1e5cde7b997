import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle, withDatabase } from '../src/db/client.js';
import { applyFunctionFiles, applyFunctions, functionsFolder, readFunctionFiles } from '../src/db/functions.js';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate.js';
import { foldTeamChanges } from '../src/modules/agent/team-rollup.js';
import { createTestDatabase } from './harness.js';
import { adminQuery } from './scratch-postgres.js';

// db/functions/: one current file per SQL function, applied after the migrations when its checksum
// changes (issue 23 §3), and migration 0034, which gave every settled round its valid bet.
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-functions-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const rowsOf = async <T>(database: DatabaseHandle, text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as T[];

describe('SQL functions', () => {
  it('applies a file only when its checksum changes, and a file that fails changes nothing', async () => {
    const database = await createTestDatabase();
    try {
      // The template database applied every file already: nothing is due.
      expect(await applyFunctions(database.db)).toEqual([]);
      const recorded = await rowsOf<{ name: string }>(database, 'SELECT name FROM sql_functions ORDER BY name');
      expect(recorded.map((row) => row.name)).toEqual((await readFunctionFiles()).map((file) => file.name));

      const copy = path.join(folder, 'changed');
      await cp(functionsFolder, copy, { recursive: true });
      const file = path.join(copy, 'valid_bet_of.sql');
      await writeFile(file, `${await readFile(file, 'utf8')}\n-- a comment is a change too\n`);
      expect(await applyFunctions(database.db, copy)).toEqual(['valid_bet_of']);
      expect(await applyFunctions(database.db, copy)).toEqual([]);
      // Instances starting at once: the change is applied by one of them, once.
      await writeFile(file, `${await readFile(file, 'utf8')}-- and another\n`);
      // (The files read once and every connection of the pool open first, so that the five start together.)
      const files = await readFunctionFiles(copy);
      await Promise.all(Array.from({ length: 5 }, () => database.pool.query('SELECT pg_sleep(0.05)')));
      const racing = await Promise.all(Array.from({ length: 5 }, () => applyFunctionFiles(database.db, files)));
      expect(racing.flat()).toEqual(['valid_bet_of']);

      const broken = path.join(folder, 'broken');
      await cp(copy, broken, { recursive: true });
      await writeFile(
        path.join(broken, 'valid_bet_of.sql'),
        'CREATE OR REPLACE FUNCTION valid_bet_of(stake bigint, returned bigint, real_stake bigint) RETURNS bigint LANGUAGE sql RETURN 0;',
      );
      await writeFile(path.join(broken, 'zz_broken.sql'), 'CREATE OR REPLACE FUNCTION zz_broken() RETURNS nonsense');
      await expect(applyFunctions(database.db, broken)).rejects.toThrow();
      const [still] = await rowsOf<{ valid: string }>(database, 'SELECT valid_bet_of(1000, 300, 1000)::text AS valid');
      expect(still!.valid).toBe('700');
      expect(await applyFunctions(database.db, copy)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('migration 0034 on rounds settled before it', () => {
  it('gives each round its valid bet, judges a lottery issue per member, and corrects the record of play', async () => {
    // A database at migration 0033, with play written under the old rule (a round counted its stake).
    const name = `portal_0034_${randomBytes(6).toString('hex')}`;
    await adminQuery(inject('serverUrl'), `CREATE DATABASE "${name}"`);
    const database = connectDatabase(withDatabase(inject('serverUrl'), name), { max: 2 });
    try {
      const before = path.join(folder, 'migrations-0033');
      await cp(migrationsFolder, before, { recursive: true });
      const journal = JSON.parse(await readFile(path.join(before, 'meta/_journal.json'), 'utf8'));
      journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 34);
      await writeFile(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
      await migrate(database.db, { migrationsFolder: before });
      await database.pool.query(oldPlay);
      const dailyOf = () =>
        rowsOf<{ category: string; valid_bet: string }>(
          database,
          'SELECT category, valid_bet::text FROM play_daily ORDER BY category',
        );
      // The old rule: every stake but a push's.
      expect(await dailyOf()).toEqual([
        { category: 'LOTT', valid_bet: '4000' },
        { category: 'RNG', valid_bet: '1000' },
      ]);

      await migrateDatabase(database.db);
      const rounds = await rowsOf<{ round_ref: string; valid_bet: string }>(
        database,
        'SELECT round_ref, valid_bet::text FROM game_rounds ORDER BY round_ref',
      );
      // The member's two orders on the issue returned 39.20 in prizes and 0.40 in rebates of 40.00 staked:
      // 0.40 between them, 0.20 each (it was 40.00). A slot round that paid 3.00 of 10.00: 7.00. A push and an open round: nothing.
      expect(rounds).toEqual([
        { round_ref: 'O1:20261125-0001', valid_bet: '20' },
        { round_ref: 'O2:20261125-0001', valid_bet: '20' },
        { round_ref: 'open', valid_bet: '0' },
        { round_ref: 'push', valid_bet: '0' },
        { round_ref: 'slot', valid_bet: '700' },
      ]);
      const daily = await dailyOf();
      expect(daily).toEqual([
        { category: 'LOTT', valid_bet: '40' },
        { category: 'RNG', valid_bet: '700' },
      ]);
      await database.db.transaction((tx) => foldTeamChanges(tx));
      const team = await rowsOf<{ category: string; valid_bet: string }>(
        database,
        'SELECT category, valid_bet::text FROM team_play_daily ORDER BY category',
      );
      expect(team).toEqual(daily);
      // A round settled after the migration goes through the current functions.
      await database.pool.query(`
        INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
        SELECT site_id, member_id, game_id, 'test', 'later', 'real', 500, 1450, 'settled', settled_at
        FROM game_rounds WHERE round_ref = 'slot'`);
      const [later] = await rowsOf<{ valid_bet: string }>(
        database,
        `SELECT (SELECT valid_bet FROM play_daily WHERE category = 'RNG')::text AS valid_bet`,
      );
      expect(later!.valid_bet).toBe('1200');
    } finally {
      await database.close();
      await adminQuery(inject('serverUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});

/**
 * Play settled under migration 0033's rule: a site, a member, a slot round that lost 7.00, a push, an
 * open round, and two lottery orders of the member on one issue hedging each other (big and small in one,
 * odd and even in the other, 10.00 a bet at 1.96, prize-group rebate 0.10 a line on two lines).
 */
const oldPlay = `
  INSERT INTO sites (id, code, name, currency_code, currency_symbol, switches, theme, time_zone)
  VALUES (900, 'MIG', 'Migration', 'USD', '$', '{}', '{}', 'Europe/Malta');
  INSERT INTO members (id, site_id, username, password_hash, nickname) VALUES (900, 900, 'old01', 'x', 'old01');
  INSERT INTO vendors (code, name, category, wallet_mode) VALUES ('MIGV', 'Mig', 'RNG', 'seamless'), ('MIGL', 'Lot', 'LOTT', 'seamless');
  INSERT INTO games (id, vendor_code, game_code, game_name, names, category, min_bet)
  VALUES (900, 'MIGV', 'SLOT', 'Slot', '{"EN":"Slot"}', 'RNG', 1), (901, 'MIGL', 'SSC', 'SSC', '{"EN":"SSC"}', 'LOTT', 2);
  INSERT INTO lottery_games (id, site_id, code, game_id, kind, source, schedule, close_before_seconds)
  VALUES (900, 900, 'SSC', 901, 'SSC', 'house', '{}', 10);
  INSERT INTO lottery_issues (id, lottery_game_id, number, closes_at, draw_at, status)
  VALUES (900, 900, '20261125-0001', '2026-11-25T10:00:00Z', '2026-11-25T10:00:10Z', 'settled');
  INSERT INTO lottery_orders (id, site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, total, status)
  VALUES (901, 900, 900, 900, 'O1', 'k1', 'h', 2000, 'finished'), (902, 900, 900, 900, 'O2', 'k2', 'h', 2000, 'finished');
  INSERT INTO lottery_lines (order_id, issue_id, member_id, line_no, play_id, selection, unit, multiple, bets, bet_stake,
                             stake, prizes, status, payout, rebate)
  VALUES (901, 900, 900, 0, 'SSC_SUM_BSOE', '[["BIG"]]', '1', 5, 1, 1000, 1000, '{}', 'won', 1960, 10),
         (901, 900, 900, 1, 'SSC_SUM_BSOE', '[["SMALL"]]', '1', 5, 1, 1000, 1000, '{}', 'lost', 0, 10),
         (902, 900, 900, 0, 'SSC_SUM_BSOE', '[["ODD"]]', '1', 5, 1, 1000, 1000, '{}', 'lost', 0, 10),
         (902, 900, 900, 1, 'SSC_SUM_BSOE', '[["EVEN"]]', '1', 5, 1, 1000, 1000, '{}', 'won', 1960, 10);
  INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
  VALUES (900, 900, 901, 'lottery', 'O1:20261125-0001', 'real', 2000, 1960, 'settled', '2026-11-25T10:00:20Z'),
         (900, 900, 901, 'lottery', 'O2:20261125-0001', 'real', 2000, 1960, 'settled', '2026-11-25T10:00:20Z'),
         (900, 900, 900, 'test', 'slot', 'real', 1000, 300, 'settled', '2026-11-25T10:00:20Z'),
         (900, 900, 900, 'test', 'push', 'real', 1000, 1000, 'settled', '2026-11-25T10:00:20Z');
  INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, status)
  VALUES (900, 900, 900, 'test', 'open', 'real', 1000, 'open');
`;
