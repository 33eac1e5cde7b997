import { depositStatuses, feedbackTypes, linkageTypes, orderStatuses, withdrawalStatuses } from '@portal/contracts';
import { lotteryKinds } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { playModes, roundStatuses } from '../src/db/schema/index.js';
import { createTestDatabase } from './harness.js';

// Issue 23 §3: status and kind columns hold one of their values, checked by the database with the same list
// that types the column in db/schema (0042 added the CHECKs that were missing).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Each checked column: its table, the constraint, its values, and a row with every other required column. */
const columns = [
  { table: 'game_rounds', column: 'mode', constraint: 'game_rounds_mode', values: playModes },
  { table: 'game_rounds', column: 'status', constraint: 'game_rounds_status', values: roundStatuses },
  { table: 'lottery_games', column: 'kind', constraint: 'lottery_games_kind', values: lotteryKinds },
  { table: 'lottery_orders', column: 'status', constraint: 'lottery_orders_status', values: orderStatuses },
  { table: 'feedback', column: 'question_type', constraint: 'feedback_question_type', values: feedbackTypes },
  { table: 'banners', column: 'linkage_type', constraint: 'banners_linkage_type', values: linkageTypes },
  { table: 'deposits', column: 'status', constraint: 'deposits_status', values: depositStatuses },
  { table: 'withdrawals', column: 'status', constraint: 'withdrawals_status', values: withdrawalStatuses },
] as const;

describe.each(columns)('$table.$column', ({ table, constraint, values }) => {
  it('is checked by the database against the list that types it', async () => {
    const { rows } = await database.pool.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = $1::regclass AND conname = $2`,
      [table, constraint],
    );
    const allowed = [...(rows[0]?.definition ?? '').matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...values].sort());
  });
});

describe('a row with a value off the list', () => {
  // CHECK constraints run before the foreign keys (those are checked after the row), so a row needs only its
  // required columns to reach them; every other value here is valid.
  const bad = [
    {
      constraint: 'feedback_question_type',
      sql: `INSERT INTO feedback (site_id, member_id, question_type, content, language) VALUES (1, 1, 'COMPLAINT', 'x', 'EN')`,
    },
    {
      constraint: 'banners_linkage_type',
      sql: `INSERT INTO banners (site_id, group_name, title, image_path, linkage_type) VALUES (1, 'w_home', '{}', '', 'POPUP')`,
    },
    {
      constraint: 'lottery_games_kind',
      sql: `INSERT INTO lottery_games (site_id, code, game_id, kind, source, schedule, close_before_seconds)
            VALUES (1, 'X', 1, 'KENO', 'house', '{}', 10)`,
    },
    {
      constraint: 'lottery_orders_status',
      sql: `INSERT INTO lottery_orders (site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, total, status)
            VALUES (1, 1, 1, 'n', 'k', 'h', 1, 'paused')`,
    },
  ];
  it.each(bad)('is refused by $constraint', async ({ constraint, sql }) => {
    await expect(database.pool.query(sql)).rejects.toMatchObject({ code: '23514', constraint });
  });
});
