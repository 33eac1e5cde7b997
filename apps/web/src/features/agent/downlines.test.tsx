import { agentPaths, type DownlineRow } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { stubPhoneViewport } from '../../test/viewport';
import { agentApi, atSiteEvening, teamFigures } from './agent-fixtures';

atSiteEvening();

const downline = (username: string, overrides: Partial<DownlineRow> = {}): DownlineRow => ({
  username,
  nickname: username.toUpperCase(),
  type: 'member',
  joinedAt: '2025-01-01T00:00:00Z',
  lastLoginAt: '2025-01-15T12:34:56Z',
  teamSize: 0,
  balance: '10000',
  figures: teamFigures({ validBet: '30000', profitLoss: '2500' }),
  ...overrides,
});

/** My team: agent01 > sub1 (an agent) > leaf1; agent01 > player01. */
const teams: Record<string, { items: DownlineRow[]; path: { username: string; nickname: string }[] }> = {
  '': {
    items: [downline('sub1', { type: 'agent', teamSize: 1 }), downline('player01', { lastLoginAt: null })],
    path: [{ username: 'agent01', nickname: 'Boss' }],
  },
  sub1: {
    items: [downline('leaf1')],
    path: [
      { username: 'agent01', nickname: 'Boss' },
      { username: 'sub1', nickname: 'Sub one' },
    ],
  },
};

async function downlineApi() {
  const api = await agentApi();
  api.on('GET', agentPaths.downlines, ({ query }) => {
    const team = teams[query.get('parent') ?? ''];
    if (!team) return failure('NOT_FOUND', 'parent: not in your team', 404, { field: 'query.parent' });
    const prefix = query.get('username') ?? '';
    const items = team.items.filter((row) => row.username.startsWith(prefix));
    return ok({ items, page: 1, pageSize: 20, total: items.length, path: team.path });
  });
  return api;
}

const table = () => screen.findByRole('table', { name: 'Downline management' });
const lastQuery = (api: Awaited<ReturnType<typeof downlineApi>>) =>
  api.calls('GET', agentPaths.downlines).at(-1)!.query;

describe('downlineManagmentView', () => {
  it('lists my direct downlines with their figures for the last 7 site days', async () => {
    const api = await downlineApi();
    renderApp('/agentHome?page=downlineManagmentView');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('sub1');
    expect(rows[1]).toHaveTextContent('Agent');
    expect(rows[1]).toHaveTextContent('₫100.00');
    expect(rows[1]).toHaveTextContent('₫300.00');
    expect(within(rows[1]!).getByText('-₫25.00')).toHaveClass('amount--debit'); // the agent's side
    expect(rows[1]).toHaveTextContent('01/15/2025, 19:34:56');
    expect(rows[2]).toHaveTextContent('Never');
    // Only an agent has a team to open.
    expect(within(rows[2]!).queryByRole('button', { name: /View the team/ })).not.toBeInTheDocument();
    const query = api.calls('GET', agentPaths.downlines)[0]!.query;
    expect([query.get('from'), query.get('to'), query.get('parent'), query.get('page')]).toEqual([
      '2025-01-10',
      '2025-01-16',
      null,
      '1',
    ]);
    expect(screen.getByRole('navigation', { name: 'Team levels' })).toHaveTextContent('My team');
  });

  it("drills into an agent's downlines and climbs back up with the breadcrumb", async () => {
    const api = await downlineApi();
    const user = userEvent.setup();
    const { router } = renderApp('/agentHome?page=downlineManagmentView');
    await table();
    await user.click(screen.getByRole('button', { name: 'View the team of sub1' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('leaf1'));
    expect(lastQuery(api).get('parent')).toBe('sub1');
    expect(router.state.location.search).toContain('parent=sub1');
    const levels = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(levels).getByText('Sub one')).toHaveAttribute('aria-current', 'location');

    await user.click(within(levels).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('player01'));
    expect(lastQuery(api).get('parent')).toBeNull();
    expect(router.state.location.search).toBe('?page=downlineManagmentView');
  });

  it('searches by username prefix and filters by type', async () => {
    const api = await downlineApi();
    const user = userEvent.setup();
    renderApp('/agentHome?page=downlineManagmentView');
    await table();
    const list = () => screen.getByRole('table').closest('.query-view');
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'play');
    // The shown rows are about to change while the text settles and its answer comes.
    expect(list()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(lastQuery(api).get('username')).toBe('play'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'agent');
    await waitFor(() => expect(lastQuery(api).get('type')).toBe('agent'));
  });

  it('says so when there is no downline, and when the list fails', async () => {
    const api = await agentApi();
    api.on('GET', agentPaths.downlines, () =>
      ok({ items: [], page: 1, pageSize: 20, total: 0, path: [{ username: 'agent01', nickname: 'Boss' }] }),
    );
    const user = userEvent.setup();
    renderApp('/agentHome?page=downlineManagmentView');
    expect(await screen.findByText('No downlines here')).toBeInTheDocument();

    api.on('GET', agentPaths.downlines, () => failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded');
  });

  it('says a username outside my team is not in it, and goes back to my downlines', async () => {
    await downlineApi();
    const user = userEvent.setup();
    const { router } = renderApp('/agentHome?page=downlineManagmentView&parent=stranger');
    expect(await screen.findByText('Not in your team')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my downlines' }));
    await table();
    expect(router.state.location.search).toBe('?page=downlineManagmentView');
  });

  it('opens the transfer card for a downline, its username filled in', async () => {
    await downlineApi();
    const user = userEvent.setup();
    renderApp('/agentHome?page=downlineManagmentView');
    await table();
    await user.click(screen.getByRole('button', { name: 'Transfer to player01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to player01' });
    expect(within(dialog).getByLabelText(/^Downline username/)).toHaveValue('player01');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each downline as a card on a phone', async () => {
    stubPhoneViewport();
    await downlineApi();
    renderApp('/agentHome?page=downlineManagmentView');
    const cards = await screen.findByRole('list', { name: 'Downline management' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Username').nextElementSibling).toHaveTextContent('sub1');
    expect(within(first).getByRole('button', { name: 'View the team of sub1' })).toBeInTheDocument();
  });
});
