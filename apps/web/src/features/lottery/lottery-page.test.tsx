import { lotteryPaths } from '@portal/contracts';
import { commitmentOf, drawResult } from '@portal/lottery';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderInApp } from '../../test/render-in-app';
import { lotteryPath } from './api/keys';
import { LotteryGamePage } from './components/LotteryGamePage';
import { LotteryClockProvider } from './hooks/use-clock';
import { draw, lotteryApi, lotteryGame, manualClock, openIssue, order, playMenu } from './lottery-fixtures';
import { browserClock, type Clock } from './model/clock';

afterEach(() => vi.unstubAllGlobals());

function openGame(clock: Clock = browserClock) {
  return renderInApp(
    <LotteryClockProvider value={clock}>
      <LotteryGamePage titleKey="route.lottery" />
    </LotteryClockProvider>,
    '/lottery?gameCode=SSC1M',
  );
}

const picker = () => screen.getByRole('region', { name: /^Pick:/ });
const row = (name: string) => within(picker()).getByRole('group', { name: new RegExp(`^${name}`) });
const summary = () => screen.getByTestId('pick-summary');

async function choosePlay(user: ReturnType<typeof userEvent.setup>, group: string, play?: string) {
  await user.click(await screen.findByRole('tab', { name: group }));
  if (play) await user.click(screen.getByRole('tab', { name: play }));
}

// Each test clicks its way through a whole page in jsdom: more than the default 5 s when every file runs at once.
describe('the lottery game page', { timeout: 20_000 }, () => {
  it('shows the game, the open issue, its commitment and the last result', async () => {
    await lotteryApi();
    openGame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed SSC 1 minute' })).toBeInTheDocument();
    expect(await screen.findByText('20260101-0600')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to bet on issue 20260101-0600' })).toHaveTextContent(
      /00:[34]\d/,
    );
    expect(screen.getByText('c'.repeat(64))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the commitment' })).toBeInTheDocument();
    const last = await screen.findByRole('list', { name: 'Result of issue 20260101-0599' });
    expect(
      within(last)
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('says when the last result cannot be read, and reads it again on retry', async () => {
    const api = await lotteryApi();
    let available = false;
    api.on('GET', lotteryPath(lotteryPaths.draws, { gameCode: 'SSC1M' }), (request) =>
      available
        ? ok({ items: [draw()], page: Number(request.query.get('page')), pageSize: 10, total: 1 })
        : failure('DATABASE_UNAVAILABLE', 'error.database_unavailable', 503),
    );
    const user = userEvent.setup();
    openGame();
    const header = await screen.findByRole('region', { name: 'Last result' });
    const alert = await within(header).findByRole('alert');
    expect(alert).not.toHaveTextContent('No result yet');
    available = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(header).findByRole('list', { name: 'Result of issue 20260101-0599' })).toBeInTheDocument();
    expect(within(header).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts bets as numbers are picked, with quick picks per row', async () => {
    await lotteryApi();
    const user = userEvent.setup();
    openGame();
    await choosePlay(user, '3 stars', 'Front 3 direct');
    expect(summary()).toHaveTextContent('Bets: 0');
    await user.click(within(row('Ten thousands')).getByRole('button', { name: '1' }));
    await user.click(within(row('Thousands')).getByRole('button', { name: '2' }));
    await user.click(within(row('Hundreds')).getByRole('button', { name: 'Big' }));
    // 1 x 1 x 5 bets of ₫2.00.
    expect(summary()).toHaveTextContent('Bets: 5₫10.00');
    await user.click(within(row('Hundreds')).getByRole('button', { name: 'Odd' }));
    expect(summary()).toHaveTextContent('Bets: 5');
    await user.click(within(row('Hundreds')).getByRole('button', { name: 'All' }));
    expect(summary()).toHaveTextContent('Bets: 10₫20.00');
    await user.click(within(row('Hundreds')).getByRole('button', { name: 'Clear' }));
    expect(summary()).toHaveTextContent('Pick the number of values each row asks for.');
    expect(screen.getByRole('button', { name: 'Add to slip' })).toBeDisabled();

    // Group 6 of the front three: C(4, 3) = 4 bets from four digits.
    await choosePlay(user, '3 stars', 'Front 3 group 6');
    for (const digit of ['1', '4', '6', '8'])
      await user.click(within(row('Numbers')).getByRole('button', { name: digit }));
    expect(summary()).toHaveTextContent('Bets: 4₫8.00');
  });

  it('builds a slip: units, multiples, the group slider with its rebate and odds, and the total', async () => {
    await lotteryApi();
    const user = userEvent.setup();
    openGame();
    await choosePlay(user, '3 stars', 'Front 3 direct');
    for (const [name, digit] of [
      ['Ten thousands', '1'],
      ['Thousands', '2'],
      ['Hundreds', '3'],
    ]) {
      await user.click(within(row(name as string)).getByRole('button', { name: digit }));
    }
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('region', { name: 'Slip' });
    const line = within(slip).getByRole('listitem');
    expect(line).toHaveTextContent('Front 3 direct');
    expect(line).toHaveTextContent('Ten thousands: 1 | Thousands: 2 | Hundreds: 3');
    expect(line).toHaveTextContent('×975.00');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₫2.00');

    await user.selectOptions(within(line).getByLabelText(/^Unit/), '0.1');
    await user.click(within(line).getByRole('button', { name: /^Raise: Multiple/ }));
    await user.click(within(line).getByRole('button', { name: /^Raise: Multiple/ }));
    // 1 bet x ₫0.20 x 3.
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₫0.60');

    const multiple = within(line).getByLabelText(/^Multiple/);
    await user.clear(multiple);
    await user.type(multiple, '50');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₫10.00');

    // 150 points under the maximum: 7.5 % back, and the odds scale to 975 x 1800 / 1950 = 900.
    const slider = within(slip).getByRole('slider', { name: 'Prize group' });
    expect(screen.getByTestId('group-summary')).toHaveTextContent('1950 · rebate 0.0% (₫0.00)');
    fireEvent.change(slider, { target: { value: '1800' } });
    await waitFor(() => expect(screen.getByTestId('group-summary')).toHaveTextContent('1800 · rebate 7.5% (₫0.75)'));
    expect(line).toHaveTextContent('×900.00');

    await user.click(within(line).getByRole('button', { name: 'Remove line: Front 3 direct' }));
    expect(within(slip).getByText('Your slip is empty')).toBeInTheDocument();
  });

  // Issue 22 #20: VN plays are bought in điểm at their prices (lô 23 ăn 80), not as 2-unit bets with a unit.
  it('prices a VN play in điểm as Vietnamese players read it, and totals and places the slip so', async () => {
    const api = await lotteryApi({
      menu: playMenu('VN', 'north'),
      draws: [],
      games: [lotteryGame({ kind: 'VN', layout: 'north', category: 'ELOTT', imageCode: 'VN', lastResult: null })],
    });
    api.on('POST', lotteryPaths.betting, () => ok({ order: order({ orderNumber: 'L0043' }), balance: '0' }));
    const user = userEvent.setup();
    openGame();
    await choosePlay(user, 'Lô');
    // The fixtures' site writes money with two decimals: 23,000 minor units read ₫230.00.
    expect(picker()).toHaveTextContent('₫230.00 a point · pays ₫800.00 a hit (23 pays 80)');
    expect(screen.queryByLabelText(/^Unit/)).not.toBeInTheDocument();
    await user.click(within(row('Numbers')).getByRole('button', { name: '45' }));
    const points = screen.getByLabelText(/^Points/);
    await user.clear(points);
    await user.type(points, '10');
    expect(summary()).toHaveTextContent('₫2,300.00');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const line = within(screen.getByRole('region', { name: 'Slip' })).getByRole('listitem');
    expect(line).toHaveTextContent('(23 pays 80)');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₫2,300.00');
    await user.click(screen.getByRole('button', { name: 'Place order · ₫2,300.00' }));
    expect(await screen.findByText(/Order L0043 placed/)).toBeInTheDocument();
    expect(api.calls('POST', lotteryPaths.betting)[0]!.body).toMatchObject({
      lines: [{ playId: 'VN_LO', selection: [['45']], unit: '1', multiple: 10 }],
      expectedTotal: '230000',
    });
  });

  it('totals a chase over its issues', async () => {
    await lotteryApi();
    const user = userEvent.setup();
    openGame();
    await choosePlay(user, 'Two-sided', 'Sum: big, small, odd, even');
    await user.click(within(row('Pick')).getByRole('button', { name: /^Big/ }));
    await user.click(within(row('Pick')).getByRole('button', { name: /^Odd/ }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₫4.00');
    await user.click(screen.getByRole('checkbox', { name: /^Chase/ }));
    const issues = screen.getByLabelText('Issues (2 to 120)');
    await user.clear(issues);
    await user.type(issues, '10');
    expect(screen.getByTestId('chase-total')).toHaveTextContent('Total over 10 issues: ₫40.00');
    await user.click(screen.getByRole('checkbox', { name: 'Double the multiples each issue' }));
    // 4 x (2^10 - 1).
    expect(screen.getByTestId('chase-total')).toHaveTextContent('₫4,092.00');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₫4,092.00');
  });

  it('places the slip with its total and one key per attempt, reusing it when the answer was lost', async () => {
    const api = await lotteryApi();
    let answers = 0;
    api.on('POST', lotteryPaths.betting, () => {
      answers += 1;
      if (answers === 1) throw new TypeError('Failed to fetch');
      return ok({ order: order({ orderNumber: 'L0042' }), balance: '99600' });
    });
    const user = userEvent.setup();
    openGame();
    await choosePlay(user, 'Two-sided', 'Ball: big, small, odd, even');
    await user.click(within(row('Ten thousands')).getByRole('button', { name: /^Big/ }));
    await user.click(within(row('Units')).getByRole('button', { name: /^Odd/ }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place order · ₫4.00' }));
    expect(await screen.findByText(/network/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order · ₫4.00' }));
    expect(await screen.findByText('Order L0042 placed on issue 20260101-0600.')).toBeInTheDocument();
    const [first, second] = api.calls('POST', lotteryPaths.betting);
    expect(first!.body).toEqual({
      gameCode: 'SSC1M',
      issueNumber: '20260101-0600',
      lines: [{ playId: 'SSC_BALL_BSOE', selection: [['BIG'], [], [], [], ['ODD']], unit: '1', multiple: 1 }],
      expectedTotal: '400',
    });
    expect(first!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(screen.getByText('Your slip is empty')).toBeInTheDocument();
  });

  it('says why an order was refused, and offers the next issue when sales have closed', async () => {
    const api = await lotteryApi();
    api.on('POST', lotteryPaths.betting, () =>
      failure('LOTTERY_PAYOUT_LIMIT', 'error.lottery_payout_limit', 400, { params: { max: '100000000' } }),
    );
    const user = userEvent.setup();
    openGame();
    await choosePlay(user, 'Two-sided', 'Sum: big, small, odd, even');
    await user.click(within(row('Pick')).getByRole('button', { name: /^Big/ }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This bet could pay more than the maximum of ₫1,000,000.00. Lower the multiple or the numbers.',
    );

    api.on('POST', lotteryPaths.betting, () => failure('LOTTERY_SALES_CLOSED', 'error.lottery_sales_closed', 409));
    api.on('GET', lotteryPaths.openedNumero, () => ok(openIssue('20260101-0601', Date.now() + 60_000, Date.now())));
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(
      await screen.findByText('Sales for this issue are closed. Your slip can go on the next issue.'),
    ).toBeInTheDocument();
    api.on('POST', lotteryPaths.betting, () => ok({ order: order({ orderNumber: 'L0043' }), balance: '99600' }));
    await user.click(await screen.findByRole('button', { name: 'Place it on issue 20260101-0601' }));
    expect(await screen.findByText('Order L0043 placed on issue 20260101-0601.')).toBeInTheDocument();
    expect(api.calls('POST', lotteryPaths.betting).at(-1)!.body).toMatchObject({ issueNumber: '20260101-0601' });
  });

  it('rolls the countdown over to the next issue at sales close, in the server time', async () => {
    const start = Date.parse('2026-01-01T10:00:00.000Z');
    const { clock, advance } = manualClock(start);
    // The server runs an hour ahead of this browser: the countdown must follow the server.
    const serverNow = () => clock.now() + 3_600_000;
    const api = await lotteryApi({ issue: openIssue('20260101-0600', serverNow() + 5000, serverNow()) });
    let issues = 0;
    api.on('GET', lotteryPaths.openedNumero, () => {
      issues += 1;
      return ok(
        issues === 1
          ? openIssue('20260101-0600', serverNow() + 5000, serverNow())
          : openIssue('20260101-0601', serverNow() + 60_000, serverNow()),
      );
    });
    openGame(clock);
    const timer = await screen.findByRole('timer', { name: /20260101-0600/ });
    expect(timer).toHaveTextContent('00:05');
    advance(3000);
    await waitFor(() => expect(timer).toHaveTextContent('00:02'));
    advance(2000);
    expect(await screen.findByRole('timer', { name: /20260101-0601/ })).toHaveTextContent('01:00');
    expect(issues).toBe(2);
  });

  it('lists today’s orders with their state and cancels one that still can be', async () => {
    const waiting = order();
    const won = order({
      orderNumber: 'L0002',
      status: 'finished',
      cancellable: false,
      payout: '792',
      lines: order().lines.map((line) => ({ ...line, status: 'won' as const, payout: '792' })),
    });
    const api = await lotteryApi({ orders: [waiting, won] });
    api.on('DELETE', lotteryPath(lotteryPaths.order, { orderNumber: 'L0001' }), () =>
      ok({ ...waiting, status: 'cancelled', cancellable: false }),
    );
    const user = userEvent.setup();
    openGame();
    const list = await screen.findByRole('list', { name: "Today's orders" });
    const cards = within(list).getAllByTestId('lottery-order');
    expect(cards[0]).toHaveTextContent('Waiting for draw');
    expect(cards[0]).toHaveTextContent('Ten thousands: Big | Units: Odd');
    expect(cards[1]).toHaveTextContent('Won');
    expect(cards[1]).toHaveTextContent('+₫7.92');
    expect(within(cards[1]!).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Cancel order L0001' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(await screen.findByText('Order L0001 cancelled.')).toBeInTheDocument();
    expect(api.calls('DELETE', lotteryPath(lotteryPaths.order, { orderNumber: 'L0001' }))).toHaveLength(1);
  });

  it('verifies a house draw in the browser and says official results have no seed', async () => {
    const seed = '5e'.repeat(32);
    const result = [...(await drawResult({ kind: 'SSC', layout: null }, 'SSC1M', '20260101-0599', seed))];
    const house = draw({ commitment: await commitmentOf(seed), serverSeed: seed, result });
    const forged = draw({
      issueNumber: '20260101-0598',
      commitment: await commitmentOf(seed),
      serverSeed: seed,
      result,
    });
    const official = draw({ issueNumber: '20260101-0597', source: 'official', result: ['0', '0', '0', '0', '1'] });
    await lotteryApi({ draws: [house, forged, official] });
    const user = userEvent.setup();
    openGame();
    await user.click(await screen.findByRole('tab', { name: 'Draw history' }));
    await user.click(await screen.findByRole('button', { name: 'Verify 20260101-0599' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify issue 20260101-0599' });
    expect(await within(dialog).findByTestId('verify-verdict')).toHaveTextContent(
      'Verified: the seed matches the commitment published before sales opened, and it draws exactly this result.',
    );
    expect(within(dialog).getAllByText('Matches')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // The same seed under another issue number draws another result: the check says so.
    await user.click(screen.getByRole('button', { name: 'Verify 20260101-0598' }));
    const second = screen.getByRole('dialog', { name: 'Verify issue 20260101-0598' });
    expect(await within(second).findByTestId('verify-verdict')).toHaveTextContent('Does not match');
    expect(within(second).getByText('Differs')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Close' }));

    expect(screen.getByText('Official result: entered by the operator, no seed to verify.')).toBeInTheDocument();
  });

  it('shows the trend chart and the hot and cold numbers', async () => {
    await lotteryApi({
      draws: [
        draw({ issueNumber: '20260101-0599' }),
        draw({ issueNumber: '20260101-0598', result: ['9', '9', '9', '9', '9'] }),
      ],
    });
    const user = userEvent.setup();
    openGame();
    await user.click(await screen.findByRole('tab', { name: 'Trends' }));
    expect(await screen.findByRole('heading', { name: 'Last 2 draws' })).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('sum');
    const hot = await screen.findByRole('list', { name: 'Hot' });
    expect(within(hot).getAllByRole('listitem')[0]).toHaveTextContent('9Drawn 9×');
    const cold = screen.getByRole('list', { name: 'Cold' });
    expect(within(cold).getAllByRole('listitem')[0]).toHaveTextContent('0Gap 9');
  });

  it('shows a load failure with a retry, and a game the site does not have', async () => {
    const api = await lotteryApi();
    api.on('GET', lotteryPath(lotteryPaths.plays, { gameCode: 'SSC1M' }), () =>
      failure('INTERNAL', 'error.unknown', 500),
    );
    const user = userEvent.setup();
    const view = openGame();
    expect(await screen.findByText('The game could not be opened')).toBeInTheDocument();
    api.on('GET', lotteryPath(lotteryPaths.plays, { gameCode: 'SSC1M' }), () => ok(playMenu()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed SSC 1 minute' })).toBeInTheDocument();
    view.unmount();

    api.on('GET', lotteryPath(lotteryPaths.plays, { gameCode: 'SSC1M' }), () =>
      failure('NOT_FOUND', 'error.not_found', 404),
    );
    openGame();
    expect(await screen.findByText('This site has no lottery game SSC1M.')).toBeInTheDocument();
  });
});
