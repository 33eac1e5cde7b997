import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Competitor, DEFAULT_SPORT_MARGINS, drawEventResult, SPORTS } from '../../src/sports/index.js';
import { pair, typicalEvent } from './fixtures.js';
import { simulateSport } from './simulation.js';

const EVENTS = 20_000;
const SEED = 20_240_611;

describe('seeded draws against the prices', () => {
  for (const [index, sport] of SPORTS.entries()) {
    it(`${sport}: ${EVENTS} events return 1 / (1 + m) per market, and each selection wins as often as priced`, () => {
      const target = 1 / (1 + DEFAULT_SPORT_MARGINS[sport] / 100);
      for (const { market, meanReturn, standardError, wins } of simulateSport(sport, EVENTS, SEED + index).markets) {
        const label = `${sport} ${JSON.stringify(market)}: ${meanReturn.toFixed(4)} ± ${standardError.toFixed(4)}`;
        // Four standard errors of the run, plus the 0.001 the floored prices may keep below the target.
        expect(Math.abs(meanReturn - target), label).toBeLessThan(4 * standardError + 0.001);
        for (const { code, count, chance } of wins) {
          const deviation = Math.sqrt(EVENTS * chance * (1 - chance));
          expect(Math.abs(count - EVENTS * chance), `${label} ${code}`).toBeLessThan(4.5 * deviation + 1);
        }
      }
    });
  }
});

describe('the provably fair draw of an event', () => {
  const seed = 'a'.repeat(64);

  it('draws the same result from the same seed, stream and event number', async () => {
    for (const sport of SPORTS) {
      const competitors = typicalEvent(sport);
      const first = await drawEventResult(sport, competitors, seed, `virtual-${sport}`, 42);
      expect(await drawEventResult(sport, competitors, seed, `virtual-${sport}`, '42'), sport).toEqual(first);
    }
  });

  it('draws different results across event numbers', async () => {
    const results = new Set<string>();
    for (let event = 1; event <= 12; event++) {
      results.add(JSON.stringify(await drawEventResult('football', pair(1550, 1500), seed, 'virtual-football', event)));
    }
    expect(results.size).toBeGreaterThan(3);
  });

  it('follows §7 to the letter: a race redrawn by hand from node:crypto HMAC blocks gives the same order', async () => {
    const horses = typicalEvent('horse-racing');
    const drawn = await drawEventResult('horse-racing', horses, seed, 'virtual-horses', 7);
    expect(drawn).toEqual({ kind: 'race', order: handDrawnRace(seed, 'virtual-horses:7', horses) });
    expect(drawn).toEqual({ kind: 'race', order: ['R3', 'R5', 'R2', 'R4', 'R8', 'R6', 'R7', 'R1'] });
  });

  it('keeps the published draw of a seed: a regression pin, so a model change cannot silently redraw history', async () => {
    expect(await drawEventResult('football', pair(1620, 1500), seed, 'virtual-football', 7)).toEqual({
      kind: 'score',
      home: 2,
      away: 0,
    });
  });
});

/**
 * Plackett–Luce worked out independently of the package: block k is HMAC-SHA256(seed, "<stream>:<event>:<k>"),
 * read as big-endian uint32s; a u at or above 2^32 - (2^32 mod n) is skipped; strengths are 10^4 × 10^((r-1500)/400).
 */
function handDrawnRace(seed: string, message: string, runners: readonly Competitor[]): string[] {
  const words: number[] = [];
  for (let block = 0; block < 4; block++) {
    const bytes = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${message}:${block}`).digest();
    for (let word = 0; word < 8; word++) words.push(bytes.readUInt32BE(4 * word));
  }
  const left = runners.map(({ code, rating }) => ({
    code,
    strength: Math.round(10_000 * 10 ** ((rating - 1500) / 400)),
  }));
  const order: string[] = [];
  while (left.length > 1) {
    const total = left.reduce((sum, runner) => sum + runner.strength, 0);
    const limit = 2 ** 32 - (2 ** 32 % total);
    let u = words.shift()!;
    while (u >= limit) u = words.shift()!;
    u %= total;
    let index = 0;
    while (u >= left[index]!.strength) u -= left[index++]!.strength;
    order.push(left.splice(index, 1)[0]!.code);
  }
  return [...order, left[0]!.code];
}
