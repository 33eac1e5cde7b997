import { memberPaths, sessionPaths } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, loginAnswer, memberInfo } from '../../test/fake-api';
import { ok, permissionFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function signInAsAgent(user: ReturnType<typeof userEvent.setup>, username: string) {
  await screen.findByRole('heading', { level: 1, name: 'Agent login' });
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/agent and /agentHome', () => {
  it('signs an agent in with agent:true and opens the back office', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.login, () => ok(loginAnswer({ role: 'agent', token: 'agent-1' })));
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'agent', isAgent: true, type: 1, nickname: 'Boss' })));
    const user = userEvent.setup();
    const { router } = renderApp('/agent');
    expect(screen.queryByLabelText('Remember me')).not.toBeInTheDocument();
    await signInAsAgent(user, 'boss');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent back office' })).toBeInTheDocument();
    expect(api.calls('POST', sessionPaths.login)[0]?.body).toEqual({
      type: 'username',
      username: 'boss',
      password: 'Secret123',
      agent: true,
    });
    expect(screen.getByText('Boss')).toBeInTheDocument();
  });

  it('refuses a member with the NOT_AGENT message', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.login, () => failure('NOT_AGENT', 'error.not_agent', 403));
    const user = userEvent.setup();
    const { router } = renderApp('/agent');
    await signInAsAgent(user, 'alice');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only agents can log in here.');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('sends a signed-in member who opens /agentHome to /agent', async () => {
    await fakeApi();
    sessionStorage.setItem('token', 'tok-1');
    const { router } = renderApp('/agentHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('drops an expired session and sends the visitor to /agent', async () => {
    const api = await fakeApi();
    api.on('GET', memberPaths.info, () => failure('SESSION_EXPIRED', 'error.session_expired', 401));
    sessionStorage.setItem('token', 'old');
    sessionStorage.setItem('merchant', 'LUCKY');
    const { router } = renderApp('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('LUCKY');
  });
});

describe('agent contract pages', () => {
  it('shows a contract page only when the consolidated flags switch its type on', async () => {
    const permission = permissionFixture();
    permission.info.whitelabel.switches.AGENTPOLICY3 = true;
    const api = await fakeApi({ permission });
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'agent', isAgent: true, type: 1 })));
    api.on('GET', memberPaths.consolidated, () =>
      ok({ divtypereq: true, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: false }),
    );
    sessionStorage.setItem('token', 'agent-2');
    renderApp('/agentHome');
    expect(await screen.findByRole('link', { name: 'Dividend records' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Daily salary' })).not.toBeInTheDocument();
  });

  it('never asks for the flags when the site has AGENTPOLICY3 off', async () => {
    const api = await fakeApi();
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'agent', isAgent: true, type: 1 })));
    sessionStorage.setItem('token', 'agent-3');
    renderApp('/agentHome');
    await screen.findByRole('heading', { level: 1, name: 'Agent back office' });
    expect(api.calls('GET', memberPaths.consolidated)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Dividend records' })).not.toBeInTheDocument();
  });
});
