import { type MemberLimit, protectionPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { renderInApp } from '../../test/render-in-app';
import ResponsibleGamingPage from './components/ResponsibleGamingPage';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.setItem('token', 'tok-1'));

const limit = (period: MemberLimit['period'], overrides: Partial<MemberLimit> = {}): MemberLimit => ({
  kind: 'deposit',
  period,
  amount: null,
  used: '0',
  remaining: null,
  pending: null,
  ...overrides,
});

describe('responsibleGaming: deposit limits', () => {
  it('shows each period, sets a limit and reads back what remains', async () => {
    const api = await fakeApi();
    let limits = [limit('day'), limit('week'), limit('month')];
    api.on('GET', protectionPaths.limits, () => ok({ limits }));
    api.on('PUT', protectionPaths.limits, () => {
      limits = [limit('day', { amount: '10000', used: '2500', remaining: '7500' }), limit('week'), limit('month')];
      return ok({ limits });
    });
    const user = userEvent.setup();
    renderInApp(<ResponsibleGamingPage />);
    const day = within(await screen.findByRole('region', { name: 'Daily (24 hours)' }));
    expect(day.getByText('No limit set')).toBeInTheDocument();
    await user.type(day.getByLabelText(/^New limit/), '100.00');
    await user.click(day.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Your limit is saved.')).toBeInTheDocument();
    expect(api.calls('PUT', protectionPaths.limits)[0]?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: '100.00',
    });
    expect(await day.findByText('Remaining')).toBeInTheDocument();
    expect(day.getByRole('button', { name: 'Remove limit' })).toBeInTheDocument();
  });

  it('shows a raise waiting with the time it can be confirmed, and the refusal of an early confirmation', async () => {
    const api = await fakeApi();
    const from = new Date(Date.now() - 60_000).toISOString();
    const pending = { amount: '50000', confirmableFrom: from, confirmable: true };
    api.on('GET', protectionPaths.limits, () =>
      ok({ limits: [limit('day', { amount: '10000', remaining: '10000', pending }), limit('week'), limit('month')] }),
    );
    api.on('POST', protectionPaths.confirmLimit, () =>
      failure('LIMIT_COOLING', 'error.limit_cooling', 409, { field: 'body.period', params: { confirmableFrom: from } }),
    );
    const user = userEvent.setup();
    renderInApp(<ResponsibleGamingPage />);
    const day = within(await screen.findByRole('region', { name: 'Daily (24 hours)' }));
    expect(day.getByRole('status')).toHaveTextContent(/Raise to .*500\.00 waiting/);
    await user.click(day.getByRole('button', { name: 'Confirm' }));
    expect(
      await day.findByText('A higher limit can be confirmed only 24 hours after you asked for it.'),
    ).toBeInTheDocument();
  });

  it('takes a break after the password and a last question, sent encrypted, then leaves signed out', async () => {
    const api = await fakeApi();
    api.on('GET', protectionPaths.limits, () => ok({ limits: [limit('day'), limit('week'), limit('month')] }));
    api.on('POST', protectionPaths.exclusion, () => ok({ kind: 'self-exclusion', until: null }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderInApp(<ResponsibleGamingPage />);
    const panel = within(await screen.findByRole('region', { name: 'Take a break' }));
    await user.click(panel.getByRole('button', { name: 'Take the break' }));
    expect(await panel.findByText('Enter your login password.')).toBeInTheDocument();
    await user.selectOptions(panel.getByLabelText(/^Kind/), 'self-exclusion');
    await user.selectOptions(panel.getByLabelText(/^How long/), 'permanent');
    await user.type(panel.getByLabelText(/^Login password/), 'Secret123');
    await user.click(panel.getByRole('button', { name: 'Take the break' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Take a break?' }));
    expect(dialog.getByText(/Self-exclusion \(for good\): you will be signed out now/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Take the break' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const [sent] = api.calls('POST', protectionPaths.exclusion);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toEqual({ kind: 'self-exclusion', duration: 'permanent', password: 'Secret123' });
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
