import { sessionPaths } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { failure, fakeApi, loginAnswer, memberInfo } from '../../test/fake-api';
import { ok, permissionFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const captchaImage = 'data:image/svg+xml;base64,PHN2Zy8+';
const captchaId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';

/** The header's "Log in" (the side menu, once drawn, offers one too). */
function headerLogin() {
  return within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' });
}

async function openLogin() {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return within(dialog);
}

async function typeLogin(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  const dialog = await openLogin();
  await user.clear(dialog.getByLabelText(/^Username/));
  await user.type(dialog.getByLabelText(/^Username/), username);
  await user.clear(dialog.getByLabelText(/^Password/));
  await user.type(dialog.getByLabelText(/^Password/), password);
  return dialog;
}

describe('login dialog', () => {
  it('/login opens the dialog over home; closing goes to /', async () => {
    await fakeApi();
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const dialog = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/login', '/register'])(
    '%s takes someone already signed in to the home page, with no dialog (issue 22, 28)',
    async (path) => {
      await fakeApi();
      sessionStorage.setItem('token', 'tok-1');
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: /Log in|Register/ })).not.toBeInTheDocument();
    },
  );

  it('says what is missing before calling the server', async () => {
    const api = await fakeApi();
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await dialog.findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(api.calls('POST', sessionPaths.login)).toHaveLength(0);
  });

  it('signs in with an encrypted body, keeps the token and shows the member in the header', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.login, () => ok(loginAnswer()));
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const dialog = await typeLogin(user, 'alice', 'Secret123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.calls('POST', sessionPaths.login);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toEqual({ type: 'username', username: 'alice', password: 'Secret123' });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('₫1,234.50');
    expect(screen.getByTestId('member-menu')).toHaveTextContent('Alice');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the captcha after a LOGIN_FAILED that asks for it, and sends its answer next time', async () => {
    const api = await fakeApi();
    let attempts = 0;
    api.on('POST', sessionPaths.login, () => {
      attempts += 1;
      return attempts === 1
        ? failure('LOGIN_FAILED', 'error.login_failed', 401, { captchaRequired: true })
        : ok(loginAnswer());
    });
    api.on('GET', sessionPaths.captcha, () => ok({ captchaId, value: captchaImage }));
    const user = userEvent.setup();
    renderApp('/login');
    let dialog = await typeLogin(user, 'alice', 'wrong');
    expect(dialog.queryByRole('img', { name: 'Captcha' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Log in' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(await dialog.findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', captchaImage);
    dialog = await typeLogin(user, 'alice', 'Secret123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await dialog.findByText('Input cannot be empty')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Captcha code/), 'x7k2');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-1'));
    expect(api.calls('POST', sessionPaths.login)[1]?.body).toMatchObject({ captchaId, captcha: 'x7k2' });
  });

  it('shows the captcha from the start where the site asks every sign-in for one', async () => {
    const permission = permissionFixture();
    permission.info.whitelabel.loginCaptcha = true;
    const api = await fakeApi({ permission });
    api.on('GET', sessionPaths.captcha, () => ok({ captchaId, value: captchaImage }));
    renderApp('/login');
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in' }));
    expect(await dialog.findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', captchaImage);
  });

  it('shows the lock time of ACCOUNT_LOCKED from the failure params', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.login, () =>
      failure('ACCOUNT_LOCKED', 'error.account_locked', 423, { params: { minutes: 15 } }),
    );
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await typeLogin(user, 'alice', 'x');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('locked for 15 minutes');
  });

  it('takes an agent to /agentHome', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.login, () => ok(loginAnswer({ role: 'agent' })));
    api.on('GET', '/wps/member/info', () => ok(memberInfo({ role: 'agent', isAgent: true, type: 1 })));
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const dialog = await typeLogin(user, 'boss', 'Secret123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent back office' })).toBeInTheDocument();
  });

  it('remember-me keeps only the username in a cookie for a day, asks the server for its token, never writes the password', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.login, () => ok(loginAnswer()));
    const written: string[] = [];
    const cookieWrite = vi.spyOn(document, 'cookie', 'set');
    cookieWrite.mockImplementation(function (this: Document, value: string) {
      written.push(value);
      // The real jsdom setter, so the cookies really are there for the checks below.
      Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set?.call(this, value);
    });
    const set = vi.spyOn(Cookies, 'set');
    const user = userEvent.setup();
    renderApp('/login');
    let dialog = await typeLogin(user, 'alice', 'Secret123');
    await user.click(dialog.getByLabelText('Remember me'));
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(Cookies.get('rememberUsername')).toBe('alice'));
    expect(api.calls('POST', sessionPaths.login)[0]?.body).toMatchObject({ username: 'alice', remember: true });
    expect(set).toHaveBeenCalledWith('rememberUsername', 'alice', expect.objectContaining({ expires: 1 }));
    expect(Cookies.get('rememberPassword')).toBeUndefined();

    // A later login shows the name, no password, and unticking forgets the name.
    act(() => clearSession());
    await user.click(headerLogin());
    dialog = await openLogin();
    expect(dialog.getByLabelText(/^Username/)).toHaveValue('alice');
    expect(dialog.getByLabelText(/^Password/)).toHaveValue('');
    expect(dialog.getByLabelText('Remember me')).toBeChecked();
    await user.click(dialog.getByLabelText('Remember me'));
    await user.type(dialog.getByLabelText(/^Password/), 'Secret123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(Cookies.get('rememberUsername')).toBeUndefined());
    expect(api.calls('POST', sessionPaths.login)[1]?.body).not.toHaveProperty('remember');
    expect(written.length).toBeGreaterThan(0);
    expect(written.join('\n')).not.toContain('Secret123');
    expect(document.cookie).not.toContain('Secret123');
    cookieWrite.mockRestore();
  });

  it('removes a password an earlier build left in a cookie', async () => {
    await fakeApi();
    Cookies.set('rememberUsername', 'alice');
    Cookies.set('rememberPassword', 'Secret123');
    renderApp('/login');
    await openLogin();
    expect(Cookies.get('rememberPassword')).toBeUndefined();
    expect(document.cookie).not.toContain('Secret123');
  });

  it('"Continue as" trades the remembered sign-in for a session; a refused one asks for the password', async () => {
    const api = await fakeApi();
    api.on('POST', sessionPaths.loginRemembered, () => ok(loginAnswer({ token: 'tok-remembered' })));
    Cookies.set('rememberUsername', 'alice');
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await openLogin();
    expect(dialog.getByLabelText(/^Username/)).toHaveValue('alice');
    await user.click(dialog.getByRole('button', { name: 'Continue as alice' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(sessionStorage.getItem('token')).toBe('tok-remembered');
    const [sent] = api.calls('POST', sessionPaths.loginRemembered);
    expect(sent?.body).toBeUndefined();

    act(() => clearSession());
    api.on('POST', sessionPaths.loginRemembered, () => failure('SESSION_EXPIRED', 'error.session_expired', 401));
    await user.click(headerLogin());
    const again = await openLogin();
    await user.click(again.getByRole('button', { name: 'Continue as alice' }));
    await waitFor(() => expect(again.queryByRole('button', { name: 'Continue as alice' })).not.toBeInTheDocument());
    expect(again.getByRole('alert')).toBeInTheDocument();
    expect(again.getByLabelText(/^Username/)).toHaveValue('alice');
  });

  it('free trial signs in as a trial user when FREEPLAY3 is on', async () => {
    const permission = permissionFixture();
    permission.info.whitelabel.switches.FREEPLAY3 = true;
    const api = await fakeApi({ permission });
    api.on('POST', sessionPaths.freePlay, () => ok(loginAnswer({ role: 'trial', token: 'trial-1' })));
    api.on('GET', '/wps/member/info', () => ok(memberInfo({ role: 'trial', isTrial: true, type: 4 })));
    const user = userEvent.setup();
    renderApp('/login');
    const dialog = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('trial-1'));
    expect(api.calls('POST', sessionPaths.freePlay)[0]?.body).toMatchObject({ platform: 'W' });
  });
});
