import { randomUUID } from 'node:crypto';
import type { PaymentChannel } from '@portal/contracts';
import { paymentChannels } from '../../src/db/schema/index.js';
import type { SiteDefinition } from '../../src/demo/site-writer.js';
import { type BuiltSite, buildSite, memberIdOf, offerTransferVendor } from '../factories.js';
import type { TestContext } from '../harness.js';
import { addLotteryGame, runScheduler } from '../lottery/lottery-fixtures.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { setUpWithdrawer } from './withdraw-setup.js';

/** The vendor whose wallet money can be moved into (transfer mode), and the lottery game of the world. */
export const vendorWallet = 'SV9';
const lotteryGame = 'SSC1M';
/** Ten bets of 2.00 on the first digit of an SSC draw: `multiple` x 20.00, one of them hits whatever the draw. */
const sureLine = (multiple: number) => ({
  playId: 'SSC_FIXED_POSITION',
  selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
  unit: '1',
  multiple,
  group: 1900,
});

export interface Member {
  client: PortalClient;
  id: bigint;
  bankAccountId: string;
}

/**
 * A site where money can leave every way (issue 22): a bank channel the operator approves and an instant
 * demo channel, a transfer-mode vendor wallet, a one-minute SSC lottery, a welcome credit of 20.00
 * (turnover 3x) and a 100 % first-deposit match up to 200.00 (turnover 1x). Members are ready to withdraw.
 */
export class MoneyWorld {
  site!: BuiltSite;
  operator!: OperatorCall;
  bank = '';
  demo = '';
  private seq = 0;

  constructor(
    readonly ctx: TestContext,
    readonly clock: { now(): number },
  ) {}

  async prepare(operatorName: string, registerRules?: SiteDefinition['registerRules']) {
    const db = this.ctx.database.db;
    const site = { withdrawMinAmount: 1_00n, withdrawDailyCount: 1000 };
    this.site = await buildSite(db, { site, ...(registerRules ? { registerRules } : {}) });
    const channel = (code: string, kind: PaymentChannel['kind']) => ({
      siteId: this.site.id,
      code,
      kind,
      name: code,
      minAmount: 1_00n,
      maxAmount: 1_000_000_00n,
    });
    const rows = await db
      .insert(paymentChannels)
      .values([channel('BANK', 'bank_transfer'), channel('DEMO', 'instant_demo')])
      .returning({ id: paymentChannels.id });
    [this.bank, this.demo] = rows.map((row) => String(row.id)) as [string, string];
    await offerTransferVendor(db, this.site.id, vendorWallet);
    await addLotteryGame(db, this.site.id, { code: lotteryGame, kind: 'SSC' });
    await runScheduler(db, this.clock.now());
    await this.ctx.app.sites.reload();
    this.operator = await signInOperator(this.ctx, this.site.code, operatorName, [this.site.id]);
    const startsAt = new Date(this.clock.now() - 86_400_000).toISOString();
    const promotions = [
      {
        code: 'WELCOME',
        kind: 'registration',
        title: { EN: 'Welcome credit' },
        terms: { EN: 'Twenty dollars; play it three times through.' },
        startsAt,
        rules: { amount: '2000' },
        turnover: { multiple: 3, base: 'bonus', weights: {} },
      },
      {
        code: 'FIRSTDEP',
        kind: 'first_deposit',
        title: { EN: 'First deposit 100 %' },
        terms: { EN: 'Your first deposit doubled up to 200.00; play the bonus once through.' },
        startsAt,
        rules: { percent: 10000, cap: '20000', minDeposit: '1000' },
        turnover: { multiple: 1, base: 'bonus', weights: {} },
      },
    ];
    for (const definition of promotions) {
      const created = await this.operator('POST', '/wps/operator/promotions', definition);
      if (created.statusCode !== 200) throw new Error(`promotion ${definition.code}: ${created.body}`);
    }
  }

  /** A member signed in from an address of its own, with payment password 112233 and a bank account. */
  async member(username: string): Promise<Member> {
    const ip = `10.22.${Math.floor(this.seq / 250)}.${(this.seq++ % 250) + 1}`;
    const { client, bankAccountId } = await setUpWithdrawer(this.ctx, this.site, username, { ip });
    return { client, id: await memberIdOf(this.ctx.database.db, this.site.id, username), bankAccountId };
  }

  private key = (prefix: string) => ({ 'idempotency-key': `${prefix}-${randomUUID()}` });

  /** A deposit through the demo channel (credited at once) or the bank (approved by the operator). */
  async deposit(member: Member, amount: string, channel: 'bank' | 'demo') {
    const created = await member.client.call(
      'POST',
      '/wps/cashier/deposit',
      { channelId: channel === 'bank' ? this.bank : this.demo, amount },
      this.key('dep'),
    );
    if (created.statusCode !== 200) throw new Error(`deposit: ${created.body}`);
    if (channel === 'bank') {
      const approved = await this.operator('POST', `/wps/operator/deposits/${created.json().value.id}/approve`);
      if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
    }
  }

  async reward(member: Member, code: string) {
    const items = (await member.client.call('GET', '/wps/rewards')).json().value.items;
    return items.find((item: { promotion: { code: string } }) => item.promotion.code === code) as
      | { id: string; state: string; bonus: string | null }
      | undefined;
  }

  /** Claims the member's reward of a promotion when it is claimable; answers the claim's response or null. */
  async claim(member: Member, code: string) {
    const reward = await this.reward(member, code);
    if (reward?.state !== 'claim') return null;
    return member.client.call('POST', `/wps/rewards/${reward.id}/claim`);
  }

  async forfeit(member: Member, code: string) {
    const reward = await this.reward(member, code);
    return member.client.call('POST', `/wps/rewards/${reward!.id}/forfeit`);
  }

  withdraw(member: Member, amount: string) {
    return member.client.enc(
      'POST',
      '/wps/cashier/withdraw',
      { bankAccountId: member.bankAccountId, amount, paymentPassword: '112233' },
      this.key('wd'),
    );
  }

  /** Moves money between the main wallet and the vendor wallet. */
  toVendor(member: Member, amount: string, back = false) {
    const [from, to] = back ? [vendorWallet, 'MAIN'] : ['MAIN', vendorWallet];
    return member.client.call('POST', '/wps/relay/GCS_walletTransfer', {
      from,
      to,
      amount,
      transactionId: `move-${randomUUID()}`,
    });
  }

  toUpline(member: Member, amount: string) {
    const body = { amount, paymentPassword: '112233' };
    return member.client.enc('POST', '/wps/wallet/transfer/upline', body, this.key('up'));
  }

  toDownline(agent: Member, downline: string, amount: string) {
    const body = { downline, amount, paymentPassword: '112233' };
    return agent.client.enc('POST', '/wps/agent/transfer/downline', body, this.key('down'));
  }

  /** A lottery order of `multiple` x 20.00 on the open issue: answers its order number, or the refusal. */
  async order(member: Member, multiple: number) {
    const issue = (await member.client.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${lotteryGame}`)).json()
      .value;
    const body = { gameCode: lotteryGame, issueNumber: issue.issueNumber, lines: [sureLine(multiple)] };
    return member.client.call('POST', '/lotto/lgw/orders/betting', body, this.key('lotto'));
  }

  cancelOrder(member: Member, orderNumber: string) {
    return member.client.call('DELETE', `/lotto/lgw/orders/${orderNumber}`);
  }

  async balance(member: Member) {
    return BigInt((await member.client.call('GET', '/wps/v2/wallets/balance')).json().value.total);
  }

  async withdrawals(member: Member) {
    return (await member.client.call('GET', '/wps/cashier/withdrawals')).json().value.total as number;
  }
}
