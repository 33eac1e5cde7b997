import type { MissionDefinition } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { upsertMission } from '../../src/modules/missions/missions.repository.js';
import type { BuiltSite } from '../factories.js';
import type { TestContext } from '../harness.js';
import type { OperatorCall } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { addBankChannel, addSlotAndLive } from '../promotions/play-setup.js';

/** A site's slot and live games, a bank channel, and its missions; then rounds, deposits and lottery issues as played. */
export class MissionWorld {
  private seq = 0;
  readonly gameIds: Record<'RNG' | 'LIVE', bigint> = { RNG: 0n, LIVE: 0n };
  bank = '';

  constructor(
    private readonly ctx: TestContext,
    readonly site: BuiltSite,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  async prepare(prefix: string, missions: MissionDefinition[]) {
    this.bank = await addBankChannel(this.ctx, this.site.id);
    Object.assign(this.gameIds, await addSlotAndLive(this.ctx, prefix));
    for (const mission of missions) await upsertMission(this.db, this.site.id, mission);
  }

  /** A settled real round of the record of play. */
  async round(memberId: bigint, category: 'RNG' | 'LIVE', stake: bigint, settledAt: Date, win = 0n) {
    await this.db.execute(sql`
      INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
      VALUES (${this.site.id}, ${memberId}, ${this.gameIds[category]}, 'test', ${`m${this.seq++}`}, 'real', ${stake},
              ${win}, 'settled', ${settledAt})`);
  }

  /**
   * A deposit made at the cashier and approved by the operator (money credited through the ledger); the
   * cashier stamps the credit with the wall clock, so the test then places it at the instant it is about.
   */
  async deposit(client: PortalClient, operator: OperatorCall, creditedAt: Date) {
    const created = await client.call(
      'POST',
      '/wps/cashier/deposit',
      { channelId: this.bank, amount: '100' },
      { 'idempotency-key': `mission-deposit-${this.seq++}` },
    );
    const id = created.json().value.id;
    await operator('POST', `/wps/operator/deposits/${id}/approve`);
    await this.db.execute(sql`UPDATE deposits SET decided_at = ${creditedAt} WHERE id = ${id}`);
  }

  /** A lottery order with one line on each of the given issues of a house game, bought at `at`. */
  async lotteryOrder(memberId: bigint, issueNumbers: string[], at: Date) {
    const n = this.seq++;
    const game = await this.db.execute(sql`
      INSERT INTO lottery_games (site_id, code, game_id, kind, source, schedule, close_before_seconds)
      VALUES (${this.site.id}, ${`L${n}`}, ${this.gameIds.RNG}, 'SSC', 'house', '{}'::jsonb, 30)
      RETURNING id`);
    const gameId = (game.rows[0] as { id: number }).id;
    const order = await this.db.execute(sql`
      INSERT INTO lottery_orders (site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, total, created_at)
      VALUES (${this.site.id}, ${memberId}, ${gameId}, ${`O${n}`}, ${`k${n}`}, 'h', 200, ${at}) RETURNING id`);
    const orderId = (order.rows[0] as { id: string }).id;
    for (const [index, number] of issueNumbers.entries()) {
      const issue = await this.db.execute(sql`
        INSERT INTO lottery_issues (lottery_game_id, number, closes_at, draw_at)
        VALUES (${gameId}, ${number}, ${at}, ${at}) RETURNING id`);
      await this.db.execute(sql`
        INSERT INTO lottery_lines (order_id, issue_id, member_id, line_no, play_id, selection, unit, multiple, bets,
                                   bet_stake, stake, real_stake, prizes)
        VALUES (${orderId}, ${(issue.rows[0] as { id: string }).id}, ${memberId}, ${index}, 'p', '[["1"]]'::jsonb,
                'yuan', 1, 1, 100, 100, 100, '{}'::jsonb)`);
    }
  }
}

/** A mission definition: its goal counts `kind` (of one category, or all) up to `target`. */
function mission(
  sortOrder: number,
  code: string,
  period: MissionDefinition['period'],
  [kind, category, target]: [MissionDefinition['goal']['kind'], string | null, string],
  titles: MissionDefinition['titles'],
  reward: string,
): MissionDefinition {
  return { code, period, goal: { kind, category, target }, titles, reward, sortOrder } as MissionDefinition;
}

/** The missions the tests define: amounts in minor units. */
export const testMissions: MissionDefinition[] = [
  mission(1, 'D_ROUNDS', 'daily', ['rounds', null, '2'], { EN: 'Two rounds', TY: 'Hai ván' }, '100'),
  mission(2, 'D_SLOT', 'daily', ['valid_bet', 'RNG', '1000'], { EN: 'Slots 10' }, '200'),
  mission(3, 'D_DEPOSIT', 'daily', ['deposits', null, '1'], { EN: 'Deposit' }, '300'),
  mission(4, 'W_LOTTERY', 'weekly', ['lottery_issues', null, '2'], { EN: 'Lottery' }, '400'),
  mission(5, 'W_SLOT', 'weekly', ['valid_bet', 'RNG', '3000'], { EN: 'Slots 30' }, '500'),
];
