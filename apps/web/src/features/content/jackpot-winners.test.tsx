import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderInApp } from '../../test/render-in-app';
import { JackpotTicker } from './components/JackpotTicker';
import { WinnersBoard } from './components/WinnersBoard';
import { contentApi, stubReducedMotion, winner, winnersPath } from './content-fixtures';
import { hundredthsToDecimal, toHundredths } from './hooks/use-jackpot-ticker';

/**
 * Records when the ticker's timers (3 to 5 s) were set, so a test knows exactly how long the next one
 * has left however long the first answer took to arrive.
 */
function watchTickerTimers() {
  const scheduled: { delay: number; at: number }[] = [];
  const fakeSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
    if (delay !== undefined && delay >= 3000 && delay <= 5000) scheduled.push({ delay, at: Date.now() });
    return fakeSetTimeout(handler, delay);
  }) as typeof setTimeout);
  return {
    delays: () => scheduled.map((timer) => timer.delay),
    untilNext: () => {
      const last = scheduled.at(-1)!;
      return last.at + last.delay - Date.now();
    },
  };
}

afterEach(() => {
  // The timer spy wraps the fake setTimeout: undo it before the real timers come back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('jackpot ticker', () => {
  it('converts minor units of any currency to hundredths and back', () => {
    expect(toHundredths('123456', 2)).toBe(123_456);
    expect(toHundredths('3456789000', 0)).toBe(345_678_900_000);
    expect(toHundredths('1234567', 3)).toBe(123_456);
    expect(hundredthsToDecimal(123_405)).toBe('1234.05');
  });

  it("starts at the server's amount and grows by 100 to 500 every 3 to 5 seconds, in two decimals", async () => {
    await contentApi({ jackpot: { amount: '12345678', max: '99999999' } });
    // The smallest draw: every 3 seconds, 100.00 more.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = watchTickerTimers();
    renderInApp(<JackpotTicker />);
    const amount = await screen.findByTestId('jackpot-amount');
    expect(amount).toHaveTextContent('₫123,456.78');
    expect(amount).toHaveClass('figures');
    await act(() => vi.advanceTimersByTimeAsync(timers.untilNext() - 60));
    expect(amount).toHaveTextContent('₫123,456.78');
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(amount).toHaveTextContent('₫123,556.78');
    expect(timers.delays()).toEqual([3000, 3000]);
  });

  it('waits at most 5 seconds for at most 500.00, and wraps at the maximum back to the start', async () => {
    await contentApi({ jackpot: { amount: '12345678', max: '12400000' } });
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = watchTickerTimers();
    renderInApp(<JackpotTicker />);
    const amount = await screen.findByTestId('jackpot-amount');
    await act(() => vi.advanceTimersByTimeAsync(timers.untilNext() - 60));
    expect(amount).toHaveTextContent('₫123,456.78');
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(amount).toHaveTextContent('₫123,956.78');
    // 124,456.78 would pass the maximum of 124,000.00: back to where it started.
    await act(() => vi.advanceTimersByTimeAsync(timers.untilNext() + 60));
    expect(amount).toHaveTextContent('₫123,456.78');
    expect(timers.delays().every((delay) => delay === 5000)).toBe(true);
  });

  it('shows nothing on a site without a jackpot', async () => {
    const api = await contentApi();
    api.on('GET', '/wps/content/jackpot', () => failure('NOT_FOUND', 'error.not_found', 404));
    const { container } = renderInApp(<JackpotTicker />);
    await vi.waitFor(() => expect(api.calls('GET', '/wps/content/jackpot')).toHaveLength(1));
    await vi.waitFor(() => expect(container.querySelector('.jackpot')).toBeNull());
  });
});

describe('winners board', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => winner(index + 1));

  it('asks for 20 wins of every category and puts the first three on the podium, the rest in the scroll', async () => {
    const api = await contentApi({ winners: twenty });
    renderInApp(<WinnersBoard />);
    await screen.findAllByText('pl***4');
    const board = screen.getByRole('region', { name: 'Winners' });
    const [places, scrolled] = within(board).getAllByRole('list');
    const placeRows = within(places!).getAllByRole('listitem');
    expect(placeRows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Place 1pl***1Game 1₫9,990.00'),
      expect.stringContaining('Place 2pl***2Game 2'),
      expect.stringContaining('Place 3pl***3Game 3'),
    ]);
    // The scroll holds the 4th to the 20th twice; the copy is hidden from assistive technology.
    const readable = within(scrolled!).getAllByRole('listitem');
    expect(readable).toHaveLength(17);
    expect(readable[0]).toHaveTextContent('pl***4');
    expect(within(scrolled!).queryByText('pl***1')).toBeNull();
    expect(scrolled!.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(17);
    expect(scrolled).toHaveClass('winners__track--moving');
    const [call] = api.calls('GET', winnersPath);
    expect(Object.fromEntries(call!.query)).toEqual({ gameCategory: 'ALL', language: 'EN', limitNum: '20' });
  });

  it('stands still with reduced motion: one copy of the list', async () => {
    stubReducedMotion();
    await contentApi({ winners: twenty });
    renderInApp(<WinnersBoard />);
    await screen.findByText('pl***4');
    const board = screen.getByRole('region', { name: 'Winners' });
    const scrolled = within(board).getAllByRole('list')[1]!;
    expect(scrolled.querySelectorAll('li')).toHaveLength(17);
    expect(scrolled).not.toHaveClass('winners__track--moving');
  });

  it('says so when nobody has won yet', async () => {
    await contentApi({ winners: [] });
    renderInApp(<WinnersBoard />);
    expect(await screen.findByText('No wins to show yet')).toBeInTheDocument();
  });

  it('offers a retry when the board cannot be read', async () => {
    const api = await contentApi();
    let calls = 0;
    api.on('GET', winnersPath, () =>
      ++calls === 1 ? failure('INTERNAL_ERROR', 'error.unknown', 500) : ok([winner(1)]),
    );
    const user = userEvent.setup();
    renderInApp(<WinnersBoard />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('pl***1')).toBeInTheDocument();
  });
});
