import { memberPaths, oidcPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/storage';
import { failure, fakeApi, loginAnswer, memberInfo } from '../../test/fake-api';
import { ok, permissionFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function withSwitches(switches: Record<string, boolean>) {
  const permission = permissionFixture();
  Object.assign(permission.info.whitelabel.switches, switches);
  return permission;
}

describe('third-party sign-in', () => {
  it('offers only the providers the server lists as configured, pointing at the start call (issue 22, 16)', async () => {
    // Both switched on, only Google configured: the server lists Google alone, and only its button shows.
    const permission = withSwitches({ GOOGLELOGIN: true, FACEBOOKLOGIN: true });
    permission.info.whitelabel.signInProviders = ['google'];
    await fakeApi({ permission });
    renderApp('/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/wps/session/oidc/google/start?returnTo=%2F');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('trades the returned ticket for a session and takes it out of the address', async () => {
    const api = await fakeApi();
    api.on('POST', oidcPaths.exchange, () => ok(loginAnswer({ token: 'oidc-token-1' })));
    api.on('GET', memberPaths.info, () => ok(memberInfo()));
    const { router } = renderApp('/member?oidcTicket=ticket-from-the-callback-123&tab=2');
    await waitFor(() => expect(readSession('token')).toBe('oidc-token-1'));
    expect(api.calls('POST', oidcPaths.exchange)[0]?.body).toEqual({ ticket: 'ticket-from-the-callback-123' });
    expect(router.state.location.pathname).toBe('/member');
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('shows why when the provider step failed or the ticket is refused', async () => {
    const api = await fakeApi();
    api.on('POST', oidcPaths.exchange, () => failure('LOGIN_FAILED', 'error.login_failed', 401));
    renderApp('/?oidcTicket=an-expired-ticket-000000');
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(readSession('token')).toBeNull();
  });

  it('says why a third-party sign-in failed in the login dialog, in the site look (issue 22, 16)', async () => {
    await fakeApi();
    const { router } = renderApp('/login?oidcError=FEATURE_DISABLED');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveTextContent('This function is not enabled.');
    expect(router.state.location.search).toBe('');
  });
});
