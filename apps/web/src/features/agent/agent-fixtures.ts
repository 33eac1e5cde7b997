import { memberPaths, type TeamFigures, type TeamPlayRow } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeApi, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { signIn } from '../../test/member';
import { renderApp } from '../../test/render-app';

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

export { atSiteEvening } from '../../test/site-clock';

/**
 * Opens an agent page with its first GET of `path` held back, checks that the page shows its loading
 * state meanwhile, and hands back the way to answer.
 */
export async function openWhileLoading(api: Awaited<ReturnType<typeof agentApi>>, path: string, page: string) {
  let answer: (response: Response) => void = () => undefined;
  api.on('GET', path, () => new Promise<Response>((resolve) => (answer = resolve)));
  renderApp(`/agentHome?page=${page}`);
  await waitFor(() => expect(api.calls('GET', path)).toHaveLength(1), { timeout: 5000 });
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  return (response: Response) => answer(response);
}
