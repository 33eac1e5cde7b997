import { memberPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog } from '../../lib/session-dialogs';
import { failure, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { catalogApi, freePlayPermission, gameFixture, gamesPaths } from '../../test/games-fixtures';
import { signIn } from '../../test/member';
import { renderInApp } from '../../test/render-in-app';
import { GameCard } from './components/GameCard';

afterEach(() => vi.unstubAllGlobals());

const game = gameFixture('101', { displayName: 'Fortune Tiger', vendorName: 'PG Soft', freeTrial: true });
const heart = () => screen.getByRole('button', { name: 'Favourite: Fortune Tiger' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('game card', () => {
  it('shows the artwork, the name and the vendor; free trial only where the game and the site allow it', async () => {
    await catalogApi({ permission: freePlayPermission() });
    const view = renderInApp(<GameCard game={game} />);
    const card = await screen.findByTestId('game-card');
    expect(card.querySelector('img')).toHaveAttribute('src', '/art/games/101.svg');
    expect(within(card).getByRole('heading', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(within(card).getByText('PG Soft')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start now: Fortune Tiger' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Free trial: Fortune Tiger' })).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    view.unmount();

    // The site's free-play switch is off: no free trial, even for a game that offers one.
    await catalogApi();
    renderInApp(<GameCard game={game} />);
    await screen.findByTestId('game-card');
    expect(screen.queryByRole('button', { name: /Free trial/ })).not.toBeInTheDocument();
  });

  it('on touch, one tap shows the actions, and the leave that follows it does not hide them (issue 22, 23)', async () => {
    await catalogApi();
    renderInApp(<GameCard game={game} />);
    const card = await screen.findByTestId('game-card');
    const art = card.querySelector('.game-card__art')!;
    // What a phone sends for one tap: the pointer goes down, up and leaves as the finger lifts, then the
    // compatibility mouse events and the click; the mouse "leaves" when the next touch lands elsewhere.
    fireEvent.pointerDown(art, { pointerType: 'touch' });
    fireEvent.pointerUp(art, { pointerType: 'touch' });
    fireEvent.pointerLeave(art, { pointerType: 'touch' });
    fireEvent.click(art);
    fireEvent.mouseLeave(art);
    expect(art).toHaveClass('game-card__art--revealed');
    // A touch on another part of the page hides them again; a mouse leaving does too.
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(art).not.toHaveClass('game-card__art--revealed');
    fireEvent.click(art);
    fireEvent.pointerLeave(art, { pointerType: 'mouse' });
    expect(art).not.toHaveClass('game-card__art--revealed');
  });

  it('says when the vendor is not available instead of offering a start', async () => {
    await catalogApi();
    renderInApp(<GameCard game={{ ...game, available: false }} />);
    await screen.findByTestId('game-card');
    expect(screen.getByText('Unavailable')).toHaveAttribute('title', 'Provider not available');
    expect(screen.queryByRole('button', { name: /Start now/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before marking a favourite, and warns a trial user', async () => {
    const api = await catalogApi();
    const user = userEvent.setup();
    const view = renderInApp(<GameCard game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Favourite: Fortune Tiger' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByText('You are not logged in.')).toBeInTheDocument();
    expect(api.calls('POST', gamesPaths.addFavourite)).toHaveLength(0);
    view.unmount();
    closeDialog();

    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'trial', isTrial: true, type: 4 })));
    signIn('trial', 'tok-trial');
    renderInApp(<GameCard game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Favourite: Fortune Tiger' }));
    expect(await screen.findByText('You need a real account for this. Please register.')).toBeInTheDocument();
    expect(api.calls('POST', gamesPaths.addFavourite)).toHaveLength(0);
    expect(api.calls('GET', gamesPaths.favouriteIds)).toHaveLength(0);
  });

  it('lights the heart before the server answers, and puts it back with the reason when refused', async () => {
    const api = await catalogApi();
    signIn();
    const answer = deferred<Response>();
    api.on('POST', gamesPaths.addFavourite, () => answer.promise);
    const user = userEvent.setup();
    renderInApp(<GameCard game={game} />);
    await waitFor(() => expect(api.calls('GET', gamesPaths.favouriteIds)).toHaveLength(1));
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls('POST', gamesPaths.addFavourite)[0]?.body).toEqual({
      nodeId: '101',
      vendor: 'PG',
      gameType: 'RNG',
    });
    answer.resolve(failure('THROTTLED', 'error.too_many_requests', 429));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
  });

  it('toggles at most once a second', async () => {
    const api = await catalogApi();
    signIn();
    api.on('POST', gamesPaths.addFavourite, () =>
      ok({ nodeId: '101', vendor: 'PG', gameType: 'RNG', favourite: true }),
    );
    api.on('DELETE', gamesPaths.removeFavourite, () =>
      ok({ nodeId: '101', vendor: 'PG', gameType: 'RNG', favourite: false }),
    );
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    renderInApp(<GameCard game={game} />);
    await waitFor(() => expect(api.calls('GET', gamesPaths.favouriteIds)).toHaveLength(1));

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    now += 400;
    await user.click(heart());
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('DELETE', gamesPaths.removeFavourite)).toHaveLength(0);

    now += 700;
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('POST', gamesPaths.addFavourite)).toHaveLength(1);
    const removal = api.calls('DELETE', gamesPaths.removeFavourite);
    expect(removal).toHaveLength(1);
    expect(Object.fromEntries(removal[0]!.query)).toEqual({ nodeId: '101', vendor: 'PG', gameType: 'RNG' });
  });
});
