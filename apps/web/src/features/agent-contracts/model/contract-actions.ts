import type { AgentContract } from '@portal/contracts';

/** What one side of a contract can do to it: the relay's actions other than list and offer. */
export type ContractDecision = 'accept' | 'reject' | 'requestTermination' | 'acceptTermination' | 'declineTermination';

/** What waits, and on whom, when there is nothing for me to do. */
export type ContractWait = 'theirAnswer' | 'theirTermination';

/** My side of a contract as the server names it in terminationRequestedBy. */
export const mySide = (contract: AgentContract) => (contract.role === 'held' ? 'downline' : 'upline');

/**
 * The actions the server allows my side in the contract's state (contract.service decideContract):
 * the downline answers an offer; either side asks to end a running contract; the other side then
 * agrees or declines.
 */
export function decisionsFor(contract: AgentContract): ContractDecision[] {
  switch (contract.state) {
    case 'offered':
      return contract.role === 'held' ? ['accept', 'reject'] : [];
    case 'accepted':
      return ['requestTermination'];
    case 'terminating':
      return contract.terminationRequestedBy === mySide(contract) ? [] : ['acceptTermination', 'declineTermination'];
    default:
      return [];
  }
}

/** What the contract waits for from the other side, if anything. */
export function waitingFor(contract: AgentContract): ContractWait | null {
  if (contract.state === 'offered' && contract.role === 'given') return 'theirAnswer';
  if (contract.state === 'terminating' && contract.terminationRequestedBy === mySide(contract)) {
    return 'theirTermination';
  }
  return null;
}

/**
 * The decisions that ask first: those that end or replace something (an accepted offer replaces the
 * running contract of its kind and may end the ones I gave below it). Declining a termination keeps
 * the contract as it is, so it goes at once.
 */
export type AskedDecision = Exclude<ContractDecision, 'declineTermination'>;
export const asksFirst = (decision: ContractDecision): decision is AskedDecision => decision !== 'declineTermination';

/** A site-given contract ends at once when its holder asks: the site's side is the operator's. */
export const endsAtOnce = (contract: AgentContract) => contract.role === 'held' && contract.upline === null;
