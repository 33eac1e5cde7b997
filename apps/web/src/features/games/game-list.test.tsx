import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, permissionFixture } from '../../test/fixtures';
import { catalogApi, gameFixture, gamesPaths, vendorFixture } from '../../test/games-fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const slots = [
  ...Array.from({ length: 30 }, (_, index) => gameFixture(String(100 + index), { displayName: `Pocket ${index}` })),
  ...Array.from({ length: 3 }, (_, index) =>
    gameFixture(String(200 + index), { displayName: `Jili ${index}`, vassalage: 'JILI', gameClassify: 'AC' }),
  ),
];
const grid = (name = 'Slots') => screen.findByRole('list', { name });
const lastList = (api: Awaited<ReturnType<typeof catalogApi>>) =>
  Object.fromEntries(api.calls('GET', gamesPaths.list).at(-1)!.query);

describe('game list pages', () => {
  it('shows 24 games of the category, then 24 more with "load more"', async () => {
    const api = await catalogApi({ games: slots });
    const user = userEvent.setup();
    renderApp('/rng');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
    expect(lastList(api)).toMatchObject({ clientType: '3', gameType: 'RNG', pageNo: '1', pageSize: '24' });
    expect(screen.getByText('24 of 33 games')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('listitem')).toHaveLength(33),
    );
    expect(lastList(api)).toMatchObject({ pageNo: '2', pageSize: '24' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by vendor (the vassalage query) and by the sub-types that vendor offers', async () => {
    const api = await catalogApi({ games: slots });
    api.on('GET', gamesPaths.vendorTypes, ({ query }) =>
      ok(query.get('vassalage') === 'JILI' ? [{ gameType: 'RNG', gameClassify: ['AC', 'BG'], count: 3 }] : []),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/rng?vassalage=JILI');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(3);
    expect(lastList(api)).toMatchObject({ vassalage: 'JILI' });
    const vendors = screen.getByRole('group', { name: 'Providers' });
    expect(within(vendors).getByRole('button', { name: 'JILI Gaming' })).toHaveAttribute('aria-pressed', 'true');

    const types = await screen.findByRole('group', { name: 'Game types' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All types', 'Arcade', 'Bingo']);
    await user.click(within(types).getByRole('button', { name: 'Arcade' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ vassalage: 'JILI', gameClassify: 'AC' }));
    expect(router.state.location.search).toBe('?vassalage=JILI&gameClassify=AC');

    // Another vendor starts again from all its sub-types.
    await user.click(within(vendors).getByRole('button', { name: 'All providers' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
  });

  it('offers bingo only on a site that supports TY', async () => {
    await catalogApi({ games: slots, permission: permissionFixture({ supportedLanguages: ['EN'] }) });
    renderApp('/rng');
    await grid();
    const types = screen.getByRole('group', { name: 'Game types' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All types', 'Scratch cards', 'Video poker', 'Jackpots', 'Table games', 'Arcade']);
  });

  it('says so when a filter finds nothing, and offers a retry after a failure', async () => {
    const api = await catalogApi({
      games: [],
      menus: [{ gameCategory: 'FISH', vendors: [vendorFixture('PG', { gameType: 'FISH' })] }],
    });
    const user = userEvent.setup();
    renderApp('/fish');
    expect(await screen.findByText('No games here yet')).toBeInTheDocument();
    api.on('GET', gamesPaths.list, () => new Response('oops', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'PG Gaming' }));
    expect(await screen.findByText('The games could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists a game centre as vendor cards with a start button', async () => {
    await catalogApi({
      menus: [{ gameCategory: 'SPORTS', vendors: [vendorFixture('SABA', { gameType: 'SPORTS' })] }],
    });
    renderApp('/sports');
    const list = await screen.findByRole('list', { name: 'Sports' });
    expect(within(list).getByRole('button', { name: 'Start: SABA Gaming' })).toBeInTheDocument();
  });
});
