import type { DrawRecord } from '@portal/contracts';
import type { DrawResult, DrawShape } from '@portal/lottery';

/** What the browser found when it checked a published draw against LOTTERY.md §7. */
export type Verification =
  | { kind: 'official' }
  | { kind: 'void' }
  | {
      kind: 'checked';
      /** hex(SHA-256(seed)) as computed here, and whether it is the commitment published before sales. */
      commitment: string;
      commitmentMatches: boolean;
      /** The result the seed draws, and whether it is the result the server published. */
      result: readonly string[];
      resultMatches: boolean;
    };

export interface VerifyEngine {
  commitmentOf: (serverSeed: string) => Promise<string>;
  drawResult: (shape: DrawShape, gameCode: string, issueNumber: string, serverSeed: string) => Promise<DrawResult>;
}

const sameResult = (a: readonly string[], b: readonly string[] | null) =>
  b !== null && a.length === b.length && a.every((value, index) => value === b[index]);

/** The comparison itself: the recomputed commitment and result against what the server published. */
export function compareDraw(record: DrawRecord, commitment: string, result: readonly string[]): Verification {
  return {
    kind: 'checked',
    commitment,
    commitmentMatches: record.commitment !== null && commitment === record.commitment.toLowerCase(),
    result,
    resultMatches: sameResult(result, record.result),
  };
}

/**
 * Recomputes a house draw in the browser: the seed's hash must be the commitment listed with the issue,
 * and the seed must draw the published result. Official results and void issues have no seed to check.
 */
export async function verifyDraw(
  record: DrawRecord,
  shape: DrawShape,
  gameCode: string,
  engine: VerifyEngine,
): Promise<Verification> {
  if (record.status === 'void') return { kind: 'void' };
  if (record.source === 'official' || record.serverSeed === null) return { kind: 'official' };
  const seed = record.serverSeed;
  const [commitment, result] = await Promise.all([
    engine.commitmentOf(seed),
    engine.drawResult(shape, gameCode, record.issueNumber, seed),
  ]);
  return compareDraw(record, commitment, result);
}

export const verified = (verification: Verification) =>
  verification.kind === 'checked' && verification.commitmentMatches && verification.resultMatches;
