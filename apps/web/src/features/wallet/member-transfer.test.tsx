import { memberPaths, walletPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { TransferUplinePage } from './components/TransferUplinePage';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.setItem('token', 'tok-1'));

const transferResult = (counterparty: string, amount: string) =>
  ok({ transferId: '9', counterparty, amount, balance: '400000' });

async function memberApi() {
  const api = await fakeApi();
  api.on('GET', memberPaths.balance, () =>
    ok({
      currency: 'VND',
      total: '500000',
      wallets: [{ wallet: 'MAIN', name: 'Main', currency: 'VND', balance: '500000', pending: '0' }],
      partial: false,
    }),
  );
  return api;
}

async function fill(scope: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(scope.getByLabelText(/^Amount/), amount);
  await user.type(scope.getByLabelText(/^Payment password/), '123456');
}

describe('transferUpline', () => {
  it('says so when the account has no upline', async () => {
    const api = await memberApi();
    api.on('GET', walletPaths.upline, () => ok({ upline: null }));
    renderApp('/member?page=transferUpline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer to upline' })).toBeInTheDocument();
    expect(await screen.findByText('No upline')).toBeInTheDocument();
    expect(screen.getByText('Your account has no upline, so there is no one to transfer to.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });

  it('sends amount, payment password and remark encrypted with an Idempotency-Key after a confirmation', async () => {
    const api = await memberApi();
    api.on('GET', walletPaths.upline, () => ok({ upline: 'boss' }));
    api.on('POST', walletPaths.upline, () => transferResult('boss', '25000'));
    const user = userEvent.setup();
    renderInApp(<TransferUplinePage />);
    expect(await screen.findByText('boss')).toBeInTheDocument();
    const form = within(screen.getByRole('region', { name: 'Transfer to your upline' }));
    await waitFor(() => expect(form.getByText('Available: ₫5,000.00')).toBeInTheDocument());

    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('Please enter an amount.')).toBeInTheDocument();
    expect(form.getByText('The payment password is six digits.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Amount/), '6000');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('The balance is not enough for this amount.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Amount/));
    await fill(form, user, '250');
    await user.type(form.getByLabelText(/^Remark/), 'for the team');
    await user.click(form.getByRole('button', { name: 'Send' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    expect(dialog.getByText('Send ₫250.00 to boss?')).toBeInTheDocument();
    expect(dialog.getByText('Money sent to another account cannot be called back.')).toBeInTheDocument();
    expect(api.calls('POST', walletPaths.upline)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Confirm and send' }));

    expect(await screen.findByText('₫250.00 sent to boss.')).toBeInTheDocument();
    const [sent] = api.calls('POST', walletPaths.upline);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toEqual({ amount: '250', paymentPassword: '123456', remark: 'for the team' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveValue('');
  });

  it('shows a wrong payment password next to its field and starts a new attempt with a new key', async () => {
    const api = await memberApi();
    api.on('GET', walletPaths.upline, () => ok({ upline: 'boss' }));
    api.on('POST', walletPaths.upline, () =>
      failure('PAYMENT_PASSWORD_INCORRECT', 'error.payment_password_incorrect', 400, {
        field: 'body.paymentPassword',
      }),
    );
    const user = userEvent.setup();
    renderInApp(<TransferUplinePage />);
    const form = within(await screen.findByRole('region', { name: 'Transfer to your upline' }));
    await fill(form, user, '10');
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(form.getByRole('button', { name: 'Send' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
      expect(await form.findByText('The payment password is incorrect.')).toBeInTheDocument();
    }
    const keys = api.calls('POST', walletPaths.upline).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('names the turnover still to play when a bonus holds the money, with the way to the reward centre', async () => {
    const api = await memberApi();
    api.on('GET', walletPaths.upline, () => ok({ upline: 'boss' }));
    api.on('POST', walletPaths.upline, () =>
      failure('TURNOVER_REQUIRED', 'error.turnover_required', 409, {
        field: 'body.amount',
        params: { remaining: '600000' },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/member?page=transferUpline');
    const form = within(await screen.findByRole('region', { name: 'Transfer to your upline' }));
    await fill(form, user, '20');
    await user.click(form.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(
      await form.findByText(
        'Play through your bonus first: ₫6,000.00 of valid bets are still to go before money can be withdrawn or transferred.',
      ),
    ).toBeInTheDocument();
    await user.click(form.getByRole('link', { name: 'See your turnover in the reward centre' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=rewardCenter'));
  });

  it('keeps the confirmation open after a network failure and retries with the same key', async () => {
    const api = await memberApi();
    api.on('GET', walletPaths.upline, () => ok({ upline: 'boss' }));
    let answered = 0;
    api.on('POST', walletPaths.upline, () => {
      answered++;
      return answered === 1 ? new Response('Bad gateway', { status: 502 }) : transferResult('boss', '1000');
    });
    const user = userEvent.setup();
    renderInApp(<TransferUplinePage />);
    const form = within(await screen.findByRole('region', { name: 'Transfer to your upline' }));
    await fill(form, user, '10');
    await user.click(form.getByRole('button', { name: 'Send' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm and send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Network link abnormal, please retry.');
    await user.click(dialog.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('₫10.00 sent to boss.')).toBeInTheDocument();
    const keys = api.calls('POST', walletPaths.upline).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('agent transfer to a downline', () => {
  it('is a card of the back office that pays a named team member, and names an unknown one at its field', async () => {
    const api = await memberApi();
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'agent', isAgent: true, type: 1 })));
    const sent: unknown[] = [];
    api.on('POST', walletPaths.downline, (request) => {
      sent.push(request.body);
      return sent.length === 1
        ? failure('NOT_FOUND', 'error.not_found', 404, { field: 'body.downline' })
        : transferResult('carol', '5000');
    });
    const user = userEvent.setup();
    renderApp('/agentHome');
    const card = within(await screen.findByRole('region', { name: 'Transfer to downline' }));
    await user.type(card.getByLabelText(/^Downline username/), 'nobody');
    await fill(card, user, '50');
    await user.click(card.getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await card.findByText('No member of your team has this username.')).toBeInTheDocument();
    expect(card.getByLabelText(/^Downline username/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(card.getByLabelText(/^Downline username/));
    await user.type(card.getByLabelText(/^Downline username/), 'carol');
    await user.click(card.getByRole('button', { name: 'Send' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    expect(dialog.getByText('Send ₫50.00 to carol?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('₫50.00 sent to carol.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ downline: 'carol', amount: '50', paymentPassword: '123456' });
    const calls = api.calls('POST', walletPaths.downline);
    expect(calls.every((call) => call.encrypted && call.headers['Idempotency-Key'])).toBe(true);
  });
});
