import { promotionResponses, raffleClaimSchema } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { claimRaffle } from './raffle.service.js';

/** MCS2_claimRafflePromotion (POST, SPEC §7): draw and take my prize of a raffle; answers my rewards. */
export function promotionRelay(db: Database, now: Clock): RelayTable {
  return new Map([
    [
      'MCS2_claimRafflePromotion',
      relayCall({
        method: 'POST',
        access: 'member',
        input: raffleClaimSchema,
        output: promotionResponses.rewards.shape.value,
        summary: 'Draw and take my prize of a raffle, once per instance',
        handle: ({ request, principal, input }) =>
          claimRaffle(db, request.site, principal!.memberId, input.code, request.language, new Date(now())),
      }),
    ],
  ]);
}
