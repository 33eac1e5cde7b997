import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { fetchPost, signInOperatorWith } from '../../testing/operator-sign-in.js';
import { makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { BankClient, type SiteKey, type Tally } from './bank-client.js';

export const merchant = 'AUR';
export const paymentPassword = '112233';
const loginPassword = 'bank1234';

/**
 * What an operator credits each member before the run (an adjustment, real money): the demo
 * channel's deposits may be played with but never leave (docs/design-notes.md, "Demo money"), so withdrawals and
 * transfers move this money. The audit starts every member wallet from it.
 */
export const openingBalance = 2_000_00n;

export interface BankMember {
  username: string;
  id: bigint;
  client: BankClient;
  bankAccountId: string;
  agent: boolean;
  upline: BankMember | null;
  downlines: BankMember[];
}

export interface BankSite {
  siteId: number;
  members: BankMember[];
  operators: BankClient[];
  /** The instant demo channel's id. */
  channelId: string;
  /** The site's transfer-mode vendors (each a wallet of its own per member). */
  vendors: string[];
}

export interface SetupContext {
  db: Database;
  baseUrl: () => string;
  siteKey: SiteKey;
  tally: Tally;
}

function expectOk(what: string, outcome: Awaited<ReturnType<BankClient['send']>>): Record<string, unknown> {
  if (outcome.kind !== 'ok') throw new Error(`setup: ${what} failed: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** A member as a browser makes one: registered (enc), payment password set (enc), a bank account added. */
async function openMember(context: SetupContext, username: string) {
  const client = new BankClient(context.baseUrl, merchant, context.siteKey, context.tally);
  const registered = expectOk(
    `register ${username}`,
    await client.send({
      method: 'POST',
      path: '/wps/member/register',
      enc: true,
      body: {
        username,
        password: loginPassword,
        confirmPassword: loginPassword,
        termsAccepted: true,
        ageConfirmed: true,
      },
    }),
  );
  client.token = String(registered.token);
  expectOk(
    `payment password of ${username}`,
    await client.send({
      method: 'PUT',
      path: '/wps/member/paymentPassword',
      enc: true,
      body: { loginPassword, newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword },
    }),
  );
  const account = expectOk(
    `bank account of ${username}`,
    await client.send({
      method: 'POST',
      path: '/wps/member/bankAccounts',
      body: { bankName: 'Bank Test', accountNumber: `7700${username.replace(/\D/g, '')}99`, payeeName: 'Bank Tester' },
    }),
  );
  return { client, bankAccountId: String(account.id) };
}

/**
 * `count` members of the demo site, the first `agents` of them agents with the others spread under
 * them (so upline and downline transfers move money between the test's own clients), and two
 * operators. The site's withdrawal minimum is lowered and its daily count raised (but still
 * reachable) so the run holds many withdrawals.
 */
export async function setUpSite(context: SetupContext, count: number, agents: number): Promise<BankSite> {
  const { db } = context;
  const [site] = (
    await db.execute<{ id: number }>(sql`
      UPDATE sites SET withdraw_min_amount = 1000, withdraw_daily_count = 12 WHERE code = ${merchant} RETURNING id`)
  ).rows;
  if (!site) throw new Error(`setup: no site ${merchant} (was the demo seeded?)`);
  const siteId = Number(site.id);

  const usernames = Array.from({ length: count }, (_, index) => `bank${String(index + 1).padStart(2, '0')}`);
  const opened: { client: BankClient; bankAccountId: string }[] = [];
  for (let start = 0; start < usernames.length; start += 8) {
    opened.push(...(await Promise.all(usernames.slice(start, start + 8).map((name) => openMember(context, name)))));
  }
  const members: BankMember[] = [];
  for (const [index, username] of usernames.entries()) {
    const id = await memberIdOf(db, siteId, username);
    members.push({ username, id, ...opened[index]!, agent: index < agents, upline: null, downlines: [] });
  }
  for (const member of members.slice(agents)) {
    const upline = members[members.indexOf(member) % agents]!;
    member.upline = upline;
    upline.downlines.push(member);
  }
  for (const agent of members.slice(0, agents)) {
    await makeAgent(db, agent.id);
    await placeUnder(
      db,
      agent.id,
      agent.downlines.map((member) => member.id),
    );
  }

  const operators: BankClient[] = [];
  for (const name of ['bankop1', 'bankop2']) {
    await insertOperator(db, name, await hashPassword(`${name}-password`), [siteId]);
    const operator = new BankClient(context.baseUrl, merchant, context.siteKey, context.tally);
    const post = fetchPost(context.baseUrl(), merchant);
    operator.token = (await signInOperatorWith(post, { username: name, password: `${name}-password` })).token;
    operators.push(operator);
  }

  for (const member of members) {
    expectOk(
      `opening balance of ${member.username}`,
      await operators[0]!.send({
        method: 'POST',
        path: '/wps/operator/adjustments',
        key: `opening-${member.username}`,
        body: {
          member: member.username,
          direction: 'credit',
          amount: (Number(openingBalance) / 100).toFixed(2),
          reason: 'bank run opening balance',
        },
      }),
    );
  }

  const first = members[0]!.client;
  const channels = expectOk(
    'channels',
    await first.send({ method: 'GET', path: '/wps/cashier/deposit/channels' }),
  ) as unknown as { id: string; kind: string }[];
  const channel = channels.find((entry) => entry.kind === 'instant_demo');
  if (!channel) throw new Error('setup: the demo site has no instant demo channel');
  const wallets = expectOk(
    'wallets',
    await first.send({ method: 'GET', path: '/wps/relay/GCS_merchantWallet' }),
  ) as unknown as { wallet: string }[];
  const vendors = wallets.map((wallet) => wallet.wallet).filter((code) => code !== 'MAIN');
  if (vendors.length === 0) throw new Error('setup: the demo site offers no transfer-mode vendor');

  // The site registry reloads on the sites trigger's NOTIFY: wait until the new limits are served.
  for (let tries = 0; ; tries++) {
    const rules = await first.send({ method: 'GET', path: '/wps/cashier/withdraw/rules' });
    if (rules.kind === 'ok' && rules.value.dailyCount === 12 && rules.value.minAmount === '1000') break;
    if (tries > 100)
      throw new Error(`setup: the site's new withdrawal limits were not served: ${JSON.stringify(rules)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { siteId, members, operators, channelId: channel.id, vendors };
}
