import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogApi, gameFixture, gamesPaths, vendorFixture, vendorsOf } from '../../test/games-fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { FooterVendors } from './components/FooterVendors';
import { HeaderGameNav } from './components/HeaderGameNav';

afterEach(() => vi.unstubAllGlobals());

const games = [
  gameFixture('1', { displayName: 'Fortune Tiger' }),
  gameFixture('2', { displayName: 'Fortune Ox' }),
  gameFixture('3', { displayName: '100% (Wild)' }),
];

describe('search', () => {
  it('asks once the typing pauses, shows the text literally and keeps it in the address', async () => {
    const api = await catalogApi({ games });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    expect(screen.getByText('Find a game')).toBeInTheDocument();
    await user.type(box, 'fortune');
    const results = await screen.findByRole('list', { name: 'Results for “fortune”' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    // One request for the whole word, not one per letter.
    expect(api.calls('GET', gamesPaths.list).map((call) => call.query.get('gameName'))).toEqual(['fortune']);
    expect(router.state.location.search).toBe('?gameName=fortune');

    await user.clear(box);
    await user.type(box, '100% (Wild)');
    await user.keyboard('{Enter}');
    const literal = await screen.findByRole('list', { name: 'Results for “100% (Wild)”' });
    expect(within(literal).getAllByRole('listitem')).toHaveLength(1);
    expect(api.calls('GET', gamesPaths.list).at(-1)?.query.get('gameName')).toBe('100% (Wild)');
  });

  it('opens /search from the home menu on Enter and says when nothing matches', async () => {
    await catalogApi({ games });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), '<b>zzz</b>{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('gameName')).toBe('<b>zzz</b>');
    expect(await screen.findByText('No game matches “<b>zzz</b>”')).toBeInTheDocument();
  });
});

describe('header game menu and footer vendors', () => {
  it('shows a category only when it has a vendor, with the large layout above ten vendors', async () => {
    await catalogApi({
      menus: [
        { gameCategory: 'RNG', vendors: vendorsOf('S', 11, 'RNG') },
        { gameCategory: 'LIVE', vendors: vendorsOf('L', 10, 'LIVE') },
        { gameCategory: 'FISH', vendors: [] },
      ],
    });
    const user = userEvent.setup();
    renderInApp(<HeaderGameNav />);
    const slots = await screen.findByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/rng');
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    expect(screen.queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();

    const large = screen.getByTestId('game-menu-RNG');
    const list = screen.getByTestId('game-menu-LIVE');
    expect(large).toHaveClass('game-nav__panel--large');
    expect(list).toHaveClass('game-nav__panel--list');
    expect(large).not.toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Show the providers of Slots' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(large).toBeVisible();
    expect(within(large).getAllByRole('listitem')).toHaveLength(11);
    expect(within(large).getByRole('link', { name: 'S3 Gaming' })).toHaveAttribute('href', '/rng?vassalage=S3');
    await user.keyboard('{Escape}');
    expect(large).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('shows each vendor once in the footer, at most 18', async () => {
    await catalogApi({
      menus: [
        { gameCategory: 'RNG', vendors: vendorsOf('S', 12, 'RNG') },
        { gameCategory: 'LIVE', vendors: [vendorFixture('S1', { gameType: 'LIVE' }), ...vendorsOf('L', 9, 'LIVE')] },
      ],
    });
    renderInApp(<FooterVendors />);
    const icons = await screen.findByRole('list', { name: 'Providers' });
    const links = within(icons).getAllByRole('link');
    expect(links).toHaveLength(18);
    expect(links.map((link) => link.getAttribute('href')).filter((href) => href === '/rng?vassalage=S1')).toHaveLength(
      1,
    );
    expect(within(icons).getByRole('img', { name: 'L6 Gaming' })).toBeInTheDocument();
    expect(within(icons).queryByRole('img', { name: 'L7 Gaming' })).not.toBeInTheDocument();
  });
});
