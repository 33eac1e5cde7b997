import { memberPaths, promotionPaths, type Reward } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberInfo } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { reward, serveRewards } from './promotion-fixtures';

afterEach(() => vi.unstubAllGlobals());

const card = async (code: string) => within(await screen.findByTestId(`reward-${code}`));
const welcome = (overrides: Partial<Reward> = {}) =>
  reward('WELCOME', {
    id: '7',
    promotion: { code: 'WELCOME', kind: 'registration', title: 'Welcome credit' },
    state: 'claim',
    bonus: '1000',
    ...overrides,
  });

describe('rewardCenter', () => {
  it('shows each state as a badge with its amounts and turnover, and the waiting count on the menus', async () => {
    const api = await memberApi();
    api.on('GET', memberPaths.info, () => ok(memberInfo({ availablePromos: 2 })));
    serveRewards(api, () => [
      welcome(),
      reward('FIRSTDEP'),
      reward('RELOAD', {
        id: '9',
        state: 'process',
        bonus: '5000',
        deposit: '10000',
        turnover: { required: '45000', done: '3000' },
      }),
      reward('OLD', { id: '3', state: 'close', bonus: '2000' }),
      reward('STORY', {
        id: '4',
        promotion: { code: 'STORY', kind: 'manual', title: 'Big win story' },
        state: 'rejected',
        remark: 'The screenshot shows no win',
      }),
      reward('LUCKY', { promotion: { code: 'LUCKY', kind: 'raffle', title: 'Lucky draw' } }),
      reward('CASHBACK', { state: 'coming_soon' }),
    ]);
    renderApp('/member?page=rewardCenter');
    expect((await card('WELCOME')).getByText('Ready to claim')).toBeInTheDocument();
    expect((await card('WELCOME')).getByText('₫10.00')).toBeInTheDocument();
    expect((await card('FIRSTDEP')).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    const reload = await card('RELOAD');
    expect(reload.getByText('In progress')).toBeInTheDocument();
    expect(reload.getByText('₫100.00')).toBeInTheDocument();
    const bar = reload.getByRole('progressbar', { name: 'Turnover of Promotion RELOAD' });
    expect(bar).toHaveAttribute('aria-valuenow', '6');
    expect(bar).toHaveAttribute('aria-valuetext', '₫30.00 of ₫450.00 (6 %)');
    expect((await card('OLD')).getByText('Closed')).toBeInTheDocument();
    expect((await card('OLD')).queryByRole('button')).not.toBeInTheDocument();
    expect((await card('CASHBACK')).getByText('Coming soon')).toBeInTheDocument();
    expect((await card('STORY')).getByText('Reason: The screenshot shows no win')).toBeInTheDocument();
    expect((await card('STORY')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    // An undrawn raffle leads to its detail, where the draw and its reveal are.
    const lucky = await card('LUCKY');
    expect(lucky.getByRole('link', { name: 'Draw' })).toHaveAttribute('href', '/promotions?code=LUCKY');
    expect(lucky.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect((await card('OLD')).queryByText(/^Reason:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const menu = within(screen.getByRole('navigation', { name: 'Member centre menu' }));
    expect(menu.getByRole('link', { name: /Reward centre/ })).toHaveTextContent('2');
    expect(menu.getByRole('link', { name: /Reward centre/ })).toHaveAccessibleName('Reward centre, 2 waiting');
    const side = within(screen.getByRole('navigation', { name: 'Side menu' }));
    expect(side.getByRole('link', { name: /Reward centre/ })).toHaveTextContent('2');
  });

  it('claims a bonus, then reads the balance and the waiting count again', async () => {
    const api = await memberApi();
    let state: Reward['state'] = 'claim';
    const answer = serveRewards(api, () => [
      welcome({ state, turnover: state === 'process' ? { required: '2000', done: '0' } : null }),
    ]);
    api.on('POST', '/wps/rewards/7/claim', () => {
      state = 'process';
      return answer();
    });
    const user = userEvent.setup();
    renderApp('/member?page=rewardCenter');
    const welcomeCard = await card('WELCOME');
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    const infoReads = api.calls('GET', memberPaths.info).length;
    await user.click(welcomeCard.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Bonus claimed: it is in your balance.')).toBeInTheDocument();
    expect(await welcomeCard.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(welcomeCard.getByRole('button', { name: 'Forfeit bonus' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
    await waitFor(() => expect(api.calls('GET', memberPaths.info).length).toBeGreaterThan(infoReads));
  });

  it('asks before a forfeit, saying what goes back, and shows a refusal in the dialog', async () => {
    const api = await memberApi();
    let state: Reward['state'] = 'process';
    const answer = serveRewards(api, () => [welcome({ state, turnover: { required: '2000', done: '500' } })]);
    let refuse = true;
    api.on('POST', '/wps/rewards/7/forfeit', () => {
      if (refuse) return failure('REWARD_NOT_CLAIMABLE', 'error.reward_not_claimable', 409, { field: 'id' });
      state = 'close';
      return answer();
    });
    const user = userEvent.setup();
    renderApp('/member?page=rewardCenter');
    await user.click((await card('WELCOME')).getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forfeit this bonus?' }));
    expect(dialog.getByText(/“Welcome credit” ends now and its bonus of ₫10.00 goes back/)).toBeInTheDocument();
    expect(api.calls('POST', '/wps/rewards/7/forfeit')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Forfeit bonus' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This reward cannot be claimed or ended in its present state.',
    );
    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Forfeit bonus' }));
    expect(await screen.findByText('Bonus forfeited.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await card('WELCOME')).getByText('Closed')).toBeInTheDocument();
  });

  it('says how much must be back in the main wallet when the bonus sits in game wallets or open bets', async () => {
    const api = await memberApi();
    serveRewards(api, () => [welcome({ state: 'process', turnover: { required: '2000', done: '0' } })]);
    api.on('POST', '/wps/rewards/7/forfeit', () =>
      failure('BONUS_FUNDS_ELSEWHERE', 'error.bonus_funds_elsewhere', 409, {
        field: 'params.id',
        params: { missing: '1000' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/member?page=rewardCenter');
    await user.click((await card('WELCOME')).getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forfeit this bonus?' }));
    await user.click(dialog.getByRole('button', { name: 'Forfeit bonus' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Bring ₫10.00 back to your main wallet first: the bonus goes back from there.',
    );
  });

  it('joins from the list and shows a refused join above it', async () => {
    const api = await memberApi();
    serveRewards(api, () => [reward('FIRSTDEP')]);
    api.on('POST', promotionPaths.join.replace(':code', 'FIRSTDEP'), () =>
      failure('PROMOTION_NOT_AVAILABLE', 'error.promotion_not_available', 409, { field: 'code' }),
    );
    const user = userEvent.setup();
    renderApp('/member?page=rewardCenter');
    await user.click((await card('FIRSTDEP')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This promotion cannot be joined now.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/promotions/FIRSTDEP/join')).toHaveLength(1);
  });

  it('shows the empty state when there is nothing for the member', async () => {
    const api = await memberApi();
    api.on('GET', promotionPaths.rewards, () => ok({ items: [], available: 0 }));
    renderApp('/member?page=rewardCenter');
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
  });
});
