import type { AgentContract, ContractTier } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { decisionsFor, waitingFor } from './model/contract-actions';
import { formatRate, percentToBasisPoints } from './model/rate';
import { checkTierRows, readValidBet } from './model/tier-rows';

/** My own contract: 0.50 % for any team, 0.80 % from 5,000.00 and 3 members, 1.20 % from 20,000.00 and 10. */
const mine: ContractTier[] = [
  { validBet: '0', activeMembers: 0, rate: 50 },
  { validBet: '500000', activeMembers: 3, rate: 80 },
  { validBet: '2000000', activeMembers: 10, rate: 120 },
];
const row = (validBet: string, activeMembers: string, rate: string) => ({ validBet, activeMembers, rate });

describe('the tiers editor reads', () => {
  it('a percent with up to two decimals as exact basis points', () => {
    expect(['0.01', '0.5', '0.50', '1.2', '12.34', '33.33', '100', '099.99'].map(percentToBasisPoints)).toEqual(
      [1, 50, 50, 120, 1234, 3333, 10_000, 9999].map((rate) => ({ ok: true, rate })),
    );
    expect(['', '0', '0.00', '1.234', '100.01', '1,5', '-1', '1e2'].map(percentToBasisPoints)).toEqual(
      [
        'required',
        'not_positive',
        'not_positive',
        'too_many_decimals',
        'too_high',
        'not_a_number',
        'not_positive',
        'not_a_number',
      ].map((problem) => ({ ok: false, problem })),
    );
  });

  it('a valid bet as money in the currency, in exact minor units, 0 included', () => {
    expect(readValidBet('0', 2)).toEqual({ ok: true, minor: 0n });
    expect(readValidBet('0.00', 2)).toEqual({ ok: true, minor: 0n });
    expect(readValidBet('5000', 2)).toEqual({ ok: true, minor: 500_000n });
    // The largest amount the contracts allow, to the last minor unit, and one unit more.
    expect(readValidBet('9999999999999.99', 2)).toEqual({ ok: true, minor: 999_999_999_999_999n });
    expect(readValidBet('10000000000000.01', 2)).toEqual({ ok: false, problem: 'too_large' });
    expect(readValidBet('1500', 0)).toEqual({ ok: true, minor: 1500n });
    expect(readValidBet('0.001', 2)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(readValidBet('', 2)).toEqual({ ok: false, problem: 'required' });
  });

  it('shows a rate in basis points as a percent with two decimals in the language', () => {
    expect([1, 50, 1234, 10_000].map((rate) => formatRate(rate, 'EN'))).toEqual([
      '0.01%',
      '0.50%',
      '12.34%',
      '100.00%',
    ]);
    expect(formatRate(1234, 'TY')).toBe('12,34%');
  });
});

describe('the tiers editor checks', () => {
  it('turns climbing rows within my contract into the tiers to send', () => {
    const rows = [row('0', '0', '0.3'), row('5000.00', '3', '0.8'), row('20000.5', '10', '1.15')];
    expect(checkTierRows(rows, 2, mine)).toEqual({
      tiers: [
        { validBet: '0', activeMembers: 0, rate: 30 },
        { validBet: '500000', activeMembers: 3, rate: 80 },
        { validBet: '2000050', activeMembers: 10, rate: 115 },
      ],
      problems: [{}, {}, {}],
    });
  });

  it('refuses a tier that asks no more than the one before, and one that pays no more', () => {
    const same = checkTierRows([row('5000', '3', '0.5'), row('5000', '3', '0.7')], 2, mine);
    expect(same).toEqual({ tiers: null, problems: [{}, { activeMembers: 'overlaps' }] });
    const lower = checkTierRows([row('5000', '3', '0.3'), row('4000', '9', '0.4')], 2, mine);
    expect(lower.problems).toEqual([{}, { validBet: 'overlaps' }]);
    const flat = checkTierRows([row('0', '0', '0.5'), row('5000', '3', '0.5')], 2, mine);
    expect(flat.problems).toEqual([{}, { rate: 'must_climb' }]);
  });

  it('refuses a rate above what my own contract pays at the tier figures', () => {
    // 4,999.99 with 2 members is still my first tier (0.50 %); 5,000.00 with 2 members too.
    const result = checkTierRows(
      [row('4999.99', '2', '0.51'), row('5000', '2', '0.6'), row('5000', '3', '0.8')],
      2,
      mine,
    );
    expect(result).toEqual({ tiers: null, problems: [{ rate: 'above_mine' }, { rate: 'above_mine' }, {}] });
    // Below my first tier my contract pays nothing, so nothing can be offered there.
    const none = checkTierRows([row('0', '0', '0.01')], 2, [{ validBet: '100', activeMembers: 1, rate: 50 }]);
    expect(none.problems).toEqual([{ rate: 'above_mine' }]);
  });

  it('names every field it cannot read', () => {
    expect(checkTierRows([row('', '1.5', '101')], 2, mine).problems).toEqual([
      { validBet: 'required', activeMembers: 'whole_number', rate: 'too_high' },
    ]);
  });
});

const contract = (overrides: Partial<AgentContract>): AgentContract => ({
  id: '1',
  kind: 'daily',
  period: 'D',
  role: 'held',
  upline: 'boss',
  downline: 'agent01',
  tiers: mine,
  state: 'accepted',
  terminationRequestedBy: null,
  endReason: null,
  endsOn: null,
  offeredAt: '2025-01-01T00:00:00Z',
  acceptedAt: null,
  endedAt: null,
  ...overrides,
});

describe('the actions a contract offers my side', () => {
  it.each([
    ['offered', 'held', null, ['accept', 'reject'], null],
    ['offered', 'given', null, [], 'theirAnswer'],
    ['accepted', 'held', null, ['requestTermination'], null],
    ['accepted', 'given', null, ['requestTermination'], null],
    ['terminating', 'held', 'upline', ['acceptTermination', 'declineTermination'], null],
    ['terminating', 'held', 'downline', [], 'theirTermination'],
    ['terminating', 'given', 'downline', ['acceptTermination', 'declineTermination'], null],
    ['terminating', 'given', 'upline', [], 'theirTermination'],
    ['rejected', 'held', null, [], null],
    ['terminated', 'given', null, [], null],
    ['finished', 'held', null, [], null],
  ] as const)('%s, %s (asked by %s): %j', (state, role, requestedBy, actions, wait) => {
    const shown = contract({ state, role, terminationRequestedBy: requestedBy });
    expect(decisionsFor(shown)).toEqual(actions);
    expect(waitingFor(shown)).toBe(wait);
  });
});
