import { type Promotion, promotionPaths, type Reward } from '@portal/contracts';
import type { fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';

const day = 86_400_000;

/** Promotions and rewards as the API answers them, typed by the contracts so tests cannot drift from them. */
export const promotion = (code: string, overrides: Partial<Promotion> = {}): Promotion => ({
  code,
  kind: 'first_deposit',
  title: 'First deposit 50 %',
  terms: 'Half your first deposit back as a bonus.',
  bannerUrl: null,
  startsAt: '2025-01-01T00:00:00.000Z',
  endsAt: '2025-03-31T16:59:59.000Z',
  rules: { percent: 5000, cap: '20000', minDeposit: '1000', frequency: 'once' },
  turnover: { multiple: 3, base: 'bonus_deposit', weights: { LIVE: 10 } },
  ...overrides,
});

export const comingPromotion = () =>
  promotion('CASHBACK', {
    kind: 'cashback',
    title: 'Weekend cashback',
    startsAt: new Date(Date.now() + 7 * day).toISOString(),
    endsAt: null,
    rules: { percent: 500, frequency: 'period' },
    turnover: { multiple: 1, base: 'bonus', weights: {} },
  });

export const reward = (code: string, overrides: Partial<Reward> = {}): Reward => ({
  id: null,
  promotion: { code, kind: 'first_deposit', title: `Promotion ${code}` },
  state: 'join',
  bonus: null,
  deposit: null,
  turnover: null,
  remark: null,
  updatedAt: '2025-01-02T00:00:00.000Z',
  ...overrides,
});

/** Answers GET /wps/rewards (and every action) with what `current()` holds then. */
export function serveRewards(api: Awaited<ReturnType<typeof fakeApi>>, current: () => Reward[]) {
  const answer = () => {
    const items = current();
    return ok({ items, available: items.filter((item) => ['join', 'claim'].includes(item.state)).length });
  };
  api.on('GET', promotionPaths.rewards, answer);
  return answer;
}

/** A manual promotion: an application the operator reviews, paying its amount once approved. */
export const manualPromotion = () =>
  promotion('BIGWIN', {
    kind: 'manual',
    title: 'Show us your big win',
    terms: 'Send a screenshot of a win of 100 or more.',
    endsAt: null,
    rules: { amount: '2500', frequency: 'once' },
    turnover: { multiple: 1, base: 'bonus', weights: {} },
  });

/** A raffle of three prizes (₫1.00 to ₫50.00), drawn once per member or once a day. */
export const rafflePromotion = (frequency: 'once' | 'daily' = 'once') =>
  promotion('LUCKYDRAW', {
    kind: 'raffle',
    title: 'Lucky draw',
    terms: 'Draw a prize.',
    endsAt: null,
    rules: {
      frequency,
      prizes: [
        { amount: '100', weight: 70 },
        { amount: '500', weight: 25 },
        { amount: '5000', weight: 5 },
      ],
    },
    turnover: { multiple: 2, base: 'bonus', weights: {} },
  });
