import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { fishingKinds } from '../../src/fishing/kinds.js';
import { shotDeviation, simulateShots } from './simulation.js';

const SHOTS = 10_000_000;

/** The long run: SOAK=full only (about 20 s a kind on one core). */
describe.skipIf(process.env.SOAK !== 'full')('fishing returns, full simulation', () => {
  it.each(fishingKinds.map((kind) => [kind.id, kind] as const))(
    `%s returns its RTP over ${SHOTS} shots, within 4 exact standard errors (about 0.35 points)`,
    (_, kind) => {
      const { mean } = simulateShots(kind, SHOTS, 2024);
      const tolerance = (4 * shotDeviation(kind)) / Math.sqrt(SHOTS);
      console.log(
        `${kind.id}: ${(mean * 100).toFixed(3)} % against ${(fractionToNumber(kind.rtp) * 100).toFixed(2)} %`,
      );
      expect(tolerance).toBeLessThan(0.004);
      expect(Math.abs(mean - fractionToNumber(kind.rtp))).toBeLessThan(tolerance);
    },
    300_000,
  );
});
