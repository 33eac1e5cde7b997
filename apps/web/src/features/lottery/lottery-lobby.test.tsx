import { lotteryPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { lotteryGame, openIssue } from './lottery-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** Made per test: the countdowns start from now. */
const gamesNow = () => [
  lotteryGame(),
  lotteryGame({ gameCode: 'PK105M', name: 'Racing 5 minutes', kind: 'PK10', imageCode: 'PK10', lastResult: null }),
  lotteryGame({
    gameCode: 'VNFAST5M',
    name: 'Vietnam fast 5',
    kind: 'VN',
    layout: 'north',
    category: 'ELOTT',
    imageCode: 'VN',
    lastResult: null,
  }),
  lotteryGame({
    gameCode: 'MARKSIX',
    name: 'Mark Six',
    kind: 'LHC',
    imageCode: 'LHC',
    source: 'official',
    openIssue: { ...openIssue('20260102', Date.now() + 86_400_000, Date.now()), source: 'official', commitment: null },
    lastResult: {
      issueNumber: '20251230',
      result: ['01', '13', '25', '37', '40', '48', '49'],
      drawnAt: new Date().toISOString(),
    },
  }),
];

describe('the lottery centres', () => {
  it('/lott lists the LOTT games with the next draw, last result and a link to each game page', async () => {
    const api = await fakeApi();
    const games = gamesNow();
    api.on('GET', lotteryPaths.games, () => ok(games));
    renderApp('/lott');
    const list = await screen.findByRole('list', { name: 'Lottery' });
    const cards = within(list).getAllByTestId('lottery-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Speed SSC 1 minute',
      'Racing 5 minutes',
      'Mark Six',
    ]);
    expect(
      within(cards[0]!).getByRole('timer', { name: 'Time to the next draw of Speed SSC 1 minute' }),
      // About 50 s: a slow render (CI under load) has been seen a second either side of the expected 49-50.
    ).toHaveTextContent(/00:(4[6-9]|5[01])/);
    expect(within(cards[0]!).getByRole('link', { name: 'Play now: Speed SSC 1 minute' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=SSC1M',
    );
    expect(within(cards[1]!).getByText('No result yet')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Official draw')).toBeInTheDocument();
    const balls = within(cards[2]!).getByRole('list', { name: 'Result of issue 20251230' });
    expect(
      within(balls)
        .getAllByRole('listitem')
        .map((ball) => ball.className),
    ).toEqual([
      'ball ball--red',
      'ball ball--red',
      'ball ball--blue',
      'ball ball--blue',
      'ball ball--red',
      'ball ball--blue',
      'ball ball--green ball--special',
    ]);
  });

  it('/elott lists the ELOTT games, opening VN games on /vnLottery', async () => {
    const api = await fakeApi();
    const games = gamesNow();
    api.on('GET', lotteryPaths.games, () => ok(games));
    renderApp('/elott');
    const list = await screen.findByRole('list', { name: 'E-lottery' });
    expect(within(list).getAllByTestId('lottery-card')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Play now: Vietnam fast 5' })).toHaveAttribute(
      'href',
      '/vnLottery?gameCode=VNFAST5M',
    );
  });

  it('shows a failure with a retry, and says when a centre has no games', async () => {
    const api = await fakeApi();
    api.on('GET', lotteryPaths.games, () => failure('INTERNAL', 'error.unknown', 500));
    const user = userEvent.setup();
    renderApp('/lott');
    expect(await screen.findByText('Lottery games could not be loaded')).toBeInTheDocument();
    api.on('GET', lotteryPaths.games, () => ok([gamesNow()[2]]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No lottery games here yet')).toBeInTheDocument();
  });
});
