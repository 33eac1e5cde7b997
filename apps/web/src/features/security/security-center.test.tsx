import { type SecurityOverview, withdrawPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { bankAccount } from '../../test/money-fixtures';
import { renderApp } from '../../test/render-app';
import { renderInApp } from '../../test/render-in-app';
import { SecurityCenterPage } from './components/SecurityCenterPage';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.setItem('token', 'tok-1'));

async function securityApi(initial: SecurityOverview) {
  const api = await fakeApi();
  const state = { ...initial };
  api.on('GET', withdrawPaths.security, () => ok(state));
  return { api, state };
}

describe('securityCenter', () => {
  it('is the member centre page /member?page=securityCenter', async () => {
    await securityApi({ paymentPasswordSet: false, realName: null, bankAccounts: [] });
    renderApp('/member?page=securityCenter');
    // The member centre and the page are both loaded on first visit, which takes a while under the test transform.
    expect(await screen.findByRole('heading', { level: 1, name: 'Security centre' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bank accounts' })).toBeInTheDocument();
  });
});

describe('securityCenter: payment password', () => {
  it('sets it the first time with the login password, encrypted, and then shows it as set', async () => {
    const { api, state } = await securityApi({ paymentPasswordSet: false, realName: null, bankAccounts: [] });
    api.on('PUT', withdrawPaths.paymentPassword, () => {
      state.paymentPasswordSet = true;
      return ok(null);
    });
    const user = userEvent.setup();
    renderInApp(<SecurityCenterPage />);
    const panel = within(await screen.findByRole('region', { name: 'Payment password' }));
    expect(panel.getByText('Not set')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Set payment password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set payment password' }));
    await user.click(dialog.getByRole('button', { name: 'Save payment password' }));
    expect(await dialog.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(dialog.getAllByText('The payment password is six digits.')).toHaveLength(1);

    await user.type(dialog.getByLabelText(/^Login password/), 'Secret123');
    await user.type(dialog.getByLabelText(/^New payment password/), '123456');
    await user.type(dialog.getByLabelText(/^Confirm new payment password/), '123457');
    await user.click(dialog.getByRole('button', { name: 'Save payment password' }));
    expect(await dialog.findByText('Entries inconsistent')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Confirm new payment password/));
    await user.type(dialog.getByLabelText(/^Confirm new payment password/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Save payment password' }));

    expect(await screen.findByText('Your payment password is set.')).toBeInTheDocument();
    const [sent] = api.calls('PUT', withdrawPaths.paymentPassword);
    expect(sent?.encrypted).toBe(true);
    expect(sent?.body).toEqual({
      loginPassword: 'Secret123',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(await panel.findByText('Set')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Change payment password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes it with the current payment password and shows a wrong one at that field', async () => {
    const { api } = await securityApi({ paymentPasswordSet: true, realName: null, bankAccounts: [] });
    api.on('PUT', withdrawPaths.paymentPassword, () =>
      failure('PAYMENT_PASSWORD_INCORRECT', 'error.payment_password_incorrect', 400, {
        field: 'body.oldPaymentPassword',
      }),
    );
    const user = userEvent.setup();
    renderInApp(<SecurityCenterPage />);
    await user.click(await screen.findByRole('button', { name: 'Change payment password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change payment password' }));
    expect(dialog.queryByLabelText(/^Login password/)).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Current payment password/), '111111');
    await user.type(dialog.getByLabelText(/^New payment password/), '222222');
    await user.type(dialog.getByLabelText(/^Confirm new payment password/), '222222');
    await user.click(dialog.getByRole('button', { name: 'Save payment password' }));
    expect(await dialog.findByText('The payment password is incorrect.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Current payment password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', withdrawPaths.paymentPassword)[0]?.body).toEqual({
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
  });

  it('opens the change-password dialog for the login password', async () => {
    await securityApi({ paymentPasswordSet: true, realName: null, bankAccounts: [] });
    const user = userEvent.setup();
    renderInApp(<SecurityCenterPage />);
    await user.click(await screen.findByRole('button', { name: 'Change login password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});

describe('securityCenter: bank accounts', () => {
  it('explains that the first payee name becomes the real name, adds the account and lists it masked', async () => {
    const { api, state } = await securityApi({ paymentPasswordSet: true, realName: null, bankAccounts: [] });
    api.on('POST', withdrawPaths.bankAccounts, (request) => {
      const body = request.body as { payeeName: string };
      const added = bankAccount('6789', { payeeName: body.payeeName, branch: 'District 1' });
      Object.assign(state, { realName: body.payeeName, bankAccounts: [added] });
      return ok(added);
    });
    const user = userEvent.setup();
    renderInApp(<SecurityCenterPage />);
    expect(await screen.findByText('No bank accounts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add bank account' }));
    expect(dialog.getByText(/becomes your real name/)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Payee name/)).toHaveValue('');
    await user.type(dialog.getByLabelText(/^Bank name/), 'Vietcombank');
    await user.type(dialog.getByLabelText(/^Account number/), '12-34');
    await user.type(dialog.getByLabelText(/^Payee name/), 'Nguyen Van A');
    await user.type(dialog.getByLabelText(/^Branch/), 'District 1');
    await user.click(dialog.getByRole('button', { name: 'Save bank account' }));
    expect(await dialog.findByText('The account number is 6 to 30 digits.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Account number/));
    await user.type(dialog.getByLabelText(/^Account number/), '0123456789');
    await user.click(dialog.getByRole('button', { name: 'Save bank account' }));

    expect(await screen.findByText('Bank account added.')).toBeInTheDocument();
    expect(api.calls('POST', withdrawPaths.bankAccounts)[0]?.body).toEqual({
      bankName: 'Vietcombank',
      accountNumber: '0123456789',
      payeeName: 'Nguyen Van A',
      branch: 'District 1',
    });
    expect(await screen.findByText('****6789')).toBeInTheDocument();
    expect(screen.getByText('Real name:', { exact: false })).toHaveTextContent('Real name: Nguyen Van A');
    expect(screen.getByText('Nguyen Van A · District 1')).toBeInTheDocument();
  });

  it('starts the payee name with the real name and shows a mismatch at that field', async () => {
    const { api } = await securityApi({
      paymentPasswordSet: true,
      realName: 'Tran Thi B',
      bankAccounts: [bankAccount('1')],
    });
    api.on('POST', withdrawPaths.bankAccounts, () =>
      failure('PAYEE_NAME_MISMATCH', 'error.payee_name_mismatch', 400, { field: 'body.payeeName' }),
    );
    const user = userEvent.setup();
    renderInApp(<SecurityCenterPage />);
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add bank account' }));
    expect(dialog.getByText('The payee name must match your real name: Tran Thi B.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Payee name/)).toHaveValue('Tran Thi B');
    await user.type(dialog.getByLabelText(/^Bank name/), 'ACB');
    await user.type(dialog.getByLabelText(/^Account number/), '99887766');
    await user.clear(dialog.getByLabelText(/^Payee name/));
    await user.type(dialog.getByLabelText(/^Payee name/), 'Someone Else');
    await user.click(dialog.getByRole('button', { name: 'Save bank account' }));
    expect(await dialog.findByText('The payee name must be your real name.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Payee name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', withdrawPaths.bankAccounts)[0]?.body).not.toHaveProperty('branch');
  });

  it('allows at most five accounts', async () => {
    const accounts = ['1', '2', '3', '4', '5'].map((id) => bankAccount(id));
    await securityApi({ paymentPasswordSet: true, realName: 'Nguyen Van A', bankAccounts: accounts });
    renderInApp(<SecurityCenterPage />);
    expect(await screen.findByText(/You have 5 accounts, the most allowed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add bank account' })).toBeDisabled();
  });

  it('removes an account after a confirmation', async () => {
    const { api, state } = await securityApi({
      paymentPasswordSet: true,
      realName: 'Nguyen Van A',
      bankAccounts: [bankAccount('7'), bankAccount('8')],
    });
    api.on('DELETE', `${withdrawPaths.bankAccounts}/7`, () => {
      state.bankAccounts = [bankAccount('8')];
      return ok(null);
    });
    const user = userEvent.setup();
    renderInApp(<SecurityCenterPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Vietcombank ****0007' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove bank account' }));
    expect(dialog.getByText(/Withdrawals can no longer be paid to it/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', `${withdrawPaths.bankAccounts}/7`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Vietcombank ****0007' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Bank account removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('****0007')).not.toBeInTheDocument());
    expect(screen.getByText('****0008')).toBeInTheDocument();
  });
});
