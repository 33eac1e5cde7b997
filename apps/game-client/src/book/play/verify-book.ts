import type { BookEvent, BookEventResult } from '@portal/contracts';
import { commitmentOf } from '@portal/lottery';
import { sameResult } from './result-words';

export interface BookVerification {
  /** The revealed seed hashes to the commitment published before betting opened. */
  commitmentMatches: boolean;
  /** The result the seed draws, recomputed here; null when it could not be redrawn in this browser. */
  drawn: BookEventResult | null;
  resultMatches: boolean | null;
}

/**
 * A stream `<name>:<number>` as the draw takes it: the name, and the event's number after the last ':'; null when
 * the event does not say its number (then the result cannot be redrawn here, only the commitment checked).
 */
export function streamParts(stream: string): { name: string; number: string } | null {
  const cut = stream.lastIndexOf(':');
  return cut > 0 && /^\d+$/.test(stream.slice(cut + 1))
    ? { name: stream.slice(0, cut), number: stream.slice(cut + 1) }
    : null;
}

/**
 * Recomputes a virtual event's fairness in the browser: SHA-256 of the revealed seed against the commitment, then
 * the result from the seed's stream with the competitors' ratings (@portal/house-games' drawEventResult, the very
 * function the book draws with; loaded with the first check, not with the book).
 */
export async function verifyEvent(event: BookEvent): Promise<BookVerification> {
  const { serverSeed, commitment, stream, result } = event;
  if (!serverSeed || !commitment || !stream || !result) throw new Error('verify: the seed is not revealed yet');
  const commitmentMatches = (await commitmentOf(serverSeed)) === commitment;
  const parts = streamParts(stream);
  if (!parts || event.competitors.some((competitor) => competitor.rating === null)) {
    return { commitmentMatches, drawn: null, resultMatches: null };
  }
  const { drawEventResult } = await import('@portal/house-games');
  const competitors = event.competitors.map((competitor) => ({ ...competitor, rating: competitor.rating as number }));
  const drawn = (await drawEventResult(
    event.sport,
    competitors,
    serverSeed,
    parts.name,
    parts.number,
  )) as BookEventResult;
  return { commitmentMatches, drawn, resultMatches: sameResult(drawn, result) };
}
