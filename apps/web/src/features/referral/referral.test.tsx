import { type ReferralSummary, type ReferredMember, referralPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok, permissionFixture } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const summary: ReferralSummary = {
  code: 'K7PX2M9Q',
  link: 'https://lucky.example/register?referralCode=K7PX2M9Q',
  rules: { reward: '500', minDeposit: '2000', minValidBet: '5000', withinDays: 7, monthlyCap: 10 },
  totals: { referred: 2, qualified: 1, rewarded: 1, rewardedThisMonth: 1, earned: '500' },
};
const rewarded: ReferredMember = {
  account: 'lu***d1',
  joinedAt: '2025-01-02T03:00:00Z',
  qualifyBy: '2025-01-09T03:00:00Z',
  deposited: true,
  validBet: '6000',
  state: 'rewarded',
  reward: '500',
  rewardedAt: '2025-01-04T03:00:00Z',
};
const pending: ReferredMember = {
  ...rewarded,
  account: 'lu***d2',
  deposited: false,
  validBet: '0',
  state: 'pending',
  reward: null,
  rewardedAt: null,
};

async function referralApi(members: ReferredMember[], answer: () => Response = () => ok(summary)) {
  const api = await memberApi();
  api.on('GET', referralPaths.summary, () => answer());
  api.on('GET', referralPaths.members, () => ok({ items: members, page: 1, pageSize: 10, total: members.length }));
  return api;
}

describe('referral page', () => {
  it('shows my code and link, the rules in words, my totals and the friends who joined', async () => {
    await referralApi([pending, rewarded]);
    renderApp('/member?page=referral');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7PX2M9Q');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(summary.link);
    expect(
      screen.getByText(
        'You earn ₫5.00 for each friend whose first deposit is at least ₫20.00 and whose valid bets reach ₫50.00 within 7 days of joining.',
      ),
    ).toBeVisible();
    expect(screen.getByText('At most 10 rewards a month; any more wait for the next month.')).toBeVisible();
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('₫5.00');
    expect(screen.getByText('This month: 1 of 10')).toBeVisible();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('lu***d2')).toBeVisible();
    expect(within(rows[1]!).getByText('In progress')).toBeVisible();
    expect(within(rows[1]!).getByText('Not yet')).toBeVisible();
    expect(within(rows[2]!).getByText('Rewarded')).toBeVisible();
    expect(within(rows[2]!).getByText('₫5.00')).toBeVisible();
    expect(within(rows[2]!).getByText('₫60.00')).toBeVisible();
  });

  it('copies the code and the link, says so, and draws the link as a QR code', async () => {
    await referralApi([]);
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    renderApp('/member?page=referral');
    await user.click(await screen.findByRole('button', { name: 'Copy the referral code' }));
    expect(await navigator.clipboard.readText()).toBe('K7PX2M9Q');
    expect(await screen.findByText('Referral code copied.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy the invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(summary.link);
    expect(await screen.findByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
  });

  it('says when nobody joined yet, and offers a retry when the page fails to load', async () => {
    let answer = () => failure('INTERNAL_ERROR', 'error.internal', 500);
    await referralApi([], () => answer());
    renderApp('/member?page=referral');
    expect(await screen.findByText('No friends yet')).toBeVisible();
    expect(await screen.findByText('Could not load your referral.')).toBeVisible();
    answer = () => ok({ ...summary, rules: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'This site pays no referral reward at the moment, but friends can still join with your code.',
      ),
    ).toBeVisible();
  });
});

describe('registering through a referral link', () => {
  const withReferralField = (enabled: boolean) => {
    const permission = permissionFixture();
    permission.info.whitelabel.switches.USERNAMEREG = true;
    permission.info.register.rules = [
      {
        field: 'referralCode',
        enabled,
        required: false,
        patternId: '5',
        acceptedPattern: '',
        minLength: 4,
        maxLength: 16,
      },
    ];
    return permission;
  };

  it('fills the code in from ?referralCode= when the site asks for it', async () => {
    await fakeApi({ permission: withReferralField(true) });
    renderApp('/register?referralCode=K7PX2M9Q');
    const dialog = within(await screen.findByRole('dialog', { name: 'Register' }));
    expect(dialog.getByLabelText(/^Referral code/)).toHaveValue('K7PX2M9Q');
  });

  it('shows no referral field where the site does not ask for one', async () => {
    await fakeApi({ permission: withReferralField(false) });
    renderApp('/register?referralCode=K7PX2M9Q');
    const dialog = within(await screen.findByRole('dialog', { name: 'Register' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Username/)).toBeInTheDocument());
    expect(dialog.queryByLabelText(/^Referral code/)).not.toBeInTheDocument();
  });
});
