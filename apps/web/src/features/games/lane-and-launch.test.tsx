import { readFileSync } from 'node:fs';
import path from 'node:path';
import { carousel, gamePaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lane } from '../../components/ui/Lane';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { catalogApi, freePlayPermission, gameFixture, gamesPaths } from '../../test/games-fixtures';
import { signIn } from '../../test/member';
import { renderInApp } from '../../test/render-in-app';
import { GameCard } from './components/GameCard';

afterEach(() => vi.unstubAllGlobals());

describe('lane', () => {
  it('is a titled list of cards with "see all" and arrows', async () => {
    await catalogApi();
    renderInApp(
      <Lane title="Slots" moreTo="/rng">
        {[gameFixture('1'), gameFixture('2'), gameFixture('3')].map((game) => (
          <GameCard key={game.nodeId} game={game} />
        ))}
      </Lane>,
    );
    const lane = await screen.findByRole('region', { name: 'Slots' });
    expect(within(lane).getByRole('heading', { level: 2, name: 'Slots' })).toBeInTheDocument();
    expect(within(lane).getAllByRole('listitem')).toHaveLength(3);
    expect(within(lane).getByRole('link', { name: 'See all: Slots' })).toHaveAttribute('href', '/rng');
    expect(within(lane).getByRole('button', { name: 'Previous: Slots' })).toBeDisabled();
    expect(within(lane).getByRole('button', { name: 'Next: Slots' })).toBeInTheDocument();
  });

  it('lays out six cards per view with a gap of 20 on a desktop (SPEC §9)', () => {
    const laneCss = readFileSync(path.join(import.meta.dirname, '../../components/ui/lane.css'), 'utf8');
    expect(laneCss).toContain(`--lane-per-view: ${carousel.perView};`);
    expect(laneCss).toContain(`--lane-gap: ${carousel.gap}px;`);
  });
});

describe('launching a game', () => {
  const game = gameFixture('77', { displayName: 'Lucky Reels', vassalage: 'BUILTIN', freeTrial: true });

  it('opens the page the launch answers for a member', async () => {
    const api = await catalogApi();
    signIn();
    api.on('GET', gamesPaths.launch, () =>
      ok({ url: '/seamless?session=s-123&game=LUCKY5', mode: 'real', vassalage: 'BUILTIN', nodeId: '77' }),
    );
    const user = userEvent.setup();
    const { router } = renderInApp(<GameCard game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Start now: Lucky Reels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.search).toBe('?session=s-123&game=LUCKY5');
    expect(Object.fromEntries(api.calls('GET', gamePaths.launch)[0]!.query)).toEqual({
      nodeId: '77',
      freeTrial: 'false',
    });
  });

  it('asks a visitor to log in for a real start, but lets them try a free trial', async () => {
    const api = await catalogApi({ permission: freePlayPermission() });
    api.on('GET', gamesPaths.launch, () =>
      ok({ url: '/seamless?session=t-1&game=LUCKY5', mode: 'trial', vassalage: 'BUILTIN', nodeId: '77' }),
    );
    const user = userEvent.setup();
    const { router } = renderInApp(<GameCard game={game} />);
    await user.click(await screen.findByRole('button', { name: 'Start now: Lucky Reels' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls('GET', gamesPaths.launch)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Free trial: Lucky Reels' }));
    await waitFor(() => expect(router.state.location.search).toBe('?session=t-1&game=LUCKY5'));
    expect(api.calls('GET', gamesPaths.launch)[0]!.query.get('freeTrial')).toBe('true');
  });

  it('says plainly when the vendor is not available, and stays on the page', async () => {
    const api = await catalogApi();
    signIn();
    api.on('GET', gamesPaths.launch, () => failure('VENDOR_NOT_AVAILABLE', 'error.vendor_not_available', 409));
    const user = userEvent.setup();
    const { router } = renderInApp(<GameCard game={gameFixture('9', { displayName: 'Far Away', vassalage: 'PG' })} />);
    await user.click(await screen.findByRole('button', { name: 'Start now: Far Away' }));
    expect(await screen.findByText('This game provider is not available at the moment.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Start now: Far Away' })).toBeEnabled();
  });
});
