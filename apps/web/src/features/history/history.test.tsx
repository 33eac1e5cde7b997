import { historyPaths, relayPath, type TransactionRow } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { atSiteEvening } from '../../test/site-clock';
import { stubPhoneViewport } from '../../test/viewport';

const transactionsPath = relayPath('ODSFE2_MemTransDet');

// 20:00 UTC on the 15th is already the 16th at the site (Asia/Ho_Chi_Minh, UTC+7): days are the site's.
atSiteEvening();

const row = (id: number, amount: string, overrides: Partial<TransactionRow> = {}): TransactionRow => ({
  id: String(id),
  time: '2025-01-15T12:34:56Z',
  type: 'deposit',
  wallet: 'MAIN',
  walletName: null,
  transfer: null,
  amount,
  balanceAfter: '500000',
  detail: 'Bank transfer',
  ...overrides,
});

const pageOf = <T,>(items: T[], query: URLSearchParams, total = items.length) =>
  ok({ items, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')), total });

/** The first visit loads the page's code, which takes a while under the test transform. */
const table = (name: string) => screen.findByRole('table', { name });

describe('transactionHistory', () => {
  it('opens on the last 7 site days, colours signed amounts and filters by preset and type', async () => {
    const api = await memberApi();
    api.on('GET', transactionsPath, ({ query }) =>
      pageOf([row(1, '10000'), row(2, '-2550', { type: 'withdraw', detail: null })], query),
    );
    const user = userEvent.setup();
    renderApp('/member?page=transactionHistory');
    const rows = within(await table('Transaction history')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = api.calls('GET', transactionsPath)[0]!.query;
    expect([first.get('from'), first.get('to'), first.get('type')]).toEqual(['2025-01-10', '2025-01-16', null]);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    const credit = within(rows[1]!).getByText('+₫100.00');
    expect(credit).toHaveClass('amount--credit');
    expect(within(rows[2]!).getByText('-₫25.50')).toHaveClass('amount--debit');
    expect(rows[1]).toHaveTextContent('01/15/2025, 19:34:56');
    expect(rows[2]).toHaveTextContent('Withdrawal');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls('GET', transactionsPath).at(-1)!.query.get('from')).toBe('2025-01-16'));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(api.calls('GET', transactionsPath).at(-1)!.query.get('from')).toBe('2024-12-18'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'bonus');
    await waitFor(() => expect(api.calls('GET', transactionsPath).at(-1)!.query.get('type')).toBe('bonus'));
    expect(api.calls('GET', transactionsPath).at(-1)!.query.get('to')).toBe('2025-01-16');
  });

  it('names wallets, transfers and categories in the language, never by code (issue 22, 24)', async () => {
    const api = await memberApi();
    api.on('GET', transactionsPath, ({ query }) =>
      pageOf(
        [
          row(1, '3000', {
            type: 'transfer',
            wallet: 'SBET',
            walletName: 'Aurora Sportsbook',
            transfer: { from: null, to: 'Aurora Sportsbook' },
            detail: null,
          }),
          row(2, '-3000', { type: 'transfer', transfer: { from: null, to: 'Aurora Sportsbook' }, detail: null }),
        ],
        query,
      ),
    );
    renderApp('/member?page=transactionHistory');
    const rows = within(await table('Transaction history')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Aurora Sportsbook');
    expect(rows[1]).toHaveTextContent('Main wallet → Aurora Sportsbook');
    expect(rows[2]).toHaveTextContent('Main wallet');
    expect(document.body.textContent).not.toMatch(/\b(MAIN|SBET)\b/);
  });

  it('refuses a custom range longer than 92 days, or ending after today, without asking the server', async () => {
    const api = await memberApi();
    api.on('GET', transactionsPath, ({ query }) => pageOf([row(1, '100')], query));
    renderApp('/member?page=transactionHistory');
    await table('Transaction history');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    fireEvent.change(from, { target: { value: '2024-10-01' } });
    expect(await screen.findByText('Choose at most 92 days.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(to, { target: { value: '2025-01-17' } });
    expect(await screen.findByText('Records go up to today.')).toBeInTheDocument();
    fireEvent.change(to, { target: { value: '2024-09-30' } });
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(api.calls('GET', transactionsPath).every((call) => call.query.get('from') === '2025-01-10')).toBe(true);

    // 92 days, both ends counted: allowed, and no preset is pressed any more.
    fireEvent.change(from, { target: { value: '2024-10-16' } });
    fireEvent.change(to, { target: { value: '2025-01-15' } });
    await waitFor(() => expect(api.calls('GET', transactionsPath).at(-1)!.query.get('from')).toBe('2024-10-16'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages, goes back to page 1 on a new filter, and shows empty and failed states', async () => {
    const api = await memberApi();
    const rows = Array.from({ length: 20 }, (_, index) => row(index + 1, '100'));
    api.on('GET', transactionsPath, ({ query }) =>
      query.get('type') === 'game' ? pageOf([], query, 0) : pageOf(rows, query, 45),
    );
    const user = userEvent.setup();
    renderApp('/member?page=transactionHistory');
    await table('Transaction history');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(api.calls('GET', transactionsPath).at(-1)!.query.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'game');
    expect(await screen.findByText('No transactions in this period')).toBeInTheDocument();
    expect(api.calls('GET', transactionsPath).at(-1)!.query.get('page')).toBe('1');

    api.on('GET', transactionsPath, () => failure('VALIDATION_ERROR', 'body.to', 400, { field: 'query.to' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'deposit');
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded');
  });
});

describe('personalProfit', () => {
  it('shows the totals and the rows per day and category, for the chosen range', async () => {
    const api = await memberApi();
    api.on('GET', historyPaths.profit, () =>
      ok({
        rows: [
          { day: '2025-01-14', category: 'RNG', bet: '10000', win: '4000', bonus: '1000', profit: '-5000' },
          { day: '2025-01-13', category: 'LOTT', bet: '0', win: '0', bonus: '0', profit: '0' },
          { day: '2025-01-13', category: 'OTHER', bet: '0', win: '0', bonus: '0', profit: '0' },
        ],
        totals: { bet: '10000', win: '4000', bonus: '1000', profit: '-5000' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/member?page=personalProfit');
    const rows = within(await table('Profit and loss')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/14/2025');
    // Categories by name, never by code (issue 22, 24).
    expect(rows[1]).toHaveTextContent('Slots');
    expect(rows[2]).toHaveTextContent('Lottery');
    expect(rows[3]).toHaveTextContent('Other');
    expect(within(await table('Profit and loss')).queryByText(/\b(RNG|LOTT|OTHER)\b/)).toBeNull();
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('₫100.00')).toBeInTheDocument();
    expect(within(totals).getByText('-₫50.00')).toHaveClass('amount--debit');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(api.calls('GET', historyPaths.profit).at(-1)!.query.get('from')).toBe('2025-01-16'));
  });

  it('says so when nothing was played', async () => {
    const api = await memberApi();
    api.on('GET', historyPaths.profit, () => ok({ rows: [], totals: { bet: '0', win: '0', bonus: '0', profit: '0' } }));
    renderApp('/member?page=personalProfit');
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
  });
});

describe('bonusDetails', () => {
  it('lists the bonuses of the range with their reason', async () => {
    const api = await memberApi();
    api.on('GET', historyPaths.bonuses, ({ query }) =>
      pageOf([{ id: '7', time: '2025-01-15T12:34:56Z', amount: '5000', reason: 'Welcome bonus' }], query),
    );
    renderApp('/member?page=bonusDetails');
    const rows = within(await table('Bonus details')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Welcome bonus');
    expect(within(rows[1]!).getByText('+₫50.00')).toHaveClass('amount--credit');
    const query = api.calls('GET', historyPaths.bonuses)[0]!.query;
    expect([query.get('from'), query.get('to'), query.get('page'), query.get('pageSize')]).toEqual([
      '2025-01-10',
      '2025-01-16',
      '1',
      '20',
    ]);
  });
});

describe('on a phone', () => {
  it('shows records as cards, each value with its label', async () => {
    stubPhoneViewport();
    const api = await memberApi();
    api.on('GET', transactionsPath, ({ query }) => pageOf([row(1, '-2550', { type: 'withdraw' })], query));
    renderApp('/member?page=transactionHistory');
    const cards = await screen.findByRole('list', { name: 'Transaction history' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByText('Type').nextElementSibling).toHaveTextContent('Withdrawal');
    expect(within(card).getByText('-₫25.50')).toHaveClass('amount--debit');
  });
});
