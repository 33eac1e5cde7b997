import {
  type DrawRecord,
  type LotteryGame,
  type LotteryOrder,
  lotteryPaths,
  type OpenIssue,
  type PlayMenu,
  playMenuSchema,
} from '@portal/contracts';
import { type LotteryKind, playsOf, type VnLayout, vnDefaultPrice } from '@portal/lottery';
import { fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { signIn } from '../../test/member';
import { lotteryPath } from './api/keys';
import type { Clock } from './model/clock';

/** Odds the fixtures give: the group-scaled plays at group 1950, two-sided options at 1.98. */
const factorOf = (option: string, scaling: 'group' | 'odds') =>
  option === '*' ? (scaling === 'group' ? '975.0000' : '80.0000') : '1.9800';

/** A VN play's price in đồng as the server lists it (the engine's usual prices); null for other kinds. */
const pointPriceOf = (playId: string, kind: LotteryKind, layout: VnLayout | null) => {
  if (kind !== 'VN') return null;
  const { price, pays } = vnDefaultPrice(playId, layout ?? 'north');
  return { price: String(price), pays: String(pays), point: '1000' };
};

/** A play menu made from the engine's own plays, checked against the contract (VN plays bought in điểm at unit 1). */
export function playMenu(kind: LotteryKind = 'SSC', layout: VnLayout | null = null, overrides: Partial<PlayMenu> = {}) {
  return playMenuSchema.parse({
    gameCode: 'SSC1M',
    kind,
    layout,
    group: 1950,
    minGroup: 1800,
    maxGroup: 1950,
    units: kind === 'VN' ? ['1'] : ['1', '0.1', '0.01'],
    betPrice: '200',
    minStakePerLine: '2',
    maxStakePerLine: '10000000',
    maxPayoutPerLine: '100000000',
    maxPayoutPerIssue: '500000000',
    maxChaseIssues: 120,
    plays: playsOf({ kind, layout }).map((play) => ({
      id: play.id,
      group: play.group,
      prizeMode: play.prizeMode,
      scaling: play.scaling,
      areas: play.areas,
      options: play.options.map((code) => ({ code, factor: factorOf(code, play.scaling), hitRate: '0.5' })),
      pointPrice: pointPriceOf(play.id, kind, layout),
    })),
    ...overrides,
  });
}

export const at = (ms: number) => new Date(ms).toISOString();

export function openIssue(issueNumber: string, closesAt: number, serverTime: number): OpenIssue {
  return {
    gameCode: 'SSC1M',
    issueNumber,
    closesAt: at(closesAt),
    drawAt: at(closesAt + 10_000),
    commitment: 'c'.repeat(64),
    source: 'house',
    serverTime: at(serverTime),
  };
}

export function lotteryGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode: 'SSC1M',
    name: 'Speed SSC 1 minute',
    kind: 'SSC',
    layout: null,
    category: 'LOTT',
    imageCode: 'SSC',
    source: 'house',
    nodeId: 'LOTTO-SSC1M',
    openIssue: openIssue('20260101-0600', Date.now() + 40_000, Date.now()),
    lastResult: { issueNumber: '20260101-0599', result: ['1', '2', '3', '4', '5'], drawnAt: at(Date.now() - 20_000) },
    ...overrides,
  };
}

export function order(overrides: Partial<LotteryOrder> = {}): LotteryOrder {
  return {
    orderNumber: 'L0001',
    gameCode: 'SSC1M',
    gameName: 'Speed SSC 1 minute',
    createdAt: at(Date.now() - 5000),
    chase: null,
    status: 'active',
    total: '400',
    payout: '0',
    refund: '0',
    rebate: '0',
    cancellable: true,
    lines: [
      {
        issueNumber: '20260101-0600',
        playId: 'SSC_BALL_BSOE',
        selection: [['BIG'], [], [], [], ['ODD']],
        unit: '1',
        multiple: 1,
        group: null,
        bets: 2,
        stake: '400',
        status: 'waiting',
        payout: '0',
        refund: '0',
        rebate: '0',
      },
    ],
    ...overrides,
  };
}

export function draw(overrides: Partial<DrawRecord> = {}): DrawRecord {
  return {
    issueNumber: '20260101-0599',
    drawAt: at(Date.now() - 20_000),
    status: 'settled',
    source: 'house',
    result: ['1', '2', '3', '4', '5'],
    commitment: null,
    serverSeed: null,
    ...overrides,
  };
}

/** A clock the test moves by hand; countdowns redraw every 20 ms. */
export function manualClock(start = Date.now()) {
  let now = start;
  const clock: Clock = { now: () => now, tickMs: 20 };
  return { clock, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

/**
 * The lottery API of one SSC game for a signed-in member: the games list, the open issue, the plays, the
 * draws, the stats and today's orders; a test replaces any of them.
 */
export async function lotteryApi({
  menu = playMenu(),
  issue = openIssue('20260101-0600', Date.now() + 40_000, Date.now()),
  draws = [draw()],
  orders = [] as LotteryOrder[],
  games = [lotteryGame()],
} = {}) {
  const api = await fakeApi();
  signIn();
  api.on('GET', lotteryPaths.games, () => ok(games));
  api.on('GET', lotteryPaths.openedNumero, () => ok(issue));
  api.on('GET', lotteryPath(lotteryPaths.plays, { gameCode: 'SSC1M' }), () => ok(menu));
  api.on('GET', lotteryPath(lotteryPaths.draws, { gameCode: 'SSC1M' }), (request) =>
    ok({ items: draws, page: Number(request.query.get('page')), pageSize: 10, total: draws.length }),
  );
  api.on('GET', lotteryPath(lotteryPaths.stats, { gameCode: 'SSC1M' }), () =>
    ok({
      draws: 50,
      positions: [
        {
          key: 'pos1',
          numbers: Array.from({ length: 10 }, (_, value) => ({ value: String(value), hits: value, gap: 9 - value })),
        },
      ],
    }),
  );
  api.on('GET', lotteryPaths.ordersToday, () => ok(orders));
  return api;
}
