import { withdrawPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { withdrawal } from '../../test/money-fixtures';
import { renderInApp } from '../../test/render-in-app';
import { WithdrawPage } from './components/WithdrawPage';
import { minutesFromNow, withdrawApi } from './withdraw-fixtures';

const confirmPath = `${withdrawPaths.withdrawals}/5/confirm`;
const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  sessionStorage.setItem('token', 'tok-1');
  created.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs: count them to see every preview released.
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:proof-${created.length + 1}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const awaitingReceipt = () =>
  withdrawal('5', {
    status: 'paid',
    amount: '150000',
    confirmDeadline: minutesFromNow(30),
    paidAt: minutesFromNow(-1),
  });

async function openReceipt(user: ReturnType<typeof userEvent.setup>) {
  renderInApp(<WithdrawPage />);
  const table = within(await screen.findByRole('table', { name: 'Withdrawal records' }));
  expect(table.getByText(/^(29|30):\d\d left to confirm$/)).toBeInTheDocument();
  await user.click(table.getByRole('button', { name: 'Confirm receipt' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Confirm receipt' }));
  const deadline = /^Confirm by .* \((29|30):\d\d left\)\. After that it counts as received\.$/;
  expect(dialog.getByText(deadline)).toBeInTheDocument();
  return dialog;
}

/** The multipart body of the confirmation, as the browser would send it. */
function sentForm(api: Awaited<ReturnType<typeof withdrawApi>>): FormData {
  const call = api.fetchMock.mock.calls.find(([input]) => String(input) === confirmPath);
  return call?.[1]?.body as FormData;
}

describe('withdraw: confirm receipt', () => {
  it('confirms a full receipt with a remark, as multipart without proof', async () => {
    const api = await withdrawApi({ records: [awaitingReceipt()] });
    api.on('POST', confirmPath, () => ok(withdrawal('5', { status: 'paid', confirmation: 'received' })));
    const user = userEvent.setup();
    const dialog = await openReceipt(user);
    expect(dialog.getByText('₫1,500.00 paid to Vietcombank ****0012.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Received in full')).toBeChecked();
    await user.type(dialog.getByLabelText(/^Remark/), 'All good');
    expect(dialog.getByText('8/140')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    expect(await screen.findByText('Thank you, your confirmation has been sent.')).toBeInTheDocument();
    const form = sentForm(api);
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['result', 'remark']);
    expect(form.get('result')).toBe('received');
    expect(form.get('remark')).toBe('All good');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs the amount and a proof for a partial receipt, checks the images and sends them under "proof"', async () => {
    const api = await withdrawApi({ records: [awaitingReceipt()] });
    api.on('POST', confirmPath, () => ok(withdrawal('5', { status: 'paid', confirmation: 'partial' })));
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openReceipt(user);
    await user.click(dialog.getByLabelText('Partly received'));
    await user.type(dialog.getByLabelText(/^Amount received/), '1500');
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    expect(await dialog.findByText('Enter an amount from ₫0.01 to ₫1,499.99.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Amount received/));
    await user.type(dialog.getByLabelText(/^Amount received/), '1000');
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    expect(await dialog.findByText('Please upload at least one proof image.')).toBeInTheDocument();

    const input = dialog.getByLabelText('Add images');
    await user.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(dialog.getByText('Only PNG or JPG images can be added.')).toBeInTheDocument();
    await user.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(dialog.getByText('Each image can be at most 5 MB.')).toBeInTheDocument();
    expect(dialog.queryAllByRole('img')).toHaveLength(0);
    await user.upload(input, [png('one.png'), png('two.png'), new File(['j'], 'three.jpg', { type: 'image/jpeg' })]);
    expect(dialog.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(created);
    expect(dialog.queryByLabelText('Add images')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove image 2' }));
    expect(revoked).toEqual(['blob:proof-2']);
    expect(dialog.getAllByRole('img')).toHaveLength(2);

    await user.type(dialog.getByLabelText(/^Remark/), 'Only part arrived');
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    await screen.findByText('Thank you, your confirmation has been sent.');
    const form = sentForm(api);
    expect(form.get('result')).toBe('partial');
    expect(form.get('receivedAmount')).toBe('1000');
    expect(form.get('remark')).toBe('Only part arrived');
    expect(form.getAll('proof').map((file) => (file as File).name)).toEqual(['one.png', 'three.jpg']);
    // Closing the dialog released the previews still shown.
    await waitFor(() => expect([...revoked].sort()).toEqual(['blob:proof-1', 'blob:proof-2', 'blob:proof-3']));
  });

  it('shows a closed confirmation in the dialog and refreshes the records', async () => {
    const api = await withdrawApi({ records: [awaitingReceipt()] });
    api.on('POST', confirmPath, () =>
      failure('CONFIRMATION_CLOSED', 'error.confirmation_closed', 409, { field: 'params.id' }),
    );
    const user = userEvent.setup();
    const dialog = await openReceipt(user);
    const reads = api.calls('GET', withdrawPaths.withdrawals).length;
    await user.click(dialog.getByLabelText('Not received'));
    await user.upload(dialog.getByLabelText('Add images'), png('proof.png'));
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This withdrawal can no longer be confirmed.');
    await waitFor(() => expect(api.calls('GET', withdrawPaths.withdrawals).length).toBeGreaterThan(reads));
  });

  it('shows a server refusal of the images next to them', async () => {
    const api = await withdrawApi({ records: [awaitingReceipt()] });
    api.on('POST', confirmPath, () =>
      failure('UPLOAD_INVALID', 'error.upload_invalid', 400, {
        field: 'body.proof',
        params: { problem: 'not_an_image' },
      }),
    );
    const user = userEvent.setup();
    const dialog = await openReceipt(user);
    await user.click(dialog.getByLabelText('Not received'));
    await user.upload(dialog.getByLabelText('Add images'), png('fake.png'));
    await user.click(dialog.getByRole('button', { name: 'Send confirmation' }));
    const group = within(dialog.getByRole('group', { name: /Proof images/ }));
    expect(await group.findByText('Only PNG or JPG images, at most 3, 5 MB each.')).toBeInTheDocument();
  });
});
