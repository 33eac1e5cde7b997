import type { LivePhase, LiveRoundState } from '@portal/contracts';

/**
 * The table's clock as the player sees it. The server sends its own time with every state; the difference from
 * this device's clock is kept, so every seat counts down to the same instant whatever its clock says. Between
 * states the phase moves on by the round's times alone: bets close at `closesAt` (decisions at `decidesAt`), the
 * result is shown whole at `revealedAt`, and the next round opens at `nextAt` (its state arrives then).
 */

/** The server's time minus this device's, from a state's `now`. */
export const offsetOf = (serverNow: string, localNow = Date.now()): number => Date.parse(serverNow) - localNow;

/**
 * The round's phase at the server's time `now`. A round past its close without a result is being drawn (or, at a
 * table that takes decisions, decided until `decidesAt`).
 */
export function phaseAt(round: LiveRoundState | null, now: number): LivePhase {
  if (!round) return 'idle';
  if (!round.result) {
    if (now < Date.parse(round.closesAt)) return 'betting';
    return round.decidesAt && now < Date.parse(round.decidesAt) ? 'deciding' : 'revealing';
  }
  if (now < Date.parse(round.revealedAt)) return 'revealing';
  return now < Date.parse(round.nextAt) ? 'result' : 'idle';
}

export interface Countdown {
  /** Whole seconds left to the phase's end (rounded up), 0 once over. */
  seconds: number;
  /** The share of the phase still to run, 1 at its start and 0 at its end. */
  left: number;
}

/** What is left of the phase: the betting time to `closesAt`, the reveal to `revealedAt`, the result to `nextAt`. */
export function countdownOf(round: LiveRoundState | null, phase: LivePhase, now: number): Countdown | null {
  if (!round || phase === 'idle') return null;
  const [from, to] =
    phase === 'betting'
      ? [round.opensAt, round.closesAt]
      : phase === 'deciding'
        ? [round.closesAt, round.decidesAt ?? round.closesAt]
        : phase === 'revealing'
          ? [round.decidesAt ?? round.closesAt, round.revealedAt]
          : [round.revealedAt, round.nextAt];
  const start = Date.parse(from);
  const end = Date.parse(to);
  const remaining = Math.max(0, end - now);
  return {
    seconds: Math.ceil(remaining / 1000),
    left: end > start ? Math.min(1, remaining / (end - start)) : 0,
  };
}
