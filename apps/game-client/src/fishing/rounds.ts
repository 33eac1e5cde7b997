import type { RoundRecord } from '@portal/contracts';

/** One shot of a fishing round as the server keeps it (the round's outcome, in the order the shots drew). */
export type FishingShotRecord = NonNullable<RoundRecord['fishing']>['shots'][number];

/** A fishing round's game and shots; null for a round of another game. */
export const fishingOf = (round: RoundRecord): NonNullable<RoundRecord['fishing']> | null => round.fishing ?? null;
