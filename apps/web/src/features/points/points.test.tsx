import { memberPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { pointRewardsPath } from './api/get-rewards';
import { convertPath, redeemPath } from './api/spend-points';
import { mallState, pointReward, redemption, serveMall } from './points-fixtures';

afterEach(() => vi.unstubAllGlobals());

const card = async (id: string) => within(await screen.findByTestId(`point-reward-${id}`));

describe('points mall', () => {
  it('shows my points, how they work, the rewards with stock, and my redemptions with their states', async () => {
    const api = await memberApi();
    serveMall(
      api,
      mallState({
        toNextPoint: '69',
        redemptions: [
          redemption('9'),
          redemption('8', { status: 'rejected', remark: 'Address incomplete' }),
          redemption('7', {
            type: 'convert',
            name: 'CASH',
            quantity: 500,
            requiredPoints: 500,
            amount: '500',
            paidAmount: '500',
            status: 'approved',
            receivingAddress: null,
            unit: 'pt',
            redeemedQuantity: 500,
          }),
        ],
      }),
    );
    renderApp('/pointMall');
    expect(await screen.findByText('2,400 pts')).toBeInTheDocument();
    expect(screen.getByText('3,000 pts')).toBeInTheDocument();
    // Issue 22 #21: the part of a point not yet earned carries over, and the mall says what it still needs.
    expect(screen.getByText('₫0.69 more valid bet earns your next point.')).toBeInTheDocument();
    expect(screen.getByText('Earn 1 point for every ₫1.00 of valid bets.')).toBeInTheDocument();
    expect(screen.getByText('Each point is worth ₫0.01 when converted to cash.')).toBeInTheDocument();
    expect(screen.getByText('Points never expire.')).toBeInTheDocument();
    const mug = await card('1');
    expect(mug.getByText('500 pts')).toBeInTheDocument();
    expect(mug.getByText('20 pcs left')).toBeInTheDocument();
    expect(mug.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect((await card('2')).getByRole('button', { name: '57,600 pts more needed' })).toBeDisabled();
    expect((await card('3')).getByText('Out of stock')).toBeInTheDocument();
    expect((await card('3')).getByRole('button', { name: 'Redeem' })).toBeDisabled();

    const list = within(await screen.findByRole('list', { name: 'My redemptions' }));
    const rows = list.getAllByRole('listitem').map((item) => within(item));
    expect(rows[0]!.getByText('In process')).toHaveClass('badge--warning');
    expect(rows[0]!.getByText('1 Main Street, Hanoi')).toBeInTheDocument();
    expect(rows[0]!.getByText('2 of 2 pcs')).toBeInTheDocument();
    expect(rows[0]!.getByText('1,000 pts')).toBeInTheDocument();
    expect(rows[0]!.getByText('1 pt = ₫0.01')).toBeInTheDocument();
    expect(rows[1]!.getByText('Rejected')).toHaveClass('badge--danger');
    expect(rows[1]!.getByText('Address incomplete')).toBeInTheDocument();
    expect(rows[2]!.getByText('Approved')).toHaveClass('badge--success');
    expect(rows[2]!.getByText('Conversion')).toBeInTheDocument();
    expect(rows[2]!.getByText('Main wallet')).toBeInTheDocument();
    expect(rows[2]!.getAllByText('₫5.00')).toHaveLength(2);
  });

  it('redeems a reward encrypted with the payment password after checking the form, and lists it in process', async () => {
    const api = await memberApi();
    const state = mallState();
    const balance = serveMall(api, state);
    api.on('POST', redeemPath, () => {
      state.points -= 1000;
      state.spent += 1000;
      state.redemptions = [redemption('10')];
      return ok(balance());
    });
    const user = userEvent.setup();
    renderApp('/pointMall');
    await user.click((await card('1')).getByRole('button', { name: 'Redeem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Branded mug' }));
    const quantity = dialog.getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '101');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();
    expect(dialog.getByText('Enter the receiving address (at most 300 characters).')).toBeInTheDocument();
    expect(dialog.getByText('The payment password is six digits.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(dialog.getByText('Total: 2,500 pts')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Receiving address/), '1 Main Street, Hanoi');
    await user.type(dialog.getByLabelText(/^Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await dialog.findByText('You do not have enough points for this.')).toBeInTheDocument();
    expect(api.calls('POST', redeemPath)).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('2 × Branded mug requested: it is in process.')).toBeInTheDocument();
    const [sent] = api.calls('POST', redeemPath);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toEqual({
      rewardId: '1',
      quantity: 2,
      receivingAddress: '1 Main Street, Hanoi',
      paymentPassword: '123456',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('1,400 pts')).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'My redemptions' }));
    expect(await list.findByText('In process')).toBeInTheDocument();
  });

  it.each([
    ['PAYMENT_PASSWORD_INCORRECT', 'error.payment_password_incorrect', 400, 'paymentPassword', {}],
    ['INSUFFICIENT_POINTS', 'error.insufficient_points', 400, 'quantity', { points: 40 }],
    ['OUT_OF_STOCK', 'error.out_of_stock', 409, 'quantity', {}],
  ])('shows a %s refusal under its field, from the server answer', async (code, message, status, field, params) => {
    const api = await memberApi();
    serveMall(api, mallState());
    api.on('POST', redeemPath, () => failure(code, message, status, { field: `body.${field}`, params }));
    const user = userEvent.setup();
    renderApp('/pointMall');
    await user.click((await card('1')).getByRole('button', { name: 'Redeem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Branded mug' }));
    await user.type(dialog.getByLabelText(/^Receiving address/), 'Somewhere 1');
    await user.type(dialog.getByLabelText(/^Payment password/), '654321');
    await user.click(dialog.getByRole('button', { name: 'Redeem' }));
    const input =
      field === 'quantity' ? dialog.getByLabelText(/^Quantity/) : dialog.getByLabelText(/^Payment password/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const text = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(text).toBe(
      {
        PAYMENT_PASSWORD_INCORRECT: 'The payment password is incorrect.',
        INSUFFICIENT_POINTS: 'You do not have enough points (you have 40).',
        OUT_OF_STOCK: 'This reward is out of stock.',
      }[code],
    );
  });

  it('converts points to cash, showing the cash they give, and reads the money balance again', async () => {
    const api = await memberApi();
    const state = mallState();
    const balance = serveMall(api, state);
    api.on('POST', convertPath, () => {
      state.points -= 1500;
      state.spent += 1500;
      return ok(balance());
    });
    const user = userEvent.setup();
    renderApp('/member?page=pointMall');
    await screen.findByText('2,400 pts');
    await user.click(screen.getByRole('button', { name: 'Convert to cash' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to cash' }));
    const points = dialog.getByLabelText(/^Points to convert/);
    expect(points).toHaveValue('2400');
    expect(dialog.getByText('₫24.00')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '99');
    await user.type(dialog.getByLabelText(/^Payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Convert to cash' }));
    expect(await dialog.findByText('Enter a whole number from 100 to 2400.')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '1500');
    expect(dialog.getByText('₫15.00')).toBeInTheDocument();
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    await user.click(dialog.getByRole('button', { name: 'Convert to cash' }));
    expect(await screen.findByText('1,500 pts converted: ₫15.00 is in your balance.')).toBeInTheDocument();
    expect(api.calls('POST', convertPath)[0]?.body).toEqual({ points: 1500, paymentPassword: '123456' });
    expect(api.calls('POST', convertPath)[0]?.encrypted).toBe(true);
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
    expect(await screen.findByText('900 pts')).toBeInTheDocument();
  });

  it('keeps conversion off below the minimum and says from how many', async () => {
    const api = await memberApi();
    serveMall(api, mallState({ points: 40 }));
    renderApp('/pointMall');
    expect(await screen.findByText('You can convert from 100 pts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to cash' })).toBeDisabled();
  });

  it('shows a visitor the rewards the server gives and a login prompt', async () => {
    const api = await fakeApi();
    api.on('GET', pointRewardsPath, () => ok([pointReward('1', { name: 'Branded mug' })]));
    const user = userEvent.setup();
    renderApp('/pointMall');
    expect(await screen.findByText('Log in to collect points')).toBeInTheDocument();
    await user.click((await card('1')).getByRole('button', { name: 'Log in to redeem' }));
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
    expect(screen.queryByText('Your points')).not.toBeInTheDocument();
  });

  it('shows a visitor only the login prompt when the server keeps the rewards for members', async () => {
    const api = await fakeApi();
    api.on('GET', pointRewardsPath, () => failure('UNAUTHORIZED', 'error.not_logged_in', 401));
    renderApp('/pointMall');
    expect(await screen.findByText('Log in to collect points')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', pointRewardsPath)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Rewards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a trial account the mall is for real accounts', async () => {
    const api = await memberApi();
    sessionStorage.setItem('role', 'trial');
    api.on('GET', memberPaths.info, () => ok(memberInfo({ role: 'trial', isTrial: true, type: 4 })));
    renderApp('/pointMall');
    expect(
      await screen.findByText('The points mall is for real accounts. Register to earn points.'),
    ).toBeInTheDocument();
    expect(api.calls('GET', pointRewardsPath)).toHaveLength(0);
  });

  it('shows an empty redemptions list and a failure of my points with a retry', { timeout: 15_000 }, async () => {
    const api = await memberApi();
    serveMall(api, mallState());
    let fail = true;
    api.on('GET', '/wps/relay/MCS2_getPointBalance', () =>
      fail ? failure('INTERNAL', 'error.unknown', 500) : ok({ points: 10, earned: 10, spent: 0, toNextPoint: '100' }),
    );
    const user = userEvent.setup();
    renderApp('/pointMall');
    expect(await screen.findByText('No redemptions yet')).toBeInTheDocument();
    expect(await screen.findByText('Your points could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('10 pts')).toHaveLength(2);
  });
});
