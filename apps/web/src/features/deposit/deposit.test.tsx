import { cashierPaths, type DepositRecord, memberPaths, type PaymentChannel } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi, unreadCountPath } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const bank: PaymentChannel = {
  id: '1',
  code: 'BANK',
  kind: 'bank_transfer',
  name: 'Bank transfer',
  minAmount: '1000',
  maxAmount: '1000000',
  instructions: { bank: 'Demo Bank', accountName: 'Lucky Star Ltd', accountNumber: '000-123-456' },
  note: 'Write your username as the transfer reference.',
};
const demo: PaymentChannel = {
  id: '2',
  code: 'DEMO',
  kind: 'instant_demo',
  name: 'Instant',
  minAmount: '100',
  maxAmount: '100000',
  instructions: {},
  note: null,
};

const record = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  id: '41',
  number: 1,
  channel: 'Instant',
  amount: '5000',
  status: 'credited',
  rejectReason: null,
  createdAt: '2025-01-15T12:34:56Z',
  ...overrides,
});

async function depositApi(records: DepositRecord[] = []) {
  const api = await memberApi();
  api.on('GET', cashierPaths.channels, () => ok([bank, demo]));
  api.on('GET', cashierPaths.deposits, ({ query }) => {
    const status = query.get('status');
    const items = status ? records.filter((r) => r.status === status) : records;
    return ok({ items, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')), total: items.length });
  });
  return api;
}

const form = async () => {
  const panel = await screen.findByRole('region', { name: 'New deposit' });
  return within(panel);
};

describe('depositv2', () => {
  it('lists the channels with limits, marks the demo one and shows where to send a bank transfer', async () => {
    await depositApi();
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const panel = await form();
    const bankRadio = await panel.findByRole('radio', { name: /Bank transfer/ });
    expect(bankRadio).toBeChecked();
    expect(bankRadio.closest('label')).toHaveTextContent('From ₫10.00 to ₫10,000.00');
    expect(panel.getByText('Lucky Star Ltd')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(panel.getByText('Write your username as the transfer reference.')).toBeInTheDocument();

    const demoRadio = panel.getByRole('radio', { name: /Instant/ });
    expect(demoRadio.closest('label')).toHaveTextContent('DEMO');
    expect(demoRadio.closest('label')).toHaveTextContent('not a real payment');
    await user.click(demoRadio);
    expect(panel.queryByText('Lucky Star Ltd')).not.toBeInTheDocument();
  });

  it('checks the amount in the browser against the chosen channel, without asking the server', async () => {
    const api = await depositApi();
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const panel = await form();
    const amount = await panel.findByLabelText(/Amount/);
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByText('Please enter an amount.')).toBeInTheDocument();
    await user.type(amount, '1,000');
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByText('Enter digits with at most one decimal point, e.g. 100.50.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByText('Enter an amount from ₫10.00 to ₫10,000.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', cashierPaths.deposit)).toHaveLength(0);
    // The demo channel allows less.
    await user.click(panel.getByRole('radio', { name: /Instant/ }));
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.calls('POST', cashierPaths.deposit)).toHaveLength(1));
  });

  it('credits a demo deposit at once and reads the balance, records and unread count again', async () => {
    const api = await depositApi();
    api.on('POST', cashierPaths.deposit, () => ok(record()));
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const panel = await form();
    await user.click(await panel.findByRole('radio', { name: /Instant/ }));
    await user.type(panel.getByLabelText(/Amount/), '50');
    const before = {
      balance: api.calls('GET', memberPaths.balance).length,
      records: api.calls('GET', cashierPaths.deposits).length,
      unread: api.calls('GET', unreadCountPath).length,
    };
    api.on('GET', memberPaths.balance, () => ok({ currency: 'VND', total: '128450', wallets: [], partial: false }));
    await user.click(panel.getByRole('button', { name: 'Deposit' }));

    expect(await panel.findByText('Deposit credited')).toBeInTheDocument();
    expect(panel.getByText('₫50.00 has been added to your balance.')).toBeInTheDocument();
    const [post] = api.calls('POST', cashierPaths.deposit);
    expect(post!.body).toEqual({ channelId: '2', amount: '50' });
    expect(post!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₫1,284.50'));
    expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(before.balance);
    expect(api.calls('GET', cashierPaths.deposits).length).toBeGreaterThan(before.records);
    expect(api.calls('GET', unreadCountPath).length).toBeGreaterThan(before.unread);
  });

  it('says an operator will confirm a bank transfer', async () => {
    const api = await depositApi();
    api.on('POST', cashierPaths.deposit, () => ok(record({ status: 'pending', channel: 'Bank transfer' })));
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const panel = await form();
    await user.type(await panel.findByLabelText(/Amount/), '50');
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByText('Deposit request sent')).toBeInTheDocument();
    expect(panel.getByText(/An operator will confirm your deposit/)).toBeInTheDocument();
    // The member's own count, not the row id that counts every member's deposits (issue 22, finding 25).
    expect(panel.getByText('Your deposit request no. 1')).toBeInTheDocument();
    expect(panel.queryByText(/41/)).not.toBeInTheDocument();
    expect(panel.getByText('000-123-456')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Make another deposit' }));
    expect(panel.getByLabelText(/Amount/)).toHaveValue('');
  });

  it('retries after a network failure with the same key, and uses a new key for a new deposit', async () => {
    const api = await depositApi();
    let online = false;
    api.on('POST', cashierPaths.deposit, () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok(record({ status: 'pending' }));
    });
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const panel = await form();
    await user.type(await panel.findByLabelText(/Amount/), '20');
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(/network/i);
    online = true;
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByText('Deposit request sent')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Make another deposit' }));
    await user.type(panel.getByLabelText(/Amount/), '20');
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.calls('POST', cashierPaths.deposit)).toHaveLength(3));
    const keys = api.calls('POST', cashierPaths.deposit).map((call) => call.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("puts the server's refusal under the field it names", async () => {
    const api = await depositApi();
    api.on('POST', cashierPaths.deposit, () =>
      failure('AMOUNT_INVALID', 'error.amount_invalid', 400, {
        field: 'body.amount',
        params: { problem: 'outside_limits', min: '1000', max: '2000' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const panel = await form();
    const amount = await panel.findByLabelText(/Amount/);
    await user.type(amount, '50');
    await user.click(panel.getByRole('button', { name: 'Deposit' }));
    expect(await panel.findByText('Enter an amount from ₫10.00 to ₫20.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the deposit records with their status, filtered by status', async () => {
    const api = await depositApi([
      record({ id: '1742', number: 2 }),
      record({ id: '42', number: 1, status: 'rejected', rejectReason: 'No money arrived', amount: '100000' }),
    ]);
    const user = userEvent.setup();
    renderApp('/member?page=depositv2');
    const table = await screen.findByRole('table', { name: 'Deposit records' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('01/15/2025, 19:34:56');
    const numbers = within(table)
      .getAllByRole('cell')
      .filter((cell) => /^\d+$/.test(cell.textContent ?? ''));
    expect(numbers.map((cell) => cell.textContent)).toEqual(['2', '1']);
    expect(rows[2]).toHaveTextContent('₫1,000.00');
    expect(rows[2]).toHaveTextContent('Rejected');
    expect(rows[2]).toHaveTextContent('No money arrived');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    expect(api.calls('GET', cashierPaths.deposits).at(-1)!.query.get('status')).toBe('pending');
  });
});
