import { memberPaths, vipPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, memberInfo } from '../../test/fake-api';
import { ok, stubSystemApi } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { serveVip, vipLevels, vipStatus } from './vip-fixtures';

afterEach(() => vi.unstubAllGlobals());

const hero = async () => within(await screen.findByRole('region', { name: 'VIP1 · Bronze' }));

describe('VIP page', () => {
  it('shows my level, my benefits and both bars towards the next level', async () => {
    const api = await memberApi();
    serveVip(api);
    renderApp('/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    const mine = await hero();
    expect(mine.getByText('Rebate up to 0.4 %')).toBeInTheDocument();
    expect(mine.getByText('Birthday bonus ₫5.00')).toBeInTheDocument();
    expect(mine.getByText('5 withdrawals a day')).toBeInTheDocument();
    expect(mine.getByText('Next level: VIP2 · Silver')).toBeInTheDocument();
    const deposits = mine.getByRole('progressbar', { name: 'Deposits, last 30 days' });
    expect(deposits).toHaveAttribute('aria-valuenow', '25');
    expect(deposits).toHaveAttribute('aria-valuetext', '₫250.00 of ₫1,000.00 (25 %)');
    const bets = mine.getByRole('progressbar', { name: 'Valid bets, last 30 days' });
    expect(bets).toHaveAttribute('aria-valuenow', '75');
    expect(mine.getByRole('link', { name: 'Claim your rebate' })).toHaveAttribute('href', '/member?page=manualRebate');
  });

  it('lists every level with thresholds, birthday bonus, withdrawals and rebate rates per category', async () => {
    const api = await memberApi();
    serveVip(api);
    renderApp('/vip');
    const table = within(await screen.findByRole('table', { name: 'Levels and benefits' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['VIP0Member', 'VIP1BronzeYour level', 'VIP2Silver']);
    const row = (name: string) =>
      within(table.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Deposits (30 days)')).toEqual(['₫0.00', '₫100.00', '₫1,000.00']);
    expect(row('Birthday bonus')).toEqual(['—', '₫5.00', '₫20.00']);
    expect(row('Withdrawals a day')).toEqual(['Site limit', '5', '8']);
    expect(row('Rebate: Slots')).toEqual(['0.3 %', '0.4 %', '0.6 %']);
    expect(row('Rebate: Live casino')).toEqual(['0.24 %', '0.32 %', '0.48 %']);
  });

  it('says so at the top level, and hides the withdrawals row when no level sets one', async () => {
    const api = await memberApi();
    const levels = vipLevels().map((level) => ({ ...level, withdrawDailyCount: null }));
    serveVip(api, vipStatus({ level: 2, label: 'VIP2', levels }));
    renderApp('/vip');
    expect(await screen.findByText('You have reached the top level. Enjoy every benefit!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Withdrawals a day' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that asks again', async () => {
    const api = await memberApi();
    let fail = true;
    api.on('GET', vipPaths.status, () => (fail ? failure('INTERNAL', 'error.unknown', 500) : ok(vipStatus())));
    const user = userEvent.setup();
    renderApp('/vip');
    expect(await screen.findByText('This list could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await hero()).toBeTruthy();
  });

  it('sends a visitor to the login route, and tells a trial account VIP is for real accounts', async () => {
    stubSystemApi();
    const { router } = renderApp('/vip');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    vi.unstubAllGlobals();
    const api = await memberApi();
    sessionStorage.setItem('role', 'trial');
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'trial', isTrial: true, type: 4 })));
    renderApp('/vip');
    expect(
      await screen.findByText('VIP levels are for real accounts. Register to start climbing.'),
    ).toBeInTheDocument();
    expect(api.calls('GET', vipPaths.status)).toHaveLength(0);
  });

  it('links the member menu and the member centre head to the VIP page', async () => {
    const api = await fakeApi();
    api.on('GET', '/wps/relay/CSP_unreadCount', () => ok({ count: 0 }));
    sessionStorage.setItem('token', 'tok-1');
    sessionStorage.setItem('role', 'member');
    const user = userEvent.setup();
    const { router } = renderApp('/member');
    expect(await screen.findByRole('link', { name: 'VIP level: VIP 1' })).toHaveAttribute('href', '/vip');
    await user.click(screen.getAllByTestId('member-menu')[0]!);
    await user.click(await screen.findByRole('link', { name: 'VIP level' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip'));
  });
});
