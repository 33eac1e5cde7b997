import { contractPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { atSiteEvening } from '../../test/site-clock';
import { contract, contractsApi } from './contract-fixtures';

atSiteEvening();

const contractList = () => screen.findByRole('list', { name: 'Contracts' });
const card = async (title: string) => {
  const list = await contractList();
  return within(list).getByRole('article', { name: title });
};

describe('a contract record page (agentDailyWages2)', () => {
  it('shows the contracts I hold and gave: counterparty, state, period, dates and tiers', async () => {
    await contractsApi({
      contracts: [
        contract('3', { role: 'given', upline: 'agent01', downline: 'sub1', state: 'offered', acceptedAt: null }),
        contract('2', {
          role: 'given',
          upline: 'agent01',
          downline: 'sub2',
          state: 'terminated',
          endReason: 'agreed',
          endedAt: '2025-01-10T05:06:07Z',
          endsOn: '2025-02-28',
        }),
        contract('1'),
      ],
    });
    renderApp('/agentHome?page=agentDailyWages2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily salary' })).toBeInTheDocument();
    expect(within(await contractList()).getAllByRole('article')).toHaveLength(3);

    const mine = await card('From the site');
    expect(within(mine).getByText('Running')).toHaveClass('badge--success');
    expect(within(mine).getByText('Period').nextElementSibling).toHaveTextContent('Daily');
    expect(within(mine).getByText('Accepted on').nextElementSibling).toHaveTextContent('01/02/2025, 11:00:00');
    expect(within(mine).getByText('Last day').nextElementSibling).toHaveTextContent('No end date');
    const tiers = within(within(mine).getByRole('table', { name: 'Tiers: From the site' })).getAllByRole('row');
    expect(tiers.map((row) => row.textContent)).toEqual([
      'Team valid bet fromActive members fromRate',
      '₫0.0000.50%',
      '₫5,000.0030.80%',
      '₫20,000.00101.20%',
    ]);
    expect(
      within(mine).getByRole('button', { name: 'Request termination of the contract with the site' }),
    ).toBeVisible();

    const offered = await card('To sub1');
    expect(within(offered).getByText('Offered')).toHaveClass('badge--warning');
    expect(within(offered).getByText('Waiting for sub1 to answer.')).toBeVisible();
    expect(within(offered).queryByRole('button')).not.toBeInTheDocument();

    const ended = await card('To sub2');
    expect(within(ended).getByText('Ended on').nextElementSibling).toHaveTextContent(
      '01/10/2025, 12:06:07 · ended by agreement',
    );
    expect(within(ended).getByText('Last day').nextElementSibling).toHaveTextContent('02/28/2025');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers my side the actions its state allows', async () => {
    await contractsApi({
      contracts: [
        contract('4', { upline: 'boss', state: 'offered', acceptedAt: null }),
        contract('5', {
          role: 'given',
          upline: 'agent01',
          downline: 'sub1',
          state: 'terminating',
          terminationRequestedBy: 'downline',
        }),
        contract('6', {
          role: 'given',
          upline: 'agent01',
          downline: 'sub2',
          state: 'terminating',
          terminationRequestedBy: 'upline',
        }),
      ],
    });
    renderApp('/agentHome?page=agentDailyWages2');
    const offer = await card('From boss');
    expect(
      within(offer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Reject']);
    const askedOfMe = await card('To sub1');
    expect(
      within(askedOfMe)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept termination', 'Decline']);
    const askedByMe = await card('To sub2');
    expect(within(askedByMe).queryByRole('button')).not.toBeInTheDocument();
    expect(askedByMe).toHaveTextContent('You asked to end it; waiting for sub2 to agree.');
  });

  it('asks before rejecting an offer, sends the decision and reloads the list', async () => {
    const offered = contract('7', { upline: 'boss', state: 'offered', acceptedAt: null });
    const api = await contractsApi({
      contracts: [offered],
      decide: () => ok({ ...offered, state: 'rejected' }),
    });
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentDailyWages2');
    await user.click(within(await card('From boss')).getByRole('button', { name: 'Reject the contract with boss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this offer?' });
    expect(dialog).toHaveTextContent('The offer from boss is turned down');
    expect(api.actions()).toEqual([]);
    const listed = api.lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.actions()).toEqual([{ action: 'reject', contractId: '7' }]));
    expect(await screen.findByText('Offer rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.lists().length).toBeGreaterThan(listed));
  });

  it('keeps a refusal inside the dialog, and declines a termination without asking', async () => {
    const api = await contractsApi({
      contracts: [contract('8', { upline: 'boss', state: 'terminating', terminationRequestedBy: 'upline' })],
      decide: () => failure('CONTRACT_STATE', 'contractId: no termination waits for your answer', 409),
    });
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentDailyWages2');
    const mine = await card('From boss');
    await user.click(within(mine).getByRole('button', { name: 'Accept termination of the contract with boss' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept termination' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This contract cannot take that action in its present state.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(mine).getByRole('button', { name: 'Decline termination of the contract with boss' }));
    await waitFor(() => expect(api.actions().at(-1)).toEqual({ action: 'declineTermination', contractId: '8' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('This contract cannot take that action in its present state.')).toBeInTheDocument();
  });

  it('filters the contracts by side and state, back on page 1', async () => {
    const api = await contractsApi({ contracts: [contract('1')] });
    const user = userEvent.setup();
    renderApp('/agentHome?page=agentDailyWages2');
    await contractList();
    expect(api.lists()[0]).toEqual({ action: 'list', page: 1, pageSize: 6 });
    const section = screen.getByRole('region', { name: 'Contracts' });
    await user.click(within(section).getByRole('button', { name: 'Given' }));
    await waitFor(() => expect(api.lists().at(-1)).toEqual({ action: 'list', role: 'given', page: 1, pageSize: 6 }));
    expect(await screen.findByText('No contracts here')).toBeInTheDocument();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'State' }), 'Offered');
    await waitFor(() =>
      expect(api.lists().at(-1)).toEqual({ action: 'list', role: 'given', state: 'offered', page: 1, pageSize: 6 }),
    );
  });

  it('says when the contracts cannot be loaded, and retries', async () => {
    const api = await contractsApi();
    api.on('POST', '/wps/relay/MCS2_processDailySalContract', () =>
      failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503),
    );
    renderApp('/agentHome?page=agentDailyWages2');
    const section = await screen.findByRole('region', { name: 'Contracts' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('This list could not be loaded');
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(api.calls('GET', contractPaths.settlements)).toHaveLength(1);
  });
});
