import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fundMember } from '../factories.js';
import { soakSized } from '../soak.js';
import { agree, buildContractWorld, settle, settledRound } from './contract-setup.js';

// Issue 12: whatever the rates and the play, settlement conserves money (what the site's commission
// account pays out is what its top agent nets plus what every agent below nets), pays each period once,
// every amount is the floor of rate x base computed here independently from the rounds, and a salary
// never leaves an agent paying out more than it was paid.
const tree = {
  topagent: { parent: null, agent: true },
  alphaagent: { parent: 'topagent', agent: true },
  betaagent: { parent: 'topagent', agent: true },
  gammaagent: { parent: 'alphaagent', agent: true },
  deltaagent: { parent: 'betaagent', agent: true },
  playeraa: { parent: 'gammaagent', agent: false },
  playerbb: { parent: 'alphaagent', agent: false },
  playercc: { parent: 'deltaagent', agent: false },
  playerdd: { parent: 'topagent', agent: false },
} as const;
type Name = keyof typeof tree;
const agents = ['topagent', 'alphaagent', 'betaagent', 'gammaagent', 'deltaagent'] as const;
const everyone = Object.keys(tree) as Name[];
const inTeam = (agent: Name, who: Name): boolean =>
  who === agent || (tree[who].parent !== null && inTeam(agent, tree[who].parent as Name));

const rates = fc.record({
  top: fc.integer({ min: 20, max: 400 }),
  shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
});
const play = fc.array(
  fc.record({
    who: fc.constantFrom(...everyone),
    day: fc.integer({ min: 0, max: 2 }),
    stake: fc.integer({ min: 1, max: 200_000 }),
    multiple: fc.constantFrom(0, 1, 2, 5),
  }),
  { minLength: 1, maxLength: 20 },
);

/** Each agent's rate: the top's, then for each below a share of its upline's (at least 1 basis point). */
function rateTable(drawn: { top: number; shares: number[] }): Record<(typeof agents)[number], number> {
  const below = (upline: number, share: number) => Math.max(1, Math.floor(upline * share));
  const alpha = below(drawn.top, drawn.shares[0]!);
  const beta = below(drawn.top, drawn.shares[1]!);
  return {
    topagent: drawn.top,
    alphaagent: alpha,
    betaagent: beta,
    gammaagent: below(alpha, drawn.shares[2]!),
    deltaagent: below(beta, drawn.shares[3]!),
  };
}

describe('contract settlement', () => {
  it('conserves money, pays each period once, and pays what the rounds make', async () => {
    await fc.assert(
      fc.asyncProperty(rates, rates, play, fc.boolean(), async (salaryDraw, dividendDraw, rounds, funded) => {
        const world = await buildContractWorld(tree, Date.parse('2026-03-02T00:00:00Z'));
        try {
          const salary = rateTable(salaryDraw);
          const dividend = rateTable({ ...dividendDraw, top: dividendDraw.top * 10 });
          for (const agent of agents) {
            const upline = tree[agent].parent;
            await agree(world, upline, agent, 'daily', [{ validBet: '0', activeMembers: 0, rate: salary[agent] }]);
            await agree(
              world,
              upline,
              agent,
              'dividend',
              [{ validBet: '0', activeMembers: 0, rate: dividend[agent] }],
              'W',
            );
            if (funded) await fundMember(world.ctx.database.db, world.site.id, agent, 50_000n);
          }
          for (const round of rounds) {
            world.clock.set(Date.parse('2026-03-02T12:00:00Z') + round.day * 86_400_000);
            await settledRound(world, round.who, BigInt(round.stake), BigInt(round.stake * round.multiple));
          }
          world.clock.set(Date.parse('2026-03-09T00:01:00Z'));
          await settle(world);
          // Whatever stayed unpaid for want of funds is paid once the agents have them.
          for (const agent of agents) await fundMember(world.ctx.database.db, world.site.id, agent, 10_000_000n);
          await settle(world);
          await settle(world);

          const records = (
            await world.ctx.database.db.execute<{
              kind: string;
              downline: string;
              upline: string | null;
              day: string;
              amount: string;
              state: string;
              entries: number;
            }>(sql`
              SELECT c.kind, d.username AS downline, u.username AS upline, to_char(s.period_start, 'YYYY-MM-DD') AS day,
                     s.amount::text, s.state,
                     (SELECT count(*)::integer FROM journal_entries e WHERE e.site_id = s.site_id
                        AND e.idempotency_key = 'agent-contract:' || s.contract_id || ':' || to_char(s.period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS entries
              FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
              JOIN members d ON d.id = c.downline_id LEFT JOIN members u ON u.id = c.upline_id
              WHERE s.site_id = ${world.site.id}`)
          ).rows;
          // Seven days and one week for each of the five agents.
          expect(records.length).toBe(5 * 7 + 5);
          for (const record of records) {
            const agent = record.downline as Name;
            const day = Date.parse(`${record.day}T00:00:00Z`);
            const days = record.kind === 'daily' ? 1 : 7;
            const mine = rounds.filter((round) => {
              const at = Date.parse('2026-03-02T00:00:00Z') + round.day * 86_400_000;
              return inTeam(agent, round.who) && at >= day && at < day + days * 86_400_000;
            });
            const validBet = mine.reduce((sum, round) => sum + (round.multiple === 1 ? 0n : BigInt(round.stake)), 0n);
            const loss = mine.reduce((sum, round) => sum + BigInt(round.stake) * BigInt(1 - round.multiple), 0n);
            const [rate, base] = record.kind === 'daily' ? [salary, validBet] : [dividend, loss];
            const expected = base > 0n ? (base * BigInt(rate[agent as (typeof agents)[number]])) / 10_000n : 0n;
            expect(record.amount, `${record.kind} ${agent} ${record.day}`).toBe(String(expected));
            expect(record.state).toBe(expected > 0n ? 'paid' : 'nothing');
            expect(record.entries).toBe(expected > 0n ? 1 : 0);
            if (record.kind === 'daily') {
              const paidBelow = records
                .filter((other) => other.kind === 'daily' && other.upline === agent && other.day === record.day)
                .reduce((sum, other) => sum + BigInt(other.amount), 0n);
              expect(BigInt(record.amount) >= paidBelow, `${agent} keeps a margin on ${record.day}`).toBe(true);
            }
          }
          const nets = (
            await world.ctx.database.db.execute<{ member: string | null; net: string }>(sql`
              SELECT m.username AS member, sum(p.amount)::text AS net
              FROM postings p JOIN journal_entries e ON e.id = p.entry_id
              JOIN ledger_accounts a ON a.id = p.account_id LEFT JOIN members m ON m.id = a.member_id
              WHERE e.kind = 'agent_contract' AND e.site_id = ${world.site.id} GROUP BY 1`)
          ).rows;
          const net = (who: string | null) => BigInt(nets.find((row) => row.member === who)?.net ?? 0);
          for (const agent of agents) {
            const held = records.filter((r) => r.downline === agent).reduce((sum, r) => sum + BigInt(r.amount), 0n);
            const given = records.filter((r) => r.upline === agent).reduce((sum, r) => sum + BigInt(r.amount), 0n);
            expect(net(agent), agent).toBe(held - given);
          }
          const fromSite = records.filter((r) => r.upline === null).reduce((sum, r) => sum + BigInt(r.amount), 0n);
          expect(net(null)).toBe(-fromSite);
          expect(agents.reduce((sum, agent) => sum + net(agent), 0n)).toBe(fromSite);
        } finally {
          await world.ctx.close();
        }
      }),
      { numRuns: soakSized(3, 20), seed: 20261125 },
    );
  }, 120_000);
});
