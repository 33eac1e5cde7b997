import { agentPaths, type DownlineTransaction } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubPhoneViewport } from '../../test/viewport';
import { agentApi, atSiteEvening, openWhileLoading } from './agent-fixtures';

atSiteEvening();

const move = (id: string, overrides: Partial<DownlineTransaction> = {}): DownlineTransaction => ({
  id,
  time: '2025-01-15T12:34:56Z',
  username: 'player01',
  type: 'deposit',
  amount: '12500',
  status: 'completed',
  detail: 'Instant (demo)',
  ...overrides,
});
const rows = [
  move('ledger:9', { type: 'transfer', amount: '5000', detail: 'agent01' }),
  move('withdrawal:3', { username: 'player02', type: 'withdrawal', amount: '-2000', status: 'pending', detail: null }),
  move('deposit:7'),
];
const pageOf = (items: DownlineTransaction[], total = items.length) => ok({ items, page: 1, pageSize: 20, total });

const table = () => screen.findByRole('table', { name: 'Downline transactions' }).then((found) => within(found));
const lastQuery = (api: Awaited<ReturnType<typeof agentApi>>) =>
  api.calls('GET', agentPaths.transactions).at(-1)!.query;

describe('agentDownlineTransactionDetailsCopy', () => {
  it("shows a skeleton, then my downlines' movements of the last 7 site days, signed, with their status", async () => {
    const api = await agentApi();
    const answer = await openWhileLoading(api, agentPaths.transactions, 'agentDownlineTransactionDetailsCopy');
    answer(pageOf(rows));

    const [, transfer, withdrawal, deposit] = (await table()).getAllByRole('row');
    expect(transfer).toHaveTextContent('Transfer');
    expect(transfer).toHaveTextContent('agent01');
    expect(within(transfer!).getByText('+₫50.00')).toHaveClass('amount--credit');
    expect(withdrawal).toHaveTextContent('player02');
    expect(within(withdrawal!).getByText('-₫20.00')).toHaveClass('amount--debit');
    expect(within(withdrawal!).getByText('Pending')).toHaveClass('badge--warning');
    expect(deposit).toHaveTextContent('01/15/2025, 19:34:56');
    expect(deposit).toHaveTextContent('Completed');
    const query = api.calls('GET', agentPaths.transactions)[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ from: '2025-01-10', to: '2025-01-16', page: '1', pageSize: '20' });
  });

  it('filters by username (its start, or exactly), by type and by period', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.transactions, () => pageOf(rows));
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentDownlineTransactionDetailsCopy');
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'player0');
    await waitFor(() => expect(lastQuery(api).get('username')).toBe('player0'));
    expect(lastQuery(api).get('match')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Exact username' }));
    await waitFor(() => expect(lastQuery(api).get('match')).toBe('exact'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'withdrawal');
    await waitFor(() => expect(lastQuery(api).get('type')).toBe('withdrawal'));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect([lastQuery(api).get('from'), lastQuery(api).get('to')]).toEqual(['2025-01-15', '2025-01-15']),
    );
    expect(lastQuery(api).get('username')).toBe('player0');
  });

  it('says so when nothing moved, and shows a failure with a retry', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.transactions, () => pageOf([]));
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentDownlineTransactionDetailsCopy');
    expect(await screen.findByText('No transactions in this period')).toBeInTheDocument();

    api.on('GET', agentPaths.transactions, () => failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded');
    api.on('GET', agentPaths.transactions, () => pageOf(rows));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await table()).getAllByRole('row')).toHaveLength(4);
  });

  it('shows each movement as a card on a phone', async () => {
    stubPhoneViewport();
    const api = await agentApi();
    api.on('GET', agentPaths.transactions, () => pageOf(rows));
    renderApp('/agentHome?page=agentDownlineTransactionDetailsCopy');
    const cards = await screen.findByRole('list', { name: 'Downline transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const second = within(cards).getAllByRole('listitem')[1]!;
    expect(within(second).getByText('Username').nextElementSibling).toHaveTextContent('player02');
    expect(within(second).getByText('Amount').nextElementSibling).toHaveTextContent('-₫20.00');
  });
});
