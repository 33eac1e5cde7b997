import { memberPaths, withdrawPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { bankAccount, withdrawal } from '../../test/money-fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { WithdrawPage } from './components/WithdrawPage';
import { withdrawApi } from './withdraw-fixtures';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.setItem('token', 'tok-1'));

const requestPanel = async () => within(await screen.findByRole('region', { name: 'Request a withdrawal' }));

describe('withdraw: request', () => {
  it('guides a member without payment password or bank account to the security centre', async () => {
    await withdrawApi({ paymentPasswordSet: false, accounts: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/member?page=withdraw');
    const panel = await requestPanel();
    expect(await panel.findByText('Before your first withdrawal')).toBeInTheDocument();
    expect(panel.getByText('Set a payment password. Add a bank account to receive the money.')).toBeInTheDocument();
    expect(panel.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('link', { name: 'Go to the security centre' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=securityCenter'));
  });

  it('checks the amount against the limits and the balance, confirms, then sends it encrypted with a key', async () => {
    const api = await withdrawApi();
    api.on('POST', withdrawPaths.withdraw, () =>
      ok(withdrawal('77', { amount: '20000', accountNumberMasked: '****0034' })),
    );
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    const panel = await requestPanel();
    expect(await panel.findByText('Withdrawals today: 1 of 3')).toBeInTheDocument();
    expect(panel.getByText(/you have 60 minutes to confirm receipt/)).toBeInTheDocument();
    expect(panel.getByText('Per withdrawal: ₫100.00 to ₫50,000.00')).toBeInTheDocument();
    await waitFor(() => expect(panel.getByText('Available: ₫5,000.00')).toBeInTheDocument());
    expect(panel.getByText(/cannot be cancelled once requested/)).toBeInTheDocument();

    await user.type(panel.getByLabelText(/^Amount/), '50');
    await user.type(panel.getByLabelText(/^Payment password/), '123456');
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));
    expect(await panel.findByText('Enter an amount from ₫100.00 to ₫50,000.00.')).toBeInTheDocument();
    await user.clear(panel.getByLabelText(/^Amount/));
    await user.type(panel.getByLabelText(/^Amount/), '6000');
    expect(await panel.findByText('The balance is not enough for this amount.')).toBeInTheDocument();
    await user.clear(panel.getByLabelText(/^Amount/));
    await user.type(panel.getByLabelText(/^Amount/), '200');
    await user.selectOptions(panel.getByLabelText(/^Bank account/), '34');
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    const recordReads = api.calls('GET', withdrawPaths.withdrawals).length;
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
    expect(dialog.getByText('Withdraw ₫200.00 to ACB ****0034?')).toBeInTheDocument();
    expect(dialog.getByText(/cannot be cancelled once requested/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Request withdrawal' }));

    expect(await screen.findByText('Withdrawal of ₫200.00 requested.')).toBeInTheDocument();
    const [sent] = api.calls('POST', withdrawPaths.withdraw);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toEqual({ bankAccountId: '34', amount: '200', paymentPassword: '123456' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
    await waitFor(() => expect(api.calls('GET', withdrawPaths.withdrawals).length).toBeGreaterThan(recordReads));
    expect(panel.getByLabelText(/^Amount/)).toHaveValue('');
    expect(panel.getByLabelText(/^Bank account/)).toHaveValue('34');
  });

  it('shows refusals at their field or above the form', async () => {
    const api = await withdrawApi();
    let answer = failure('PAYMENT_PASSWORD_INCORRECT', 'error.payment_password_incorrect', 400, {
      field: 'body.paymentPassword',
    });
    api.on('POST', withdrawPaths.withdraw, () => answer);
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    const panel = await requestPanel();
    await user.type(await panel.findByLabelText(/^Amount/), '200');
    await user.type(panel.getByLabelText(/^Payment password/), '000000');
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(await panel.findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(panel.getByLabelText(/^Payment password/)).toHaveAttribute('aria-invalid', 'true');

    answer = failure('WITHDRAW_DAILY_LIMIT', 'error.withdraw_daily_limit', 409);
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(await panel.findByRole('alert')).toHaveTextContent("You have reached today's number of withdrawals.");
  });

  it('shows what may be withdrawn when part of the wallet is demo money, and why; holds the amount to it', async () => {
    const api = await withdrawApi({ demoMoney: '300000' });
    api.on('POST', withdrawPaths.withdraw, () =>
      failure('DEMO_MONEY_NOT_WITHDRAWABLE', 'error.demo_money_not_withdrawable', 400, {
        field: 'body.amount',
        params: { withdrawable: '150000' },
      }),
    );
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    const panel = await requestPanel();
    expect(await panel.findByText('Withdrawable: ₫2,000.00')).toBeInTheDocument();
    expect(panel.getByText(/₫3,000.00 came from the demo deposit channel/)).toBeInTheDocument();
    await user.type(panel.getByLabelText(/^Amount/), '2500');
    await user.type(panel.getByLabelText(/^Payment password/), '123456');
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));
    expect(
      await panel.findByText('Demo money cannot be withdrawn or transferred. You can take out at most ₫2,000.00.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', withdrawPaths.withdraw)).toHaveLength(0);

    // The server decides on the balance as it stands (a bet may have landed since): its figure is shown.
    await user.clear(panel.getByLabelText(/^Amount/));
    await user.type(panel.getByLabelText(/^Amount/), '2000');
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('Demo money cannot be withdrawn or transferred. You can take out at most ₫1,500.00.'),
    ).toBeInTheDocument();
  });

  it('names the turnover still to play when a bonus holds the money, with the way to the reward centre', async () => {
    const api = await withdrawApi();
    api.on('POST', withdrawPaths.withdraw, () =>
      failure('TURNOVER_REQUIRED', 'error.turnover_required', 409, {
        field: 'body.amount',
        params: { remaining: '150000' },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/member?page=withdraw');
    const panel = await requestPanel();
    await user.type(await panel.findByLabelText(/^Amount/), '200');
    await user.type(panel.getByLabelText(/^Payment password/), '123456');
    await user.click(panel.getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(
      await panel.findByText(
        'Play through your bonus first: ₫1,500.00 of valid bets are still to go before money can be withdrawn or transferred.',
      ),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('link', { name: 'See your turnover in the reward centre' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=rewardCenter'));
  });

  it("holds the form once the day's withdrawals are used up", async () => {
    await withdrawApi({ usedToday: 3, accounts: [bankAccount('12')] });
    renderInApp(<WithdrawPage />);
    const panel = await requestPanel();
    expect(await panel.findByText('Withdrawals today: 3 of 3')).toBeInTheDocument();
    expect(panel.getByText("You have reached today's number of withdrawals.")).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });
});

describe('withdraw: records', () => {
  it('lists the withdrawals with state, reject reason and receipt, filtered by state', async () => {
    const api = await withdrawApi({
      records: [
        withdrawal('3', { status: 'rejected', rejectReason: 'Account name does not match' }),
        withdrawal('2', { status: 'paid', confirmation: 'partial', receivedAmount: '100000' }),
        withdrawal('1', { status: 'paid', confirmation: null, confirmDeadline: '2025-03-01T03:00:00.000Z' }),
      ],
    });
    const user = userEvent.setup();
    renderInApp(<WithdrawPage />);
    const table = await screen.findByRole('table', { name: 'Withdrawal records' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Rejected');
    expect(rows[0]).toHaveTextContent('Account name does not match');
    expect(rows[0]).toHaveTextContent('₫1,500.00');
    expect(rows[1]).toHaveTextContent('Partly received: ₫1,000.00');
    expect(rows[2]).toHaveTextContent('Counted as received');
    expect(within(table).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    await waitFor(() => expect(api.calls('GET', withdrawPaths.withdrawals).at(-1)?.query.get('status')).toBe('paid'));
    expect(api.calls('GET', withdrawPaths.withdrawals).at(-1)?.query.get('page')).toBe('1');
  });
});
