import { agentPaths, type DownlineRow } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamFigures } from '../../test/agent';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { atSiteEvening } from '../../test/site-clock';
import { contract, contractsApi } from './contract-fixtures';

atSiteEvening();

const downline = (username: string, type: DownlineRow['type']): DownlineRow => ({
  username,
  nickname: '',
  type,
  joinedAt: '2025-01-01T00:00:00Z',
  lastLoginAt: null,
  teamSize: 0,
  balance: '0',
  figures: teamFigures(),
});

describe('offering a contract from downline management', () => {
  it('offers an agent row a contract, its username filled in; a member row has no such action', async () => {
    const api = await contractsApi({
      contracts: [contract('1')],
      decide: () => ok(contract('9', { role: 'given', upline: 'agent01', downline: 'sub1', state: 'offered' })),
    });
    api.on('GET', agentPaths.downlines, () =>
      ok({
        items: [downline('sub1', 'agent'), downline('player01', 'member')],
        page: 1,
        pageSize: 20,
        total: 2,
        path: [{ username: 'agent01', nickname: 'Boss' }],
      }),
    );
    const user = userEvent.setup();
    renderApp('/agentHome?page=downlineManagmentView');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[2]!).queryByRole('button', { name: /a contract/ })).not.toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Offer sub1 a contract' }));

    const dialog = await screen.findByRole('dialog', { name: 'Offer sub1 a contract' });
    const username = await within(dialog).findByLabelText(/^Downline agent/);
    expect(username).toHaveValue('sub1');
    for (const [number, rate] of [
      [1, '0.5'],
      [2, '0.8'],
      [3, '1.2'],
    ] as const) {
      await user.type(
        within(within(dialog).getByRole('group', { name: `Tier ${number}` })).getByLabelText(/^Rate/),
        rate,
      );
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(api.actions()).toMatchObject([{ action: 'offer', downline: 'sub1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the row's button.
    expect(within(rows[1]!).getByRole('button', { name: 'Offer sub1 a contract' })).toHaveFocus();
  });
});
