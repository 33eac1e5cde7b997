import { contractPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { atSiteEvening } from '../../test/site-clock';
import { stubPhoneViewport } from '../../test/viewport';
import { contractsApi, settlement } from './contract-fixtures';

atSiteEvening();

const table = () => screen.findByRole('table', { name: 'Settlement records' });
const lastQuery = (api: Awaited<ReturnType<typeof contractsApi>>) =>
  Object.fromEntries(api.calls('GET', contractPaths.settlements).at(-1)!.query);

describe('the settlement records of a contract page', () => {
  it("lists each period: its site days, who, the team's figures, the rate, the amount and the state", async () => {
    const api = await contractsApi({
      settlements: [
        settlement('3'),
        settlement('2', {
          role: 'given',
          upline: 'agent01',
          downline: 'sub1',
          state: 'unpaid',
          reason: 'INSUFFICIENT_FUNDS',
          paidAt: null,
          profitLoss: '250000',
          rate: 1234,
        }),
        settlement('1', { validBet: '0', profitLoss: '0', activeMembers: 0, rate: 0, amount: '0', state: 'nothing' }),
      ],
    });
    renderApp('/agentHome?page=agentDailyWages2');
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Period',
      'Counterparty',
      'Team valid bet',
      'Team profit and loss (real money)',
      'Active members',
      'Rate',
      'Amount',
      'State',
    ]);
    const cells = (index: number) =>
      within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['01/14/2025', 'From the site', '₫12,345.67', '-₫450.00', '4', '0.80%', '₫98.76', 'Paid']);
    expect(cells(2)).toEqual([
      '01/14/2025',
      'To sub1',
      '₫12,345.67',
      '+₫2,500.00',
      '4',
      '12.34%',
      '₫98.76',
      "UnpaidThe payer's balance was not enough; it is retried at every run.",
    ]);
    expect(within(rows[2]!).getByText('Unpaid')).toHaveClass('badge--danger');
    expect(cells(3)).toEqual(['01/14/2025', 'From the site', '₫0.00', '₫0.00', '0', '0.00%', '₫0.00', 'Nothing due']);
    // The last 7 site days (the site is already on the 16th).
    expect(lastQuery(api)).toEqual({ kind: 'daily', from: '2025-01-10', to: '2025-01-16', page: '1', pageSize: '20' });
  });

  it("says when a payment waits for the payer's bonus turnover", async () => {
    await contractsApi({
      settlements: [settlement('1', { role: 'given', downline: 'sub1', state: 'unpaid', reason: 'TURNOVER_REQUIRED' })],
    });
    renderApp('/agentHome?page=agentDailyWages2');
    expect(
      await within(await table()).findByText("The payer's bonus turnover is still open; it is retried at every run."),
    ).toBeInTheDocument();
  });

  it('filters by side and range, back on page 1', async () => {
    const api = await contractsApi({ settlements: [settlement('1')] });
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentDailyWages2');
    await table();
    const section = screen.getByRole('region', { name: 'Settlement records' });
    await user.click(within(section).getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(lastQuery(api).role).toBe('held'));
    await user.click(within(section).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ role: 'held', from: '2024-12-18', to: '2025-01-16' }));
  });

  it('writes the hours of an hourly salary and the five minutes of a real-time one', async () => {
    await contractsApi({
      settlements: [
        settlement('1', { kind: 'hourly', periodStart: '2025-01-15T07:00:00Z', periodEnd: '2025-01-15T08:00:00Z' }),
      ],
    });
    const { router } = renderApp('/agentHome?page=agentHourSalary');
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('01/15/2025 14:00–15:00');

    await contractsApi({
      settlements: [
        settlement('1', { kind: 'realtime', periodStart: '2025-01-15T16:55:00Z', periodEnd: '2025-01-15T17:00:00Z' }),
      ],
    });
    await router.navigate('/agentHome?page=agentRealtimeSalary');
    // The five minutes before the site's midnight: the end is 00:00 of the next day.
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('01/15/2025 23:55–00:00'));
  });

  it("writes a weekly dividend's first and last site day", async () => {
    await contractsApi({
      settlements: [
        settlement('1', { kind: 'dividend', periodStart: '2025-01-05T17:00:00Z', periodEnd: '2025-01-12T17:00:00Z' }),
      ],
    });
    renderApp('/agentHome?page=agentDividendRecordCopy2');
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('01/06/2025 – 01/12/2025');
  });

  it('says what would appear when there is nothing, and offers a retry when the list fails', async () => {
    const api = await contractsApi();
    renderApp('/agentHome?page=agentDailyWages2');
    expect(await screen.findByText('No settlements in this period')).toBeVisible();
    api.on('GET', contractPaths.settlements, () => failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503));
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Settlement records' });
    await user.click(within(section).getByRole('button', { name: 'Given' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This list could not be loaded');
  });

  it('shows each period as a card on a phone', async () => {
    stubPhoneViewport();
    await contractsApi({ settlements: [settlement('1')] });
    renderApp('/agentHome?page=agentDailyWages2');
    const cards = await screen.findByRole('list', { name: 'Settlement records' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Rate').nextElementSibling).toHaveTextContent('0.80%');
    expect(within(first).getByText('State').nextElementSibling).toHaveTextContent('Paid');
  });
});
