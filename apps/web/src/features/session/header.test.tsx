import { memberPaths, sessionPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

function signIn(token = 'tok-1', role = 'member') {
  sessionStorage.setItem('merchant', 'LUCKY');
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('role', role);
}

describe('signed-in header and side menu', () => {
  it('shows the balance, hides it as dots and refreshes it', async () => {
    const api = await fakeApi();
    signIn();
    const user = userEvent.setup();
    renderApp('/');
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('₫1,234.50'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balance).toHaveTextContent('••••••');
    expect(balance).not.toHaveTextContent('1,234.50');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('₫1,234.50');

    api.on('GET', memberPaths.balance, () => ok({ currency: 'VND', total: '99900', wallets: [], partial: false }));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balance).toHaveTextContent('₫999.00'));
  });

  it("names the account button by its visible text (axe's label-content-name-mismatch, issue 22)", async () => {
    await fakeApi();
    signIn();
    renderApp('/');
    const toggle = await screen.findByTestId('member-menu');
    await waitFor(() => expect(toggle).toHaveTextContent('Alice'));
    const visible = toggle.querySelector('.member-menu__who > :not(.visually-hidden)')?.textContent ?? '';
    expect(visible).not.toBe('');
    expect(toggle).toHaveAccessibleName(expect.stringContaining(visible));
    expect(toggle).toHaveAccessibleName(expect.stringContaining('Account menu'));
  });

  it('falls back to the portal avatar when the icon fails to load', async () => {
    const api = await fakeApi();
    api.on('GET', memberPaths.icon, () => ok({ iconUrl: 'https://cdn.example.test/a.png' }));
    signIn();
    renderApp('/');
    const toggle = await screen.findByTestId('member-menu');
    const image = toggle.querySelector('img')!;
    await waitFor(() => expect(image).toHaveAttribute('src', 'https://cdn.example.test/a.png'));
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg|\.svg$/));
  });

  it('logout asks first, then clears the session but keeps the merchant code', async () => {
    const api = await fakeApi();
    signIn();
    sessionStorage.setItem('other', 'x');
    const user = userEvent.setup();
    const { router } = renderApp('/promotions');
    const toggle = await screen.findByTestId('member-menu');
    await user.click(toggle);
    await user.click(within(toggle.parentElement!).getByRole('button', { name: 'Log out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log out' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('token')).toBe('tok-1');

    const side = screen.getByRole('navigation', { name: 'Side menu' });
    await user.click(within(side).getByRole('button', { name: 'Log out' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Log out' }));
    await user.click(confirm.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
    expect(sessionStorage.getItem('merchant')).toBe('LUCKY');
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(api.calls('DELETE', sessionPaths.logout)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
  });

  it('a visitor choosing a member entry gets the login dialog with "you are not logged in"', async () => {
    await fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    await user.click(within(side).getByRole('link', { name: 'Member centre' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in' }));
    expect(dialog.getByText('You are not logged in.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a trial user is kept out of the member centre with the real-account warning', async () => {
    const api = await fakeApi();
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'trial', isTrial: true, type: 4 })));
    signIn('trial-1', 'trial');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    await user.click(within(side).getByRole('link', { name: 'Member centre' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You need a real account for this. Please register.');
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(side).getByRole('link', { name: 'Promotions' }));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('a member goes to the member centre', async () => {
    await fakeApi();
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    await user.click(within(side).getByRole('link', { name: 'Deposit' }));
    expect(router.state.location.search).toBe('?page=depositv2');
  });
});
