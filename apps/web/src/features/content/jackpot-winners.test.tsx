import { jackpotPaths } from '@portal/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderInApp } from '../../test/render-in-app';
import { JackpotTicker } from './components/JackpotTicker';
import { WinnersBoard } from './components/WinnersBoard';
import { contentApi, jackpotFixture, stubReducedMotion, winner, winnersPath } from './content-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The live stream's answer, its events sent by the test: `send` writes one, `end` closes the stream. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (opened) => {
      controller = opened;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (live: object) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(live)}\n\n`)),
    end: () => controller.close(),
  };
}

describe('jackpot ticker', () => {
  it('shows the pool in two decimals with its published terms', async () => {
    const api = await contentApi({ jackpot: jackpotFixture() });
    api.on('GET', jackpotPaths.live, () => liveStream().response());
    renderInApp(<JackpotTicker />);
    const amount = await screen.findByTestId('jackpot-amount');
    expect(amount).toHaveTextContent('₫123,456.78');
    expect(amount).toHaveClass('figures');
    expect(screen.getByText('1 % of every slot bet · a ₫1.00 bet wins one time in 10,000,000')).toBeInTheDocument();
    expect(screen.queryByTestId('jackpot-last-win')).toBeNull();
  });

  it('moves with the live stream: the pool grows, then a win starts it again and names the winner', async () => {
    const api = await contentApi({ jackpot: jackpotFixture() });
    const stream = liveStream();
    api.on('GET', jackpotPaths.live, () => stream.response());
    renderInApp(<JackpotTicker />);
    const amount = await screen.findByTestId('jackpot-amount');
    await vi.waitFor(() => expect(api.calls('GET', jackpotPaths.live)).toHaveLength(1));
    act(() => stream.send({ amount: '12355678', lastWin: null }));
    await vi.waitFor(() => expect(amount).toHaveTextContent('₫123,556.78'));
    const lastWin = {
      customerName: 'pl***01',
      gameName: 'Lucky Sevens',
      amount: '12355678',
      wonAt: '2026-11-28T10:00:00Z',
    };
    act(() => stream.send({ amount: '10000000', lastWin }));
    await vi.waitFor(() => expect(amount).toHaveTextContent('₫100,000.00'));
    expect(screen.getByTestId('jackpot-last-win')).toHaveTextContent(
      'Last won by pl***01: ₫123,556.78 on Lucky Sevens',
    );
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
