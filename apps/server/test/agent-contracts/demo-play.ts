import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { seamlessRound } from '../cashier/demo-stake-setup.js';
import { fundMember } from '../factories.js';
import { launch, nodeIdOf, ProviderCaller } from '../provider/provider-setup.js';
import type { ContractWorld } from './contract-setup.js';

/**
 * Play in a contract world as members really play: real money funded, demo money credited by the site's
 * demo channel, and rounds of the house studio's slot through the seamless wallet as the game server plays
 * them (the app's local vendor stands in for it), the wallet deciding each stake's real part when it debits
 * it (db/functions/real_stake_of.sql). Seamless rounds settle at the database's time, so a test moves the
 * world's clock past them before it settles contracts.
 */
export class DemoPlay {
  private provider!: ProviderCaller;
  private slot = '';
  private channelId = '';
  private readonly tokens = new Map<string, string>();

  constructor(private readonly world: ContractWorld) {}

  async prepare() {
    const db = this.world.ctx.database.db;
    await seedOriginals(db, this.world.site.code);
    const [channel] = await db
      .insert(paymentChannels)
      .values({
        siteId: this.world.site.id,
        code: 'DEMO',
        kind: 'instant_demo',
        name: 'Demo',
        minAmount: 1n,
        maxAmount: 1_000_000_00n,
      })
      .returning({ id: paymentChannels.id });
    this.channelId = String(channel!.id);
    await this.world.ctx.app.sites.reload();
    this.slot = await nodeIdOf(this.world.ctx, originalsVendor.code, originalsGames[0]!.gameCode);
    this.provider = new ProviderCaller(this.world.ctx);
  }

  /** Real money in the member's main wallet (a cashier deposit posted to the ledger), in minor units. */
  fund(who: string, amount: bigint) {
    return fundMember(this.world.ctx.database.db, this.world.site.id, who, amount);
  }

  /** Demo money credited at once by the demo channel (`amount` in major units, as the member enters it). */
  async demoDeposit(who: string, amount: string) {
    const deposited = await this.world.clients[who]!.call(
      'POST',
      '/wps/cashier/deposit',
      { channelId: this.channelId, amount },
      { 'idempotency-key': randomUUID() },
    );
    expect(deposited.json().value.status).toBe('credited');
  }

  /** One round of the slot: a bet of `stake`, then a win of `win` (zero: lost). */
  async spin(who: string, stake: bigint, win: bigint) {
    let token = this.tokens.get(who);
    if (!token) {
      token = await launch(this.world.clients[who]!, this.slot);
      this.tokens.set(who, token);
    }
    return seamlessRound(this.provider, token, stake, win);
  }

  /** The real part of the member's stakes so far, as the wallet decided them. */
  async realStaked(who: string) {
    const rows = await this.world.ctx.database.db.execute<{ stake: string; real_stake: string }>(sql`
      SELECT coalesce(sum(stake), 0)::text AS stake, coalesce(sum(real_stake), 0)::text AS real_stake
      FROM game_rounds WHERE member_id = ${this.world.ids[who]!}`);
    return rows.rows[0]!;
  }
}
