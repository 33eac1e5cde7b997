import { memberPaths, relayPath } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderBalance } from '../features/session/components/HeaderBalance';
import { TransferFundPage } from '../features/wallet/components/TransferFundPage';
import { failure, fakeApi } from '../test/fake-api';
import { ok } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { renderInApp } from '../test/render-in-app';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.setItem('token', 'tok-1'));

const wallet = (code: string, name: string, balance: string | null, pending = '0') => ({
  wallet: code,
  name,
  currency: 'VND',
  balance,
  pending,
});
const walletsPath = relayPath('GCS_merchantWallet');
const transferPath = relayPath('GCS_walletTransfer');

/** A wallet server in memory: transfers move the balances and answer them. */
async function walletApi(initial = [wallet('MAIN', 'Main wallet', '500000'), wallet('SV3', 'SV388', '2500')]) {
  const api = await fakeApi();
  let wallets = initial.map((item) => ({ ...item }));
  api.on('GET', walletsPath, () => ok(wallets));
  api.on('POST', transferPath, (request) => {
    const body = request.body as { from: string; to: string; amount: string; transactionId: string };
    const minor = BigInt(Math.round(Number(body.amount) * 100));
    wallets = wallets.map((item) => {
      if (item.wallet === body.from) return { ...item, balance: String(BigInt(item.balance ?? 0) - minor) };
      if (item.wallet === body.to) return { ...item, balance: String(BigInt(item.balance ?? 0) + minor) };
      return item;
    });
    return ok({ transactionId: body.transactionId, amount: String(minor), status: 'done', wallets });
  });
  api.on('GET', memberPaths.balance, () => {
    const total = wallets.reduce((sum, item) => sum + BigInt(item.balance ?? 0), 0n);
    const partial = wallets.some((item) => item.balance === null);
    return ok({ currency: 'VND', total: String(total), wallets, partial });
  });
  return api;
}

const transferForm = () => within(screen.getByRole('region', { name: 'Transfer between wallets' }));

/** Sends a transfer of `amount` from the main wallet on the page already open. */
async function openAndTransferOnPage(amount: string) {
  const user = userEvent.setup();
  const form = transferForm();
  await user.type(form.getByLabelText(/^Amount/), amount);
  await user.click(form.getByRole('button', { name: 'Transfer' }));
}

/** Opens the page once the wallets show and sends a transfer of `amount` from the main wallet. */
async function openAndTransfer(amount: string) {
  const user = userEvent.setup();
  renderInApp(<TransferFundPage />);
  await screen.findByTestId('wallet-MAIN');
  const form = transferForm();
  await user.type(form.getByLabelText(/^Amount/), amount);
  await user.click(form.getByRole('button', { name: 'Transfer' }));
  return { user, form };
}

describe('transferFund', () => {
  it('shows the wallets, moves money from MAIN to a vendor with a transaction id, and refreshes the balances', async () => {
    const api = await walletApi();
    const user = userEvent.setup();
    renderInApp(
      <>
        <HeaderBalance />
        <TransferFundPage />
      </>,
    );
    expect(await screen.findByTestId('wallet-MAIN')).toHaveTextContent('₫5,000.00');
    expect(screen.getByTestId('wallet-SV3')).toHaveTextContent('₫25.00');
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Main wallet');
    expect(cards[1]).toHaveTextContent('SV388');

    const form = transferForm();
    expect(form.getByLabelText('From')).toHaveValue('MAIN');
    expect(form.getByLabelText('To')).toHaveValue('SV3');
    expect(form.getByText('Available: ₫5,000.00')).toBeInTheDocument();
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    await user.type(form.getByLabelText(/^Amount/), '100.50');
    await user.click(form.getByRole('button', { name: 'Transfer' }));

    await waitFor(() => expect(screen.getByTestId('wallet-SV3')).toHaveTextContent('₫125.50'));
    expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('₫4,899.50');
    const [sent] = api.calls('POST', transferPath);
    expect(sent?.body).toMatchObject({ from: 'MAIN', to: 'SV3', amount: '100.50' });
    expect((sent!.body as { transactionId: string }).transactionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(await screen.findByText('₫100.50 transferred.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
    expect(form.getByLabelText(/^Amount/)).toHaveValue('');
  });

  it('keeps MAIN on one side, checks the source balance and can swap the direction', async () => {
    const api = await walletApi();
    const user = userEvent.setup();
    renderInApp(<TransferFundPage />);
    await screen.findByTestId('wallet-MAIN');
    const form = transferForm();
    await user.selectOptions(form.getByLabelText('From'), 'SV3');
    expect(form.getByLabelText('To')).toHaveValue('MAIN');
    expect(within(form.getByLabelText('To')).getAllByRole('option')).toHaveLength(1);
    await user.type(form.getByLabelText(/^Amount/), '30');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByText('The balance is not enough for this amount.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Use the whole balance' }));
    expect(form.getByLabelText(/^Amount/)).toHaveValue('25.00');
    await user.click(form.getByRole('button', { name: 'Swap direction' }));
    expect(form.getByLabelText('From')).toHaveValue('MAIN');
    expect(form.getByLabelText('To')).toHaveValue('SV3');
    await user.clear(form.getByLabelText(/^Amount/));
    await user.type(form.getByLabelText(/^Amount/), '1.234');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByText('Too many decimal places.')).toBeInTheDocument();
    expect(api.calls('POST', transferPath)).toHaveLength(0);
  });

  it('retries after a network failure with the same transaction id, and uses a new one for the next transfer', async () => {
    const api = await walletApi();
    const real = api.fetchMock.getMockImplementation()!;
    let dropNext = true;
    api.fetchMock.mockImplementation(async (input, init) => {
      const response = await real(input, init);
      // The server moved the money but the answer never arrived.
      if (String(input) === transferPath && dropNext) {
        dropNext = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    });
    const { user, form } = await openAndTransfer('10');
    expect(await form.findByRole('alert')).toHaveTextContent('Network link abnormal, please retry.');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('₫10.00 transferred.');
    await user.type(form.getByLabelText(/^Amount/), '10');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.calls('POST', transferPath)).toHaveLength(3));
    const ids = api.calls('POST', transferPath).map((call) => (call.body as { transactionId: string }).transactionId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('shows a refusal next to the field it names', async () => {
    const api = await walletApi();
    let answer = failure('INSUFFICIENT_FUNDS', 'error.insufficient_funds', 400, { field: 'body.amount' });
    api.on('POST', transferPath, () => answer);
    const { user, form } = await openAndTransfer('10');
    expect(await form.findByText('The balance is not enough for this amount.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    // A vendor wallet the site no longer offers.
    answer = failure('NOT_FOUND', 'error.not_found', 404, { field: 'body.to' });
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(form.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByText('Not found.')).toBeInTheDocument();
  });

  it('names the turnover still to play when a bonus keeps the money in the site', async () => {
    const api = await walletApi();
    api.on('POST', transferPath, () =>
      failure('TURNOVER_REQUIRED', 'error.turnover_required', 409, {
        field: 'body.amount',
        params: { remaining: '600000' },
      }),
    );
    const { form } = await openAndTransfer('20');
    expect(
      await form.findByText(
        'Play through your bonus first: ₫6,000.00 of valid bets are still to go before money can be withdrawn or transferred.',
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'See your turnover in the reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
  });

  it('moves every vendor balance to MAIN with "All to main wallet"', async () => {
    const api = await walletApi([
      wallet('MAIN', 'Main wallet', '100'),
      wallet('SV3', 'SV388', '2500'),
      wallet('DS88', 'DS88', '0'),
      wallet('IMES', 'IM eSports', '1099'),
    ]);
    const user = userEvent.setup();
    renderInApp(<TransferFundPage />);
    await screen.findByTestId('wallet-MAIN');
    await user.click(screen.getByRole('button', { name: 'All to main wallet' }));
    expect(await screen.findByText('₫35.99 moved to the main wallet.')).toBeInTheDocument();
    const bodies = api.calls('POST', transferPath).map((call) => call.body);
    expect(bodies).toEqual([
      expect.objectContaining({ from: 'SV3', to: 'MAIN', amount: '25.00' }),
      expect.objectContaining({ from: 'IMES', to: 'MAIN', amount: '10.99' }),
    ]);
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('₫36.99'));
    expect(screen.getByRole('button', { name: 'All to main wallet' })).toBeDisabled();
  });

  it("shows a vendor that does not answer as unavailable, leaves it out of 'All to main', and marks the total", async () => {
    const api = await walletApi([
      wallet('MAIN', 'Main wallet', '100'),
      wallet('SV3', 'SV388', null),
      wallet('IMES', 'IM eSports', '1099'),
    ]);
    const user = userEvent.setup();
    renderInApp(
      <>
        <HeaderBalance />
        <TransferFundPage />
      </>,
    );
    expect(await screen.findByTestId('wallet-SV3')).toHaveTextContent('Unavailable');
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('₫11.99*');
    const form = transferForm();
    await user.selectOptions(form.getByLabelText('From'), 'SV3');
    expect(form.getByText('The balance at this provider cannot be read right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All to main wallet' }));
    await screen.findByText('₫10.99 moved to the main wallet.');
    expect(api.calls('POST', transferPath).map((call) => (call.body as { from: string }).from)).toEqual(['IMES']);
  });

  it('shows money on its way, and says so when the vendor has not confirmed a transfer yet', async () => {
    const api = await walletApi([wallet('MAIN', 'Main wallet', '500000'), wallet('SV3', 'SV388', '0', '1500')]);
    api.on('POST', transferPath, (request) => {
      const body = request.body as { transactionId: string };
      const wallets = [wallet('MAIN', 'Main wallet', '490000'), wallet('SV3', 'SV388', '0', '11500')];
      api.on('GET', walletsPath, () => ok(wallets));
      return ok({ ...body, amount: '10000', status: 'pending', wallets }, 202);
    });
    renderInApp(<TransferFundPage />);
    expect(await screen.findByTestId('pending-SV3')).toHaveTextContent('₫15.00 on its way');
    expect(screen.queryByTestId('pending-MAIN')).toBeNull();
    await openAndTransferOnPage('100');
    expect(await screen.findByText(/₫100.00 is on its way: the game provider has not confirmed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pending-SV3')).toHaveTextContent('₫115.00 on its way'));
  });

  it('is the member centre page /member?page=transferFund', async () => {
    await walletApi();
    renderApp('/member?page=transferFund');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer funds' })).toBeInTheDocument();
    expect(await screen.findByTestId('wallet-SV3')).toHaveTextContent('₫25.00');
  });

  it('shows an error with a retry when the wallets cannot be read', async () => {
    const api = await fakeApi();
    api.on('GET', walletsPath, () => failure('INTERNAL_ERROR', 'error.unknown', 500));
    renderInApp(<TransferFundPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
