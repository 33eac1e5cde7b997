import { memberPaths, type TeamFigures, type TeamPlayRow } from '@portal/contracts';
import { fakeApi, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { signIn } from '../../test/member';

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

/** One row of the team's play: a day, a category, and money in minor units. */
export const playRow = (day: string, category: string, stake: number, payout: number): TeamPlayRow => ({
  day,
  category,
  rounds: 1,
  stake: String(stake),
  validBet: String(stake),
  payout: String(payout),
  profitLoss: String(payout - stake),
});

/** A handler's answer held back until `release` is called: the page's loading state can be seen. */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release: (response: Response) => release(response) };
}
