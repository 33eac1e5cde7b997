import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fixtures';
import { catalogApi, gameFixture, gamesPaths } from '../../test/games-fixtures';
import { signIn } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const favourites = [
  gameFixture('1', { displayName: 'Fortune Tiger' }),
  gameFixture('2', { displayName: 'Fortune Ox' }),
];

describe('favourites and recent games', () => {
  it('lists the favourites (page size 999) and takes one off the list before the server answers', async () => {
    const api = await catalogApi();
    signIn();
    api.on('GET', gamesPaths.favouriteIds, () => ok(['1', '2']));
    api.on('GET', gamesPaths.favourites, ({ query }) =>
      ok({ items: favourites, pageNo: Number(query.get('pageNo')), pageSize: Number(query.get('pageSize')), total: 2 }),
    );
    let answer: (response: Response) => void = () => undefined;
    api.on('DELETE', gamesPaths.removeFavourite, () => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderApp('/favorite');
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls('GET', gamesPaths.favourites)[0]!.query.get('pageSize')).toBe('999');

    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Favourite: Fortune Ox' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(within(list).getByRole('button', { name: 'Favourite: Fortune Ox' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // Gone from the page while the removal is still on its way.
    expect(api.calls('DELETE', gamesPaths.removeFavourite)).toHaveLength(1);
    answer(ok({ nodeId: '2', vendor: 'PG', gameType: 'RNG', favourite: false }));
    expect(within(list).getByRole('heading', { name: 'Fortune Tiger' })).toBeInTheDocument();
  });

  it('asks a visitor to log in on /favorite and /recent instead of calling the member-only lists', async () => {
    const api = await catalogApi();
    renderApp('/recent');
    expect(await screen.findByText('Log in to see your games')).toBeInTheDocument();
    expect(api.calls('GET', gamesPaths.recent)).toHaveLength(0);
  });

  it('shows the recently played games of a member', async () => {
    const api = await catalogApi();
    signIn();
    api.on('GET', gamesPaths.recent, () => ok([gameFixture('5', { displayName: 'Lucky Reels' })]));
    renderApp('/recent');
    const list = await screen.findByRole('list', { name: 'Recent games' });
    expect(within(list).getByRole('heading', { name: 'Lucky Reels' })).toBeInTheDocument();
  });
});
