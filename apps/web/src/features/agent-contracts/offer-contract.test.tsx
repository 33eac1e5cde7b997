import { maxTiers } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { atSiteEvening } from '../../test/site-clock';
import { contract, contractsApi } from './contract-fixtures';

atSiteEvening();

/** Opens the dialog from a contract page; by default agent01 holds a daily salary from the site (myTiers). */
async function openOffer(options: Parameters<typeof contractsApi>[0] = {}, page = 'agentDailyWages2') {
  const api = await contractsApi({ contracts: [contract('1')], ...options });
  const user = userEvent.setup();
  renderApp(`/agentHome?page=${page}`);
  const section = await screen.findByRole('region', { name: 'Contracts' });
  await user.click(within(section).getByRole('button', { name: 'Offer contract' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer a contract' });
  // My own contracts load first (a skeleton meanwhile).
  await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
  return { api, user, dialog };
}

const tier = (dialog: HTMLElement, number: number) => within(dialog).getByRole('group', { name: `Tier ${number}` });
const field = (group: HTMLElement, label: RegExp) => within(group).getByLabelText(label);
const rate = (group: HTMLElement) => field(group, /^Rate \(%\)/);

describe('the offer contract dialog', () => {
  it('starts from my own tiers, shows my rate beside each and sends exact minor units and basis points', async () => {
    const { api, user, dialog } = await openOffer({
      decide: ({ body }) =>
        ok(
          contract('9', { role: 'given', state: 'offered', downline: String((body as { downline: string }).downline) }),
        ),
    });
    expect(within(dialog).getByRole('combobox', { name: 'Contract' })).toHaveDisplayValue('Daily salary');
    expect(within(dialog).getByLabelText('Period')).toHaveValue('Daily');
    expect(within(dialog).getByLabelText('Period')).toHaveAttribute('readonly');
    expect(field(tier(dialog, 2), /^Valid bet from/)).toHaveValue('5000.00');
    expect(field(tier(dialog, 2), /^Members from/)).toHaveValue('3');
    expect(tier(dialog, 2)).toHaveTextContent('Your own rate at these figures: 0.80%');

    await user.type(within(dialog).getByLabelText(/^Downline agent/), 'sub1');
    await user.type(rate(tier(dialog, 1)), '0.3');
    await user.type(rate(tier(dialog, 2)), '0.65');
    // A team with fewer members than my second tier asks for earns my first rate only.
    await user.clear(field(tier(dialog, 3), /^Valid bet from/));
    await user.type(field(tier(dialog, 3), /^Valid bet from/), '25000.5');
    await user.type(rate(tier(dialog, 3)), '1.2');
    expect(tier(dialog, 3)).toHaveTextContent('Your own rate at these figures: 1.20%');
    await user.type(within(dialog).getByLabelText('Last day (optional)'), '2025-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() =>
      expect(api.actions()).toEqual([
        {
          action: 'offer',
          downline: 'sub1',
          endsOn: '2025-03-31',
          tiers: [
            { validBet: '0', activeMembers: 0, rate: 30 },
            { validBet: '500000', activeMembers: 3, rate: 65 },
            { validBet: '2500050', activeMembers: 10, rate: 120 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Daily salary contract offered to sub1.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses, before sending, a rate above mine, tiers that do not climb and unreadable figures', async () => {
    const { api, user, dialog } = await openOffer();
    await user.type(within(dialog).getByLabelText(/^Downline agent/), 'sub1');
    await user.type(rate(tier(dialog, 1)), '0.5');
    await user.type(rate(tier(dialog, 2)), '0.81');
    expect(tier(dialog, 2).querySelector('.tier-row__ceiling--over')).toHaveTextContent('0.80%');
    await user.clear(field(tier(dialog, 3), /^Members from/));
    await user.type(field(tier(dialog, 3), /^Members from/), '2');
    await user.type(rate(tier(dialog, 3)), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await within(tier(dialog, 2)).findByText('More than your own rate.')).toBeVisible();
    expect(within(tier(dialog, 3)).getByText('Must ask more than the tier before it.')).toBeVisible();
    expect(within(tier(dialog, 3)).getByText('Too many decimal places.')).toBeVisible();
    expect(rate(tier(dialog, 2))).toHaveAttribute('aria-invalid', 'true');
    expect(api.actions()).toEqual([]);
  });

  it('adds tiers up to the limit and removes them, never the last one', async () => {
    const { user, dialog } = await openOffer();
    const add = within(dialog).getByRole('button', { name: 'Add tier' });
    for (let count = 3; count < maxTiers; count++) await user.click(add);
    expect(within(dialog).getAllByRole('group', { name: /^Tier \d+$/ })).toHaveLength(maxTiers);
    expect(add).toBeDisabled();
    for (let number = maxTiers; number > 1; number--) {
      await user.click(within(dialog).getByRole('button', { name: `Remove tier ${number}` }));
    }
    expect(within(dialog).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    expect(add).toBeEnabled();
  });

  it("shows the server's refusal on the field it names", async () => {
    const { api, user, dialog } = await openOffer({
      decide: () =>
        failure('CONTRACT_RATE_ABOVE_UPLINE', 'tiers.1.rate: at most 80', 400, {
          field: 'body.tiers.1.rate',
          params: { max: 80 },
        }),
    });
    await user.type(within(dialog).getByLabelText(/^Downline agent/), 'sub1');
    for (const [number, value] of [
      [1, '0.5'],
      [2, '0.8'],
      [3, '1.2'],
    ] as const)
      await user.type(rate(tier(dialog, number)), value);
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(tier(dialog, 2)).findByText('Above what your own contract pays at these figures: at most 0.80%.'),
    ).toBeVisible();

    api.on('POST', '/wps/relay/MCS2_processDailySalContract', ({ body }) =>
      (body as { action: string }).action === 'list'
        ? ok({ items: [contract('1')], page: 1, pageSize: 100, total: 1 })
        : failure('CONTRACT_OFFER_PENDING', 'error.contract_offer_pending', 409, { field: 'body.downline' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('An offer of this kind is already waiting for this downline.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Downline agent/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("fixes a dividend's period to my own dividend's and sends it", async () => {
    const { api, user, dialog } = await openOffer(
      {
        contracts: [contract('1'), contract('2', { kind: 'dividend', period: 'W' })],
        decide: () => ok(contract('9', { kind: 'dividend', period: 'W', role: 'given', state: 'offered' })),
      },
      'agentDividendRecordCopy2',
    );
    const kind = within(dialog).getByRole('combobox', { name: 'Contract' });
    // Only the kinds I hold a running contract of, this page's first.
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dividend', 'Daily salary']);
    expect(kind).toHaveDisplayValue('Dividend');
    expect(within(dialog).getByLabelText('Period')).toHaveValue('Weekly');
    await user.type(within(dialog).getByLabelText(/^Downline agent/), 'sub1');
    for (const [number, value] of [
      [1, '0.1'],
      [2, '0.2'],
      [3, '0.3'],
    ] as const)
      await user.type(rate(tier(dialog, number)), value);
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(api.actions('dividend')).toMatchObject([{ action: 'offer', period: 'W' }]));
  });

  it('says there is nothing to share without a running contract, and closes on Escape', async () => {
    const { user, dialog } = await openOffer({ contracts: [contract('1', { state: 'terminated' })] });
    expect(within(dialog).getByText('No contract to share')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
