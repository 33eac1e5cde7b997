import {
  type BetRecord,
  betRecordPaths,
  builtinPaths,
  memberPaths,
  type SlotInfo,
  type SlotSpin,
} from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { signIn, unreadCountPath } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const lines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
];
const info = (overrides: Partial<SlotInfo> = {}): SlotInfo => ({
  gameCode: 'LUCKY5',
  name: 'Lucky Fives',
  reels: 5,
  rows: 3,
  lines,
  paytable: { SEVEN: [20, 100, 500], KING: [5, 20, 100] },
  rtpPercent: 96.1,
  betOptions: ['100', '500', '1000'],
  currency: 'VND',
  balance: '10000',
  mode: 'real',
  ...overrides,
});
const row = ['KING', 'SEVEN', 'QUEEN'] as const;
const winning: SlotSpin = {
  roundId: 'r-1',
  grid: [[...row], [...row], ['SCATTER', 'SEVEN', 'SCATTER'], ['ACE', 'SEVEN', 'NINE'], ['TEN', 'BELL', 'SCATTER']],
  wins: [
    { line: 1, symbol: 'SEVEN', count: 4, amount: '1000' },
    { line: 0, symbol: 'SCATTER', count: 3, amount: '500' },
  ],
  bet: '500',
  win: '1500',
  balance: '11000',
};

/** Reduced motion: the reels stop at once, so the tests need not wait for the animation. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function slotApi(spin: (body: unknown) => Response | Promise<Response>) {
  const api = await fakeApi();
  signIn();
  api.on('GET', builtinPaths.info, () => ok(info()));
  api.on('POST', builtinPaths.spin, ({ body }) => spin(body));
  return api;
}

const openSlot = () => renderApp('/seamless?session=session-token-0123456789abcdef&game=LUCKY5');

describe('the built-in slot page', () => {
  it('spins with the chosen bet, shows the win line, the win and the balance, and refreshes the header balance', async () => {
    preferReducedMotion();
    const api = await slotApi(() => ok(winning));
    const user = userEvent.setup();
    openSlot();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Fives' })).toBeInTheDocument();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('₫100.00');
    expect(screen.getAllByRole('group', { name: /^Reel \d$/ })).toHaveLength(5);

    await user.selectOptions(screen.getByLabelText('Bet'), '₫5.00');
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('You won ₫15.00!')).toBeInTheDocument();
    expect(api.calls('POST', builtinPaths.spin)[0]!.body).toEqual({
      session: 'session-token-0123456789abcdef',
      bet: '500',
    });
    expect(screen.getByText('Line 1: 4 × Seven pays ₫10.00')).toBeInTheDocument();
    expect(screen.getByText('Scatter: 3 anywhere pays ₫5.00')).toBeInTheDocument();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('₫110.00');
    expect(screen.getByTestId('slot-win')).toHaveTextContent('₫15.00');
    // Line 1 is the middle row, won on the first four reels; the scatters light up wherever they are.
    const reels = screen.getAllByRole('group', { name: /^Reel \d$/ });
    const lit = reels.map((reel) =>
      [...reel.querySelectorAll('.reel__cell')].map((cell) => (cell.classList.contains('reel__cell--win') ? 1 : 0)),
    );
    expect(lit).toEqual([
      [0, 1, 0],
      [0, 1, 0],
      [1, 1, 1],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    expect(within(reels[0]!).getByRole('img', { name: 'Seven' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
  });

  it('cannot be spun twice at once: the button waits for the round', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = await slotApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    openSlot();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await user.click(spin);
    const spinning = screen.getByRole('button', { name: 'Spinning' });
    expect(spinning).toBeDisabled();
    expect(screen.getByLabelText('Bet')).toBeDisabled();
    await user.click(spinning);
    expect(api.calls('POST', builtinPaths.spin)).toHaveLength(1);
    answer(ok({ ...winning, wins: [], win: '0', balance: '9900' }));
    // The reels turn a moment longer and stop one after the other.
    expect(await screen.findByRole('button', { name: 'Spin' }, { timeout: 3000 })).toBeEnabled();
    expect(screen.getByText('No win this time.')).toBeInTheDocument();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('₫99.00');
  });

  it('says why a spin was refused and keeps the balance', async () => {
    preferReducedMotion();
    await slotApi(() => failure('INSUFFICIENT_FUNDS', 'error.insufficient_funds', 400));
    const user = userEvent.setup();
    openSlot();
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/balance/i);
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('₫100.00');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('shows the paytable, and explains a missing or ended game session', async () => {
    preferReducedMotion();
    const api = await slotApi(() => ok(winning));
    const user = userEvent.setup();
    const view = openSlot();
    await user.click(await screen.findByRole('button', { name: 'Paytable' }));
    const table = within(await screen.findByRole('dialog', { name: 'Paytable' }));
    expect(table.getByRole('row', { name: 'Seven 20× 100× 500×' })).toBeInTheDocument();
    expect(table.getByText('Return to player: 96.10%, proven by simulation.')).toBeInTheDocument();
    view.unmount();

    renderApp('/seamless');
    expect(await screen.findByText('No game is open')).toBeInTheDocument();

    api.on('GET', builtinPaths.info, () => failure('GAME_SESSION_INVALID', 'error.game_session_invalid', 401));
    renderApp('/seamless?session=expired-session-0123456789');
    expect(await screen.findByText('The game session has ended. Please open the game again.')).toBeInTheDocument();
  });

  it('a spin is in the betting record opened from the game, without a reload (issue 22)', async () => {
    preferReducedMotion();
    const record = (roundId: string): BetRecord => ({
      roundId,
      time: new Date().toISOString(),
      gameName: 'Lucky Fives',
      vassalage: 'BUILTIN',
      vendorName: 'Aurora Originals',
      gameType: 'RNG',
      stake: '500',
      win: '0',
      profit: '-500',
      status: 'settled',
      mode: 'real',
    });
    const rounds = [record('before')];
    const api = await slotApi(() => {
      rounds.unshift(record('r-1'));
      return ok(winning);
    });
    api.on('GET', unreadCountPath, () => ok({ count: 0 }));
    api.on('GET', betRecordPaths.bets, ({ query }) =>
      ok({
        items: rounds,
        page: Number(query.get('page')),
        pageSize: Number(query.get('pageSize')),
        total: rounds.length,
      }),
    );
    const user = userEvent.setup();
    // The browser's own cache rules: a list read a moment ago counts as fresh for 30 seconds.
    const { router } = renderApp('/member?page=personalHistoryCopy', { browserCache: true });
    const rows = async () =>
      within(await screen.findByRole('table', { name: 'Betting record' }, { timeout: 15000 })).getAllByRole('row');
    expect(await rows()).toHaveLength(2);

    await act(() => router.navigate('/seamless?session=session-token-0123456789abcdef&game=LUCKY5'));
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('You won ₫15.00!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Betting record' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });
});
