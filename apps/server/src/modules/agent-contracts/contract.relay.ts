import {
  contractActionSchema,
  contractKinds,
  contractListSchema,
  contractRelayOfKind,
  contractSchema,
} from '@portal/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { decideContract, listContracts, offerContract } from './contract.service.js';

/**
 * The four contract relays (SPEC §7): one per kind, each taking an action (list, offer, accept,
 * reject, requestTermination, acceptTermination, declineTermination). Agents only, their own contracts only.
 */
export function contractRelays(db: Database, now: Clock): RelayTable {
  return new Map(
    contractKinds.map((kind) => [
      contractRelayOfKind[kind],
      relayCall({
        method: 'POST',
        access: 'agent',
        input: contractActionSchema,
        output: z.union([contractSchema, contractListSchema]),
        summary: `The ${kind} contracts I gave and hold: list, offer to a direct downline, accept, reject, end`,
        handle: async ({ request, principal, input }) => {
          const memberId = principal!.memberId;
          const at = new Date(now());
          if (input.action === 'list') return listContracts(db, memberId, kind, input);
          if (input.action === 'offer') return offerContract(db, request.site, memberId, kind, input, at);
          return decideContract(db, request.site, memberId, kind, input, at);
        },
      }),
    ]),
  );
}
