import { memberPaths, promotionPaths, type Reward, relayPath } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi } from '../../test/member';
import { renderApp } from '../../test/render-app';
import { drawnGrant } from './api/draw-raffle';
import { rafflePromotion, reward, serveRewards } from './promotion-fixtures';

afterEach(() => vi.unstubAllGlobals());

const drawPath = relayPath('MCS2_claimRafflePromotion');
const grant = (id: string, bonus: string, overrides: Partial<Reward> = {}) =>
  reward('LUCKYDRAW', {
    id,
    promotion: { code: 'LUCKYDRAW', kind: 'raffle', title: 'Lucky draw' },
    state: 'process',
    bonus,
    turnover: { required: String(BigInt(bonus) * 2n), done: '0' },
    ...overrides,
  });
const detail = async () => within(await screen.findByRole('dialog', { name: 'Lucky draw' }));

describe('raffle', () => {
  it('draws once: the prize is revealed, paid into the balance, and the draw is spent', async () => {
    const api = await memberApi();
    api.on('GET', promotionPaths.list, () => ok([rafflePromotion('once')]));
    const mine: Reward[] = [];
    const answer = serveRewards(api, () => mine);
    api.on(
      'POST',
      drawPath,
      () =>
        new Promise((resolve) => {
          mine.push(grant('41', '500'));
          // The answer comes a moment later, as a real call's does.
          setTimeout(() => resolve(answer()), 20);
        }),
    );
    const user = userEvent.setup();
    renderApp('/promotions?code=LUCKYDRAW');
    const dialog = await detail();
    expect(dialog.getByText('Prizes from ₫1.00 to ₫50.00.')).toBeInTheDocument();
    expect(await dialog.findByText('You have one draw.')).toBeInTheDocument();
    const balanceReads = api.calls('GET', memberPaths.balance).length;
    await user.click(dialog.getByRole('button', { name: 'Draw' }));

    const result = within(await screen.findByRole('dialog', { name: 'Your prize' }));
    expect(result.getByText('You won ₫5.00!')).toBeInTheDocument();
    expect(result.getByText('The prize is in your balance now.')).toBeInTheDocument();
    expect(result.getByText('Play ₫10.00 of valid bets through before withdrawing it.')).toBeInTheDocument();
    expect(api.calls('POST', drawPath).map((call) => call.body)).toEqual([{ code: 'LUCKYDRAW' }]);
    await waitFor(() => expect(api.calls('GET', memberPaths.balance).length).toBeGreaterThan(balanceReads));
    await user.click(result.getByRole('button', { name: 'Done' }));
    expect(await dialog.findByText('You have had your draw: you won ₫5.00.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Draw' })).not.toBeInTheDocument();
  });

  it("says a daily raffle's draw is spent for today when the server refuses it", async () => {
    const api = await memberApi();
    api.on('GET', promotionPaths.list, () => ok([rafflePromotion('daily')]));
    serveRewards(api, () => [grant('40', '100', { state: 'claimed' })]);
    api.on('POST', drawPath, () => failure('REWARD_NOT_CLAIMABLE', 'code: drawn already', 409, { field: 'body.code' }));
    const user = userEvent.setup();
    renderApp('/promotions?code=LUCKYDRAW');
    const dialog = await detail();
    expect(await dialog.findByText('You have one draw a day.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Draw' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent("You have had today's draw. Come back tomorrow.");
    expect(screen.queryByRole('dialog', { name: 'Your prize' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in instead of drawing', async () => {
    const api = await fakeApi();
    api.on('GET', promotionPaths.list, () => ok([rafflePromotion()]));
    const user = userEvent.setup();
    renderApp('/promotions?code=LUCKYDRAW');
    const dialog = await detail();
    expect(dialog.queryByRole('button', { name: 'Draw' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls('POST', drawPath)).toHaveLength(0);
  });

  it("takes the newest of a raffle's grants as the one a draw made", () => {
    const items = [grant('9', '100'), grant('12', '5000'), grant('10', '500'), reward('OTHER', { id: '99' })];
    expect(drawnGrant({ items, available: 0 }, 'LUCKYDRAW')?.bonus).toBe('5000');
    expect(drawnGrant({ items: [], available: 0 }, 'LUCKYDRAW')).toBeUndefined();
  });
});
