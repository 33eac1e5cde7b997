import { type BetRecord, betRecordPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';

// 20:00 UTC on the 15th is already the 16th at the site (Asia/Ho_Chi_Minh, UTC+7): days are the site's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-15T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const round = (roundId: string, overrides: Partial<BetRecord> = {}): BetRecord => ({
  roundId,
  time: '2025-01-15T12:34:56Z',
  gameName: 'Lucky Sevens Deluxe',
  vassalage: 'BUILTIN',
  vendorName: 'Aurora Originals',
  gameType: 'RNG',
  stake: '1000',
  win: '0',
  profit: '-1000',
  status: 'settled',
  mode: 'real',
  ...overrides,
});

const pageOf = (items: BetRecord[], query: URLSearchParams, total = items.length) =>
  ok({ items, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')), total });

const table = () => screen.findByRole('table', { name: 'Betting record' });

describe('personalHistoryCopy', () => {
  it('lists the rounds of the last 7 site days with stake, win, coloured profit, status and mode', async () => {
    const api = await memberApi();
    api.on('GET', betRecordPaths.bets, ({ query }) =>
      pageOf(
        [
          round('B1', { win: '4500', profit: '3500' }),
          round('B2'),
          round('B3', { status: 'rolled_back', profit: '0', mode: 'trial' }),
        ],
        query,
      ),
    );
    const user = userEvent.setup();
    renderApp('/member?page=personalHistoryCopy');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = api.calls('GET', betRecordPaths.bets)[0]!.query;
    expect([first.get('from'), first.get('to')]).toEqual(['2025-01-10', '2025-01-16']);

    expect(rows[1]).toHaveTextContent('Lucky Sevens Deluxe');
    // The vendor and category by name, never by code (issue 22, 24).
    expect(rows[1]).toHaveTextContent('Slots · Aurora Originals');
    expect(rows[1]).toHaveTextContent('Round B1');
    expect(document.body.textContent).not.toMatch(/\b(BUILTIN|RNG)\b/);
    expect(within(rows[1]!).getByText('+₫35.00')).toHaveClass('amount--credit');
    expect(within(rows[1]!).getByText('₫45.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-₫10.00')).toHaveClass('amount--debit');
    expect(within(rows[1]!).getByText('Settled')).toHaveClass('badge--success');
    expect(within(rows[3]!).getByText('Refunded')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Free trial');
    expect(rows[1]).toHaveTextContent('Real money');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls('GET', betRecordPaths.bets).at(-1)!.query.get('from')).toBe('2025-01-16'));
  });

  it('says so when the period has no rounds', async () => {
    const api = await memberApi();
    api.on('GET', betRecordPaths.bets, ({ query }) => pageOf([], query));
    renderApp('/member?page=personalHistoryCopy');
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
  });
});
