import { promotionPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { comingPromotion, promotion, reward, serveRewards } from './promotion-fixtures';

afterEach(() => vi.unstubAllGlobals());

const welcome = promotion('WELCOME', {
  kind: 'registration',
  title: 'Welcome credit',
  terms: 'Ten to try the games.',
  endsAt: null,
  rules: { amount: '1000', newMembersWithinDays: 30, frequency: 'once' },
  turnover: { multiple: 2, base: 'bonus', weights: {} },
});
const detail = () => screen.findByRole('dialog', { name: 'First deposit 50 %' });

describe('/promotions', () => {
  it('shows the promotions as cards with kind and period, and a detail with the rules in words', async () => {
    const api = await fakeApi();
    api.on('GET', promotionPaths.list, () => ok([promotion('FIRSTDEP'), welcome, comingPromotion()]));
    const user = userEvent.setup();
    renderApp('/promotions');
    const list = await screen.findByRole('list', { name: 'Promotions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('First deposit');
    expect(cards[0]).toHaveTextContent('01/01/2025 – 03/31/2025');
    expect(cards[1]).toHaveTextContent('From 01/01/2025');
    expect(within(cards[2]!).getByText('Coming soon')).toBeInTheDocument();
    expect(api.calls('GET', promotionPaths.list)[0]!.headers.Language).toBe('EN');

    await user.click(screen.getByRole('link', { name: 'First deposit 50 %' }));
    const dialog = within(await detail());
    for (const line of [
      '50 % of your first deposit as a bonus.',
      'Deposits from ₫10.00.',
      'Bonus up to ₫200.00.',
      'Once per member.',
      'Play bonus and deposit 3 times through before a withdrawal.',
      'Bets in Live casino count 10 % towards the turnover.',
    ]) {
      expect(dialog.getByText(line)).toBeInTheDocument();
    }
    expect(dialog.getByText('Half your first deposit back as a bonus.')).toBeInTheDocument();
    // A visitor is asked to log in: the login dialog opens.
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('lets a member join a deposit promotion from its detail, and says why it could not', async () => {
    const api = await memberApi();
    api.on('GET', promotionPaths.list, () => ok([promotion('FIRSTDEP')]));
    let state: 'join' | 'signed' = 'join';
    const answer = serveRewards(api, () => [reward('FIRSTDEP', { state })]);
    let refuse = true;
    api.on('POST', '/wps/promotions/FIRSTDEP/join', () => {
      if (refuse) return failure('PROMOTION_NOT_AVAILABLE', 'error.promotion_not_available', 409);
      state = 'signed';
      return answer();
    });
    const user = userEvent.setup();
    renderApp('/promotions?code=FIRSTDEP');
    const dialog = within(await detail());
    await user.click(await dialog.findByRole('button', { name: 'Join' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This promotion cannot be joined now.');
    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/You joined “First deposit 50 %”/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument());
    expect(dialog.getByRole('link', { name: 'Go to reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
  });

  it('shows a failure with a retry, then the empty state', async () => {
    const api = await fakeApi();
    let answer = () => failure('INTERNAL', 'error.unknown', 500);
    api.on('GET', promotionPaths.list, () => answer());
    const user = userEvent.setup();
    renderApp('/promotions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    answer = () => ok([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });

  it('shows when a coming promotion starts, with no action yet', async () => {
    const api = await fakeApi();
    const coming = comingPromotion();
    api.on('GET', promotionPaths.list, () => ok([coming]));
    renderApp('/promotions?code=CASHBACK');
    const dialog = within(await screen.findByRole('dialog', { name: 'Weekend cashback' }));
    expect(dialog.getByText(/^Starts on \d\d\/\d\d\/\d{4}\.$/)).toBeInTheDocument();
    expect(dialog.getByText('5 % of your net loss back.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Join|Log in/ })).not.toBeInTheDocument();
  });
});
