import { memberPaths, relayPath } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { memberPageKeys } from './pages';

afterEach(() => vi.unstubAllGlobals());

function signIn(role = 'member') {
  sessionStorage.setItem('merchant', 'LUCKY');
  sessionStorage.setItem('token', 'tok-1');
  sessionStorage.setItem('role', role);
}

const unreadPath = relayPath('CSP_unreadCount');
const menu = () => screen.findByRole('navigation', { name: 'Member centre menu' });

describe('member centre', () => {
  it('lists the SPEC pages (and feedback) in order and opens the security centre by default', async () => {
    const api = await fakeApi();
    api.on('GET', unreadPath, () => ok({ count: 0 }));
    signIn();
    renderApp('/member');
    const nav = within(await menu());
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      memberPageKeys.map((key) => `/member?page=${key}`),
    );
    expect(memberPageKeys).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'pointMall',
      'feedback',
      'responsibleGaming',
    ]);
    expect(nav.getByRole('link', { name: 'Security centre' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Security centre');
  });

  it('falls back to the security centre for an unknown page and follows the menu', async () => {
    const api = await fakeApi();
    api.on('GET', unreadPath, () => ok({ count: 0 }));
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/member?page=nope');
    const nav = within(await menu());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Security centre');
    await user.click(nav.getByRole('link', { name: 'Referral' }));
    expect(router.state.location.search).toBe('?page=referral');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Referral');
    expect(nav.getByRole('link', { name: 'Referral' })).toHaveAttribute('aria-current', 'page');
    // The page's own content loads (this fake API does not answer its call: its error state, with a retry).
    expect(await screen.findByText('Could not load your referral.')).toBeInTheDocument();
  });

  it('shows the unread count on the messages entry', async () => {
    const api = await fakeApi();
    api.on('GET', unreadPath, () => ok({ count: 3 }));
    signIn();
    renderApp('/member?page=referral');
    const nav = within(await menu());
    await waitFor(() => expect(nav.getByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument());
  });

  it('tells a trial user a real account is needed, and never asks for the unread count', async () => {
    const api = await fakeApi();
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'trial', isTrial: true, type: 4 })));
    api.on('GET', unreadPath, () => ok({ count: 2 }));
    signIn('trial');
    renderApp('/member?page=depositv2');
    expect(await screen.findByText('You need a real account for this. Please register.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Member centre menu' })).not.toBeInTheDocument();
    expect(api.calls('GET', unreadPath)).toHaveLength(0);
  });

  it('asks a visitor to log in', async () => {
    const api = await fakeApi();
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('You are not logged in.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Log in to open your member centre')).toBeInTheDocument();
    expect(api.calls('GET', unreadPath)).toHaveLength(0);
  });

  it('marks only the matching side menu entry as the current page', async () => {
    const api = await fakeApi();
    api.on('GET', unreadPath, () => ok({ count: 0 }));
    signIn();
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const side = within(await screen.findByRole('navigation', { name: 'Side menu' }));
    const current = () => side.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    await menu();
    expect(current().map((link) => link.textContent)).toEqual(['Deposit']);
    await user.click(within(await menu()).getByRole('link', { name: 'Referral' }));
    expect(current().map((link) => link.textContent)).toEqual(['Member centre']);
  });
});
