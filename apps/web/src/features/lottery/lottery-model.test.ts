import { commitmentOf, drawResult } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { draw, order, playMenu } from './lottery-fixtures';
import { msUntil, offsetOf } from './model/clock';
import { chaseTotal, factorAtGroup, lineStake, rebateOf, rebatePercent } from './model/money';
import { orderOutcome } from './model/orders';
import { isNumberRow, parseTyped, quickPick, toggleValue } from './model/picks';
import { prizeTiers } from './model/results';
import { gamePath } from './model/routes';
import { orderLines, slipTotals } from './model/slip';
import { hotAndCold, trendChoices, trendPoints } from './model/trends';
import { compareDraw, verified, verifyDraw } from './model/verify';

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const elevenFive = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'];

describe('quick picks', () => {
  it('takes the upper and lower half of a row, odd and even, all and none', () => {
    expect(quickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick(digits, 'all')).toEqual(digits);
    expect(quickPick(digits, 'clear')).toEqual([]);
    // 11X5: 06-11 is big (LOTTERY.md), so six big and five small.
    expect(quickPick(elevenFive, 'big')).toEqual(['06', '07', '08', '09', '10', '11']);
    expect(quickPick(elevenFive, 'small')).toHaveLength(5);
  });

  it('toggles values in row order, swaps a single pick and keeps a full row as it is', () => {
    expect(toggleValue(digits, ['7'], '2', 10)).toEqual(['2', '7']);
    expect(toggleValue(digits, ['2', '7'], '7', 10)).toEqual(['2']);
    expect(toggleValue(digits, ['2'], '5', 1)).toEqual(['5']);
    expect(toggleValue(digits, ['1', '2'], '3', 2)).toEqual(['1', '2']);
    expect(isNumberRow(digits)).toBe(true);
    expect(isNumberRow(['BIG', 'SMALL'])).toBe(false);
  });

  it('reads typed numbers of a long row, padded to its width', () => {
    const row = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
    expect(parseTyped(row, '7, 123;045 x12 1234')).toEqual({ picked: ['007', '045', '123'], unknown: ['x12', '1234'] });
  });
});

describe('money of a slip', () => {
  it('prices a line as bets x bet price x unit x multiple, in integer minor units', () => {
    expect(lineStake('200', 5, '1', 1)).toBe(1000n);
    expect(lineStake('200', 5, '0.1', 3)).toBe(300n);
    expect(lineStake('200', 1, '0.01', 1)).toBe(2n);
    expect(lineStake('2000', 7, '0.01', 2)).toBe(280n);
  });

  it('gives (maxGroup - group) / 2000 of the stake back and scales group odds linearly', () => {
    expect(rebateOf(10_000n, 1900, 1950)).toBe(250n);
    expect(rebateOf(10_000n, 1950, 1950)).toBe(0n);
    expect(rebatePercent(1900, 1950)).toBe('2.5');
    expect(factorAtGroup('975.0000', 1800, 1950, 'group')).toBe('900.0000');
    expect(factorAtGroup('1.9800', 1800, 1950, 'odds')).toBe('1.9800');
    expect(factorAtGroup('9.7500', 1951, 1950, 'group')).toBe('9.7550');
  });

  it('totals a chase over its issues, doubled issue after issue when asked', () => {
    const slipAt = (factor: bigint) => lineStake('200', 2, '1', factor);
    expect(chaseTotal(slipAt, 5, false)).toBe(2000n);
    expect(chaseTotal(slipAt, 3, true)).toBe(400n + 800n + 1600n);
    expect(chaseTotal(() => 1n, 120, false)).toBe(120n);
    expect(chaseTotal((factor) => factor, 120, true)).toBe(2n ** 120n - 1n);
  });

  it('adds up the slip and sends the group only with group-scaled lines', () => {
    const menu = playMenu();
    const lines = [
      {
        id: 'a',
        playId: 'SSC_FRONT3_DIRECT',
        selection: [['1'], ['2'], ['3', '4']],
        bets: 2,
        unit: '1' as const,
        multiple: 2,
      },
      { id: 'b', playId: 'SSC_SUM_BSOE', selection: [['BIG']], bets: 1, unit: '0.1' as const, multiple: 1 },
    ];
    expect(slipTotals(menu, lines, 1900)).toEqual({ bets: 3, total: 820n, rebate: 20n });
    expect(orderLines(menu, lines, 1900)).toEqual([
      { playId: 'SSC_FRONT3_DIRECT', selection: [['1'], ['2'], ['3', '4']], unit: '1', multiple: 2, group: 1900 },
      { playId: 'SSC_SUM_BSOE', selection: [['BIG']], unit: '0.1', multiple: 1 },
    ]);
  });
});

describe('the verify action', () => {
  const seed = 'a1'.repeat(32);

  it('finds a house draw computed with the engine to match, and a changed result or commitment not to', async () => {
    const commitment = await commitmentOf(seed);
    const result = [...(await drawResult({ kind: 'SSC', layout: null }, 'SSC1M', '20260101-0001', seed))];
    const record = draw({ issueNumber: '20260101-0001', commitment, serverSeed: seed, result });
    const engine = { commitmentOf, drawResult };
    const good = await verifyDraw(record, { kind: 'SSC', layout: null }, 'SSC1M', engine);
    expect(verified(good)).toBe(true);

    const changed = [...result];
    changed[0] = String((Number(changed[0]) + 1) % 10);
    const tampered = await verifyDraw({ ...record, result: changed }, { kind: 'SSC', layout: null }, 'SSC1M', engine);
    expect(tampered).toMatchObject({ kind: 'checked', commitmentMatches: true, resultMatches: false });
    const otherCommitment = await verifyDraw(
      { ...record, commitment: 'f'.repeat(64) },
      { kind: 'SSC', layout: null },
      'SSC1M',
      engine,
    );
    expect(otherCommitment).toMatchObject({ commitmentMatches: false, resultMatches: true });
    // Another issue number draws another result from the same seed.
    const elsewhere = await verifyDraw(
      { ...record, issueNumber: '20260101-0002' },
      { kind: 'SSC', layout: null },
      'SSC1M',
      engine,
    );
    expect(verified(elsewhere)).toBe(false);
  });

  it('compares case-insensitively and says official and void issues have nothing to check', async () => {
    const record = draw({ commitment: 'AB'.repeat(32), serverSeed: seed, result: ['1', '2'] });
    expect(compareDraw(record, 'ab'.repeat(32), ['1', '2'])).toMatchObject({
      commitmentMatches: true,
      resultMatches: true,
    });
    expect(compareDraw({ ...record, result: null }, 'ab'.repeat(32), ['1', '2'])).toMatchObject({
      resultMatches: false,
    });
    const never = {
      commitmentOf: () => Promise.reject(new Error('no')),
      drawResult: () => Promise.reject(new Error('no')),
    };
    const shape = { kind: 'VN' as const, layout: 'north' as const };
    expect(await verifyDraw(draw({ source: 'official' }), shape, 'VNNORTH', never)).toEqual({ kind: 'official' });
    expect(await verifyDraw(draw({ status: 'void', result: null }), shape, 'VNNORTH', never)).toEqual({ kind: 'void' });
  });
});

describe('results, trends and orders', () => {
  it('splits VN and 4D results into their prize tiers', () => {
    const north = Array.from({ length: 27 }, (_, i) => String(i));
    const tiers = prizeTiers('VN', 'north', north)!;
    expect(tiers.map((tier) => [tier.tier, tier.numbers.length])).toEqual([
      ['special', 1],
      ['g1', 1],
      ['g2', 2],
      ['g3', 6],
      ['g4', 4],
      ['g5', 6],
      ['g6', 3],
      ['g7', 4],
    ]);
    expect(prizeTiers('VN', 'south', north.slice(0, 18))!.at(-1)).toEqual({ tier: 'g8', numbers: ['17'] });
    expect(prizeTiers('SEA', null, north.slice(0, 23))!.map((tier) => tier.numbers.length)).toEqual([1, 1, 1, 10, 10]);
    expect(prizeTiers('SSC', null, ['1'])).toBeNull();
  });

  it('charts a position or the sum oldest first, and ranks hot and cold numbers', () => {
    const draws = [
      draw({ issueNumber: '20260101-0003', result: ['9', '0', '0', '0', '0'] }),
      draw({ issueNumber: '20260101-0002', status: 'void', result: null }),
      draw({ issueNumber: '20260101-0001', result: ['1', '2', '3', '4', '5'] }),
    ];
    expect(trendPoints(draws, 'sum')).toEqual([
      { issue: '0001', value: 15 },
      { issue: '0003', value: 9 },
    ]);
    expect(trendPoints(draws, 0).map((point) => point.value)).toEqual([1, 9]);
    expect(trendChoices(5)).toEqual(['sum', 0, 1, 2, 3, 4]);
    expect(trendChoices(27)).toEqual([0]);
    const stats = [
      { value: '1', hits: 5, gap: 0 },
      { value: '2', hits: 1, gap: 12 },
      { value: '3', hits: 3, gap: 4 },
    ];
    expect(hotAndCold(stats, 2)).toEqual({ hot: [stats[0], stats[2]], cold: [stats[1], stats[2]] });
  });

  it('reads an order as waiting, won, lost, refunded or cancelled', () => {
    expect(orderOutcome(order())).toBe('waiting');
    const settled = (status: 'won' | 'lost' | 'push', payout: string) =>
      order({ status: 'finished', payout, lines: order().lines.map((line) => ({ ...line, status, payout })) });
    expect(orderOutcome(settled('won', '792'))).toBe('won');
    expect(orderOutcome(settled('lost', '0'))).toBe('lost');
    expect(orderOutcome(settled('push', '0'))).toBe('refunded');
    expect(orderOutcome(order({ status: 'cancelled' }))).toBe('cancelled');
  });

  it('opens VN games on /vnLottery, 4D on /seaLottery and the rest on /lottery', () => {
    expect(gamePath({ kind: 'VN', gameCode: 'VNFAST5M' })).toBe('/vnLottery?gameCode=VNFAST5M');
    expect(gamePath({ kind: 'SEA', gameCode: 'SEA4D' })).toBe('/seaLottery?gameCode=SEA4D');
    expect(gamePath({ kind: 'PK10', gameCode: 'PK105M' })).toBe('/lottery?gameCode=PK105M');
  });

  it('runs a countdown in the server time', () => {
    const offset = offsetOf('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'));
    expect(offset).toBe(10_000);
    expect(msUntil('2026-01-01T00:00:30.000Z', Date.parse('2026-01-01T00:00:00.000Z'), offset)).toBe(20_000);
  });
});
