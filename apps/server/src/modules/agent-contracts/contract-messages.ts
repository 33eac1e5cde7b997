import type { Executor } from '../../db/executor.js';
import type { Site } from '../../platform/site.types.js';
import { memberTexts, sendMessage } from '../messages/messages.service.js';
import type { ContractRow } from './contract.repository.js';

export type ContractEvent = 'contract_offered' | 'contract_ended' | 'contract_termination_requested';

/** Tells a side of a contract what happened to it, in its language, in the caller's transaction. */
export async function notifyContract(
  tx: Executor,
  site: Site,
  row: ContractRow,
  event: ContractEvent,
  recipientId: bigint,
  reason?: string,
): Promise<void> {
  await sendMessage(tx, site, recipientId, {
    kind: event,
    text: (texts) => texts.agentContracts[event],
    values: (language) => {
      const words = memberTexts(language).agentContracts;
      // A reason without words of its own (an operator's free text) is quoted as given.
      const reasons: Record<string, string> = words.reasons;
      return {
        kind: words.kinds[row.kind],
        upline: row.upline ?? words.siteName,
        downline: row.downline,
        reason: reason ? (reasons[reason] ?? reason) : '',
      };
    },
  });
}
