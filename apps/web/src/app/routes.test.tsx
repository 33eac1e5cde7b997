import { memberPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, memberInfo } from '../test/fake-api';
import { ok, permissionFixture, stubSystemApi } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const heading = () => screen.findByRole('heading', { level: 1 });

describe('routes', () => {
  it('renders the translated title on a deep link', async () => {
    stubSystemApi();
    renderApp('/pointMall');
    expect(await heading()).toHaveTextContent('Points mall');
    expect(await screen.findByText('Log in to collect points')).toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/index', 'Home'],
    ['/index.html', 'Home'],
    ['/home', 'Home'],
    ['/login', 'Home'],
    ['/register', 'Home'],
    ['/help', 'Help centre'],
    ['/down', 'App download'],
    ['/sports', 'Sports'],
    ['/esports', 'E-sports'],
    ['/lott', 'Lottery'],
    ['/elott', 'E-lottery'],
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/rng?vassalage=PG', 'Slots'],
    ['/pvp', 'Card games'],
    ['/hot', 'Hot games'],
    ['/favorite', 'Favourites'],
    ['/recent', 'Recent games'],
    ['/search', 'Search'],
    ['/promotions', 'Promotions'],
    ['/pointMall', 'Points mall'],
    ['/seamless', 'Game'],
    ['/agent', 'Agent login'],
    ['/no-such-page', 'Page not found'],
  ])('%s shows "%s"', async (path, title) => {
    stubSystemApi();
    renderApp(path);
    expect(await heading()).toHaveTextContent(title);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery', '/lottert', '/vnlottery', '/sealottery'])(
    '%s without a token goes to /login',
    async (path) => {
      stubSystemApi();
      const { router } = renderApp(`${path}?gameCode=SSC`);
      expect(await heading()).toHaveTextContent('Home');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('opens a lottery page with a token, without the side menu', async () => {
    sessionStorage.setItem('token', 't0k3n');
    stubSystemApi();
    renderApp('/vnLottery?gameCode=VN');
    expect(await heading()).toHaveTextContent('Vietnam lottery');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('sends /agentHome without a session to the agent login', async () => {
    stubSystemApi();
    const { router } = renderApp('/agentHome');
    expect(await heading()).toHaveTextContent('Agent login');
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('gives the agent back office its own layout, menu and site clock', async () => {
    sessionStorage.setItem('token', 't0k3n');
    const api = await fakeApi();
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'agent', isAgent: true, type: 1 })));
    renderApp('/agentHome?page=agentTeamOverview');
    expect(await heading()).toHaveTextContent('Team overview');
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('site-gmt-offset')).toHaveTextContent('GMT+07:00');
    expect(screen.getByTestId('site-clock')).toHaveTextContent(/\d{2}:\d{2}:\d{2}/);
  });
});

describe('main layout', () => {
  it('has the header navigation, side menu entries, social links and footer links', async () => {
    stubSystemApi();
    const { router } = renderApp('/');
    await heading();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Events', 'App download']);
    const side = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(side).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member?page=depositv2');
    expect(within(side).getByRole('link', { name: 'App QR code' })).toHaveAttribute('href', '/down');
    // Live chat is our own chat room, a dialog; other channels leave in a new tab.
    expect(within(side).getByRole('button', { name: /Live chat/ })).toBeInTheDocument();
    expect(within(side).queryByRole('button', { name: /log ?out/i })).not.toBeInTheDocument();
    const social = screen.getByRole('complementary', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Facebook (opens in a new tab)', 'YouTube (opens in a new tab)']);
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/help#term');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/member?page=responsibleGaming',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('collapses the side menu to a rail and moves the language selector to the header', async () => {
    stubSystemApi();
    renderApp('/');
    await heading();
    const side = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(side).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(within(side).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(1);
  });
});

describe('language', () => {
  it('offers only the site languages and switches the rendered text', async () => {
    stubSystemApi({ permission: permissionFixture({ supportedLanguages: ['EN', 'TY'] }) });
    renderApp('/member');
    expect(await heading()).toHaveTextContent('Member centre');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['EN', 'TY']);
    await userEvent.selectOptions(select, 'TY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trung tâm thành viên' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('TY');
    expect(document.documentElement.lang).toBe('vi-VN');
    expect(localStorage.getItem('language')).toBe('TY');
    // The site's own texts follow (issue 22 #26): its chat channel's title in Vietnamese.
    const side = screen.getByRole('navigation', { name: 'Menu bên' });
    expect(within(side).getByRole('button', { name: /Trò chuyện trực tuyến/ })).toBeInTheDocument();
  });

  it("opens in the site's default language", async () => {
    stubSystemApi({ permission: permissionFixture({ supportedLanguages: ['EN', 'KO'], defaultLanguage: 'KO' }) });
    renderApp('/');
    expect(await heading()).toHaveTextContent('홈');
    expect(document.documentElement.lang).toBe('ko-KR');
  });

  it("keeps the user's choice when the site supports it, and ignores it otherwise", async () => {
    localStorage.setItem('language', 'PT');
    stubSystemApi({ permission: permissionFixture({ supportedLanguages: ['EN', 'PT'] }) });
    const first = renderApp('/');
    expect(await heading()).toHaveTextContent('Início');
    first.unmount();

    stubSystemApi({ permission: permissionFixture({ supportedLanguages: ['EN', 'TY'], defaultLanguage: 'TY' }) });
    renderApp('/');
    expect(await heading()).toHaveTextContent('Trang chủ');
  });
});
