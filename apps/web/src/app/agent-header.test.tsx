import { betRecordPaths, cashierPaths, messagePaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentApi } from '../features/agent/agent-fixtures';
import { ok } from '../test/fixtures';
import { unreadCountPath } from '../test/member';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const emptyPage = ({ query }: { query: URLSearchParams }) =>
  ok({ items: [], page: Number(query.get('page')), pageSize: Number(query.get('pageSize')), total: 0 });

/** agent01 with 3 unread messages, an empty inbox list, no deposits yet and no bets. */
async function headerApi() {
  const api = await agentApi();
  api.on('GET', unreadCountPath, () => ok({ count: 3 }));
  api.on('GET', messagePaths.list, emptyPage);
  api.on('GET', cashierPaths.channels, () => ok([]));
  api.on('GET', cashierPaths.deposits, emptyPage);
  api.on('GET', betRecordPaths.bets, emptyPage);
  return api;
}

const actions = () => screen.findByRole('group', { name: 'Account actions' }).then(within);

describe('the agent header (SPEC §2)', () => {
  it('shows the nickname, deposit, withdraw, messages with the unread count, customer service and logout', async () => {
    await headerApi();
    renderApp('/agentHome?page=agentTeamOverview');
    const bar = await actions();
    expect(screen.getByText('Boss')).toBeInTheDocument();
    // The count arrives after the bar: the button's name says it once known.
    expect(await bar.findByRole('button', { name: 'Messages, 3 unread' })).toHaveTextContent('3');
    for (const name of ['Deposit', 'Withdraw', 'Log out']) {
      expect(bar.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(bar.getByRole('button', { name: /^Contact customer service/ })).toBeInTheDocument();
  });

  it("opens the member centre's deposit page in a dialog over the back office, and closes it", async () => {
    await headerApi();
    const user = userEvent.setup();
    const { router } = renderApp('/agentHome?page=agentTeamOverview');
    await user.click((await actions()).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('region', { name: 'New deposit' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agentHome');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the inbox from messages, and the chat room from customer service', async () => {
    await headerApi();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderApp('/agentHome');
    const bar = await actions();
    await user.click(await bar.findByRole('button', { name: 'Messages, 3 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    expect(await within(dialog).findByRole('tab', { name: 'Unread' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // A live-chat channel opens our own chat room for a signed-in caller, not a new tab.
    await user.click(bar.getByRole('button', { name: /^Contact customer service/ }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('personalHistoryCopy in the back office', () => {
  it("shows the agent's own betting record, the member centre's page", async () => {
    const api = await headerApi();
    renderApp('/agentHome?page=personalHistoryCopy');
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
    expect(api.calls('GET', betRecordPaths.bets)).toHaveLength(1);
  });
});
