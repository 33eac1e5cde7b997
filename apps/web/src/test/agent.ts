import { memberPaths, type TeamFigures } from '@portal/contracts';
import { fakeApi, memberInfo } from './fake-api';
import { ok } from './fixtures';
import { signIn } from './member';

/** The fake API with an agent signed in (agent01, whose back office can load). */
export async function agentApi() {
  const api = await fakeApi();
  api.on('GET', memberPaths.info, () =>
    ok(memberInfo({ account: 'agent01', nickname: 'Boss', role: 'agent', isAgent: true, type: 1 })),
  );
  signIn('agent', 'agent-tok');
  return api;
}

/** A team's figures, zero unless given. */
export const teamFigures = (overrides: Partial<TeamFigures> = {}): TeamFigures => ({
  rounds: 0,
  stake: '0',
  validBet: '0',
  payout: '0',
  profitLoss: '0',
  newMembers: 0,
  activeMembers: 0,
  firstDeposits: 0,
  depositCount: 0,
  deposits: '0',
  withdrawalCount: 0,
  withdrawals: '0',
  ...overrides,
});
