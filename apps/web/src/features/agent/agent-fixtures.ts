import type { TeamPlayRow } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { agentApi } from '../../test/agent';
import { renderApp } from '../../test/render-app';

export { agentApi, teamFigures } from '../../test/agent';

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
  await waitFor(() => expect(api.calls('GET', path)).toHaveLength(1));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  return (response: Response) => answer(response);
}
