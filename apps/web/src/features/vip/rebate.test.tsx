import { memberPaths, vipPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { rebate } from './vip-fixtures';

afterEach(() => vi.unstubAllGlobals());

const claimButton = () => screen.findByRole('button', { name: 'Claim rebate' });

describe('manualRebate', () => {
  it('shows the rebate by category at my rates, the total and since when, with a link to the VIP page', async () => {
    const api = await memberApi();
    api.on('GET', vipPaths.rebate, () => ok(rebate()));
    renderApp('/member?page=manualRebate');
    expect(await claimButton()).toBeEnabled();
    expect(screen.getByText('₫23.20')).toBeInTheDocument();
    expect(screen.getByText(/^Valid bets since /)).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Rebate by game category' }));
    const cells = table.getAllByRole('row').map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.slice(1)).toEqual([
      ['Slots', '₫5,000.00', '0.4 %', '₫20.00'],
      ['Live casino', '₫1,000.00', '0.32 %', '₫3.20'],
    ]);
    expect(screen.getByRole('link', { name: 'See VIP levels' })).toHaveAttribute('href', '/vip');
  });

  it('claims, says so, shows nothing left and reads the balance again', async () => {
    const api = await memberApi();
    let claimed = false;
    const empty = rebate({ since: '2025-01-05T00:00:00.000Z', categories: [], amount: '0' });
    api.on('GET', vipPaths.rebate, () => ok(claimed ? empty : rebate()));
    api.on('POST', vipPaths.claimRebate, () => {
      claimed = true;
      return ok(empty);
    });
    const user = userEvent.setup();
    renderApp('/member?page=manualRebate');
    const button = await claimButton();
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    await user.click(button);
    expect(await screen.findByText('Rebate of ₫23.20 claimed: it is in your balance.')).toBeInTheDocument();
    expect(await screen.findByText('No valid bets since your last claim')).toBeInTheDocument();
    expect(await claimButton()).toBeDisabled();
    expect(api.calls('POST', vipPaths.claimRebate)).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
  });

  it('keeps the button off when nothing has accrued', async () => {
    const api = await memberApi();
    api.on('GET', vipPaths.rebate, () => ok(rebate({ since: null, categories: [], amount: '0' })));
    renderApp('/member?page=manualRebate');
    expect(await claimButton()).toBeDisabled();
    expect(screen.getByText('Valid bets since you started playing')).toBeInTheDocument();
  });

  it('shows a refused claim above the figures', async () => {
    const api = await memberApi();
    api.on('GET', vipPaths.rebate, () => ok(rebate()));
    api.on('POST', vipPaths.claimRebate, () => failure('NOTHING_TO_CLAIM', 'error.nothing_to_claim', 409));
    const user = userEvent.setup();
    renderApp('/member?page=manualRebate');
    await user.click(await claimButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is nothing to claim yet: play more and come back.',
    );
  });
});
