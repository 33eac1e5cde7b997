import { randomBytes } from 'node:crypto';
import { type MissionDefinition, missionDefinitionSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sites } from '../db/schema/index.js';
import { periodAt } from '../modules/agent-contracts/periods.js';
import { createMember } from '../modules/identity/new-member.service.js';
import { playerType } from '../modules/identity/roles.js';
import * as missions from '../modules/missions/missions.repository.js';
import { payCompletion } from '../modules/missions/missions.service.js';
import { hashPassword } from '../platform/passwords.js';

type Titles = Record<'EN' | 'TY' | 'JA' | 'KO' | 'PT', string>;

/** Three daily and two weekly missions; amounts in the site's "dollars" (see `unit`). */
const demoMissions: {
  code: string;
  period: 'daily' | 'weekly';
  goal: MissionDefinition['goal'];
  reward: bigint;
  dollars: boolean;
  titles: Titles;
}[] = [
  {
    code: 'DAILY_ROUNDS',
    period: 'daily',
    goal: { kind: 'rounds', category: null, target: '3' },
    reward: 1n,
    dollars: false,
    titles: { EN: 'Warm-up spins', TY: 'Khởi động', JA: 'ウォームアップ', KO: '워밍업 스핀', PT: 'Aquecimento' },
  },
  {
    code: 'DAILY_SLOT_BET',
    period: 'daily',
    goal: { kind: 'valid_bet', category: 'RNG', target: '10' },
    reward: 2n,
    dollars: true,
    titles: {
      EN: 'Slot sprint',
      TY: 'Nước rút slot',
      JA: 'スロットスプリント',
      KO: '슬롯 스프린트',
      PT: 'Corrida dos slots',
    },
  },
  {
    code: 'DAILY_DEPOSIT',
    period: 'daily',
    goal: { kind: 'deposits', category: null, target: '1' },
    reward: 3n,
    dollars: false,
    titles: {
      EN: 'Daily top-up',
      TY: 'Nạp tiền mỗi ngày',
      JA: 'デイリー入金',
      KO: '데일리 충전',
      PT: 'Recarga do dia',
    },
  },
  {
    code: 'WEEKLY_LOTTERY',
    period: 'weekly',
    goal: { kind: 'lottery_issues', category: null, target: '3' },
    reward: 5n,
    dollars: false,
    titles: {
      EN: 'Lottery regular',
      TY: 'Khách quen xổ số',
      JA: '宝くじ常連',
      KO: '복권 단골',
      PT: 'Frequentador da loteria',
    },
  },
  {
    code: 'WEEKLY_SLOT_BET',
    period: 'weekly',
    goal: { kind: 'valid_bet', category: 'RNG', target: '200' },
    reward: 10n,
    dollars: true,
    titles: {
      EN: 'Slot marathon',
      TY: 'Marathon slot',
      JA: 'スロットマラソン',
      KO: '슬롯 마라톤',
      PT: 'Maratona dos slots',
    },
  },
];

/** Demo players on the board: how many of the missions (in the list's order) each claimed, best first. */
const boardPlayers = [
  ['lucky88', 5],
  ['spinqueen', 4],
  ['goldrush', 4],
  ['acehigh', 3],
  ['nightowl', 2],
  ['dragon7', 1],
] as const;

/**
 * The demo missions of a site, and demo players who claimed some of them in the current day and week
 * (their rewards paid through the ledger like any claim) so the leaderboard has names on it.
 */
export async function seedDemoMissions(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) return;
  // One "dollar" in the site's minor units: 100 cents, or 25,000 dong for a currency without minor units.
  const unit = site.currencyDecimals === 0 ? 25_000n : 100n;
  for (const [index, mission] of demoMissions.entries()) {
    const target = mission.dollars ? String(BigInt(mission.goal.target) * unit) : mission.goal.target;
    await missions.upsertMission(
      db,
      site.id,
      missionDefinitionSchema.parse({
        code: mission.code,
        period: mission.period,
        goal: { ...mission.goal, target },
        titles: mission.titles,
        reward: String(mission.reward * unit),
        sortOrder: index,
      }),
    );
  }
  const defined = await missions.activeMissions(db, site.id);
  const now = new Date();
  // The demo players never sign in: an unguessable password nobody knows.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  for (const [rank, [username, claimed]] of boardPlayers.entries()) {
    const member = await createMember(
      db,
      { siteId: site.id, username, passwordHash, memberType: playerType, nickname: username, profile: {} },
      site.currencyCode,
    );
    for (const [index, mission] of defined.slice(0, claimed).entries()) {
      const start = periodAt(mission.period === 'daily' ? 'D' : 'W', now, site.timeZone).start;
      // Earlier for the better placed, never before the period began.
      const minutesAgo = (boardPlayers.length - rank) * 7 + (claimed - index);
      const at = new Date(Math.max(start.getTime(), now.getTime() - minutesAgo * 60_000));
      await db.transaction((tx) =>
        payCompletion(tx, {
          siteId: site.id,
          currency: site.currencyCode,
          memberId: member.id,
          mission: { id: BigInt(mission.id), code: mission.code, reward: BigInt(mission.reward) },
          periodStart: start,
          at,
        }),
      );
    }
  }
}
