import { agentPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { agentApi, atSiteEvening, openWhileLoading, teamFigures } from './agent-fixtures';

atSiteEvening();

const overview = (teamSize: number, totals = teamFigures()) => ({
  from: '2025-01-10',
  to: '2025-01-16',
  teamSize,
  teamBalance: '1234500',
  totals,
  days: [
    { ...teamFigures({ validBet: '30000', profitLoss: '-5000' }), day: '2025-01-15' },
    { ...teamFigures(), day: '2025-01-16' },
  ],
});

const figures = () => screen.findByRole('region', { name: 'Team figures' });

describe('agentTeamOverview', () => {
  it('shows a skeleton while loading, then the team figures for the last 7 site days', async () => {
    const api = await agentApi();
    const answer = await openWhileLoading(api, agentPaths.overview, 'agentTeamOverview');
    const query = api.calls('GET', agentPaths.overview)[0]!.query;
    expect([query.get('from'), query.get('to')]).toEqual(['2025-01-10', '2025-01-16']);

    const totals = teamFigures({
      newMembers: 3,
      activeMembers: 2,
      firstDeposits: 1,
      depositCount: 4,
      deposits: '200000',
      withdrawalCount: 1,
      withdrawals: '50000',
      validBet: '30000',
      payout: '25000',
      profitLoss: '-5000',
    });
    answer(ok(overview(5, totals)));
    const cards = within(await figures());
    const value = (label: string) => cards.getByText(label).nextElementSibling;
    expect(value('Team size')).toHaveTextContent('5');
    expect(value('Team balance')).toHaveTextContent('₫12,345.00');
    expect(value('New members')).toHaveTextContent('3');
    expect(value('Active members')).toHaveTextContent('2');
    expect(value('First deposits')).toHaveTextContent('1');
    expect(value('Deposits')).toHaveTextContent('₫2,000.00');
    expect(cards.getByText('Transactions: 4')).toBeInTheDocument();
    expect(value('Withdrawals')).toHaveTextContent('₫500.00');
    expect(value('Valid bet')).toHaveTextContent('₫300.00');
    expect(value('Payout')).toHaveTextContent('₫250.00');
    // The team's players lost 50: the agent's side shows it won (issue 22, 19).
    expect(value("Team win/loss (agent's side)")).toHaveTextContent('+₫50.00');
    expect(cards.getByText('+₫50.00')).toHaveClass('amount--credit');
    expect(screen.getByRole('figure', { name: 'Valid bet and profit and loss of the team per day' })).toBeVisible();
  });

  it('asks again for another range', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.overview, () => ok(overview(2)));
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentTeamOverview');
    await figures();
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(api.calls('GET', agentPaths.overview).at(-1)!.query.get('from')).toBe('2024-12-18'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls('GET', agentPaths.overview).at(-1)!.query.get('from')).toBe('2025-01-16'));
  });

  it('says the team is empty and leads to the register centre', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.overview, () => ok({ ...overview(0), days: [] }));
    renderApp('/agentHome?page=agentTeamOverview');
    expect(await screen.findByText('No one in your team yet')).toBeInTheDocument();
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Register downline' });
    expect(link).toHaveAttribute('href', '/agentHome?page=registerCenter');
  });

  it('says when the team did not play in the range instead of drawing an empty chart', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.overview, () => ok({ ...overview(2), days: [{ ...teamFigures(), day: '2025-01-16' }] }));
    renderApp('/agentHome?page=agentTeamOverview');
    await figures();
    expect(screen.getByText('No play in this period')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that asks again', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.overview, () => failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503));
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentTeamOverview');
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded');
    api.on('GET', agentPaths.overview, () => ok(overview(2)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await figures();
  });
});
