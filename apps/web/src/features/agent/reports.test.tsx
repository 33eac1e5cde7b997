import { agentPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { agentApi, atSiteEvening, openWhileLoading, playRow } from './agent-fixtures';

atSiteEvening();

// Two days; the 14th in two categories, which the P&L statement adds up.
const rows = [
  playRow('2025-01-14', 'LOTT', 10000, 2500),
  playRow('2025-01-14', 'RNG', 5000, 9000),
  playRow('2025-01-15', 'RNG', 2000, 0),
];
const report = {
  rows,
  totals: { rounds: 3, stake: '17000', validBet: '17000', payout: '11500', profitLoss: '-5500' },
};

const byName = (name: string) => screen.findByRole('table', { name });

describe('palStatementsAgentCopy', () => {
  it('shows a skeleton, then the totals and the team profit and loss per day', async () => {
    const api = await agentApi();
    const answer = await openWhileLoading(api, agentPaths.teamPlay, 'palStatementsAgentCopy');
    answer(ok(report));

    const table = await byName('Profit and loss');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('01/14/2025');
    expect(first).toHaveTextContent('₫150.00'); // stake 100 + 50
    // From the agent's side (issue 22, 19): the players lost 35, the agent won it.
    expect(within(table).getByRole('columnheader', { name: "Team win/loss (agent's side)" })).toBeInTheDocument();
    expect(within(first!).getByText('+₫35.00')).toHaveClass('amount--credit'); // players -75 + 40
    expect(within(second!).getByText('+₫20.00')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Totals for the period' }));
    expect(totals.getByText('Stake').nextElementSibling).toHaveTextContent('₫170.00');
    expect(totals.getByText("Team win/loss (agent's side)").nextElementSibling).toHaveTextContent('+₫55.00');
    expect(totals.getByText('+₫55.00')).toHaveClass('amount--credit');
    expect(screen.getByRole('figure', { name: 'Valid bet and profit and loss of the team per day' })).toBeVisible();
  });

  it('says so when the team did not play, and shows a failure with a retry', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.teamPlay, () => ok({ rows: [], totals: report.totals }));
    const user = userEvent.setup();
    renderApp('/agentHome?page=palStatementsAgentCopy');
    expect(await screen.findByText('No play in this period')).toBeInTheDocument();

    api.on('GET', agentPaths.teamPlay, () => failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded');
    expect(api.calls('GET', agentPaths.teamPlay).at(-1)!.query.get('from')).toBe('2024-12-18');
  });
});

describe('agentRevenueReport', () => {
  it('shows the play per game category over the range, then per day and category', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.teamPlay, () => ok(report));
    renderApp('/agentHome?page=agentRevenueReport');
    const categories = within(await byName('Per game category')).getAllByRole('row');
    expect(categories).toHaveLength(3);
    expect(categories[1]).toHaveTextContent('Lottery');
    expect(categories[2]).toHaveTextContent('Slots');
    expect(categories[2]).toHaveTextContent('₫70.00'); // RNG stake 50 + 20
    expect(within(categories[2]!).getByText('-₫20.00')).toHaveClass('amount--debit'); // players +40 - 20: the agent's loss

    const days = within(await byName('Per day and game category')).getAllByRole('row');
    expect(days).toHaveLength(4);
    expect(days[3]).toHaveTextContent('01/15/2025');
    expect(days[3]).toHaveTextContent('Slots');
  });
});
