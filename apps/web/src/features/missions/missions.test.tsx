import { type Mission, type MissionLeaderboard, memberPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { missionLeaderboardPath } from './api/get-mission-leaderboard';
import { missionSummaryPath } from './api/get-mission-summary';

afterEach(() => vi.unstubAllGlobals());

const hour = 3600_000;
const mission = (code: string, overrides: Partial<Mission> = {}): Mission => ({
  id: code.length.toString(),
  code,
  period: 'daily',
  title: `Mission ${code}`,
  goal: { kind: 'rounds', category: null, target: '3' },
  progress: '0',
  state: 'in_progress',
  reward: '100',
  ...overrides,
});
const summary = (daily: Mission[], weekly: Mission[] = []) => ({
  daily: {
    start: new Date(Date.now() - hour).toISOString(),
    end: new Date(Date.now() + 2 * hour).toISOString(),
    missions: daily,
  },
  weekly: {
    start: new Date(Date.now() - 50 * hour).toISOString(),
    end: new Date(Date.now() + 77 * hour).toISOString(),
    missions: weekly,
  },
  claimable: [...daily, ...weekly].filter((item) => item.state === 'completed').length,
});
const board = (overrides: Partial<MissionLeaderboard> = {}): MissionLeaderboard => ({
  period: 'daily',
  start: new Date(Date.now() - hour).toISOString(),
  end: new Date(Date.now() + 2 * hour).toISOString(),
  entries: [
    { rank: 1, account: 'lu***88', completed: 5, lastAt: '2026-11-25T10:00:00.000Z' },
    { rank: 2, account: 'sp***en', completed: 4, lastAt: '2026-11-25T10:05:00.000Z' },
    { rank: 3, account: 'pl***01', completed: 1, lastAt: '2026-11-25T10:09:00.000Z' },
  ],
  me: { rank: 3, account: 'player01', completed: 1 },
  ...overrides,
});
const card = async (code: string) => within(await screen.findByTestId(`mission-${code}`));

describe('missionLeaderboard', () => {
  it('shows my missions with goals, progress bars, rewards and time left; the board with my row; the badge', async () => {
    const api = await memberApi();
    const slots = mission('SLOT', {
      goal: { kind: 'valid_bet', category: 'RNG', target: '1000' },
      progress: '600',
      reward: '200',
    });
    const rounds = mission('ROUNDS', { progress: '3', state: 'completed' });
    const deposit = mission('DEPOSIT', {
      goal: { kind: 'deposits', category: null, target: '1' },
      progress: '1',
      state: 'claimed',
    });
    api.on('GET', missionSummaryPath, () =>
      ok(summary([slots, rounds, deposit], [mission('WEEK', { period: 'weekly' })])),
    );
    api.on('GET', missionLeaderboardPath, () => ok(board()));
    renderApp('/member?page=missionLeaderboard');

    const slotCard = await card('SLOT');
    expect(slotCard.getByText('In progress')).toBeInTheDocument();
    expect(slotCard.getByText(/^Bet .*10\.00 on /)).toBeInTheDocument();
    const bar = slotCard.getByRole('progressbar', { name: 'Progress of Mission SLOT' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/6\.00 of .*10\.00/);
    expect(slotCard.queryByRole('button')).not.toBeInTheDocument();
    expect((await card('ROUNDS')).getByRole('button', { name: 'Claim reward' })).toBeInTheDocument();
    expect((await card('ROUNDS')).getByText('Play 3 game rounds')).toBeInTheDocument();
    expect((await card('DEPOSIT')).getByText('Reward paid for this period')).toBeInTheDocument();
    expect((await card('DEPOSIT')).getByText('Make 1 deposit')).toBeInTheDocument();
    expect(screen.getByText('Resets in')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Daily (1)' })).toHaveAttribute('aria-selected', 'true');

    const list = within(await screen.findByRole('list', { name: 'Leaderboard' }));
    expect(list.getByText('lu***88')).toBeInTheDocument();
    expect(list.getByText('player01 (you)').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Your rank: 3 · missions claimed: 1');

    const menu = within(screen.getByRole('navigation', { name: 'Member centre menu' }));
    expect(menu.getByRole('link', { name: /Missions/ })).toHaveAccessibleName('Missions, 1 to claim');
  });

  it('switches to the weekly missions and board', async () => {
    const api = await memberApi();
    api.on('GET', missionSummaryPath, () => ok(summary([mission('DAY')], [mission('WEEK', { period: 'weekly' })])));
    api.on('GET', missionLeaderboardPath, () => ok(board()));
    renderApp('/member?page=missionLeaderboard');
    await card('DAY');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(await card('WEEK')).toBeTruthy();
    expect(screen.getByText(/d \d+ h$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET', missionLeaderboardPath).some((r) => r.query.get('period') === 'weekly')).toBe(true),
    );
  });

  it('claims a completed mission: a toast, the missions and the balance read again', async () => {
    const api = await memberApi();
    let state: Mission['state'] = 'completed';
    const answer = () => ok(summary([mission('ROUNDS', { id: '7', progress: '3', state })]));
    api.on('GET', missionSummaryPath, answer);
    api.on('GET', missionLeaderboardPath, () =>
      ok(board({ entries: [], me: { rank: null, account: 'player01', completed: 0 } })),
    );
    api.on('POST', '/wps/missions/7/claim', () => {
      state = 'claimed';
      return answer();
    });
    renderApp('/member?page=missionLeaderboard');
    const rounds = await card('ROUNDS');
    expect(await screen.findByText('Nobody on the board yet')).toBeInTheDocument();
    expect(screen.getByTestId('my-rank')).toHaveTextContent('Claim a mission to join the board.');
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    await userEvent.setup().click(rounds.getByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByText('Mission reward claimed: it is in your balance.')).toBeInTheDocument();
    expect(await rounds.findByText('Claimed')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
  });

  it('says why a claim was refused, and offers a retry when the missions fail to load', async () => {
    const api = await memberApi();
    let fail = true;
    api.on('GET', missionSummaryPath, () =>
      fail
        ? failure('INTERNAL_ERROR', 'error.unknown', 500)
        : ok(summary([mission('ROUNDS', { id: '7', progress: '3', state: 'completed' })])),
    );
    api.on('GET', missionLeaderboardPath, () => ok(board()));
    api.on('POST', '/wps/missions/7/claim', () =>
      failure('REWARD_NOT_CLAIMABLE', 'error.reward_not_claimable', 409, { field: 'params.id' }),
    );
    renderApp('/member?page=missionLeaderboard');
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: /Retry|Try again/ });
    fail = false;
    await user.click(retry);
    await user.click((await card('ROUNDS')).getByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
