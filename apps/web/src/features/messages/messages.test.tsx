import { type Message, messagePaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { failure } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { memberApi, unreadCountPath } from '../../test/member';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id: String(id),
  kind: 'deposit_credited',
  title: `Deposit ${id} credited`,
  body: `Your deposit ${id} was credited.`,
  read: false,
  createdAt: '2025-01-15T12:34:56Z',
  ...overrides,
});

/** An inbox the fake server keeps, so reads and deletes show in the next answers. */
async function inboxApi(inbox: Message[]) {
  const api = await memberApi();
  api.on('GET', messagePaths.list, ({ query }) => {
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const shown = query.get('unread') === 'true' ? inbox.filter((m) => !m.read) : inbox;
    return ok({ items: shown.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: shown.length });
  });
  api.on('GET', unreadCountPath, () => ok({ count: inbox.filter((m) => !m.read).length }));
  api.on('POST', '/wps/messages/1/read', () => {
    inbox[0] = { ...inbox[0]!, read: true };
    return ok(inbox[0]);
  });
  api.on('DELETE', '/wps/messages/2', () => {
    inbox.splice(1, 1);
    return ok(null);
  });
  return api;
}

// The first visit loads the page's code, which takes a while under the test transform.
const list = () => screen.findByRole('list', { name: 'Messages' });

describe('messageV2', () => {
  it('lists the inbox with dates in the site time zone and filters the unread ones', async () => {
    const api = await inboxApi([message(1), message(2, { read: true })]);
    const user = userEvent.setup();
    renderApp('/member?page=messageV2');
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: 'Unread: Deposit 1 credited, 01/15/2025, 19:34:56' }));
    expect(within(rows[1]!).getByRole('button', { name: 'Deposit 2 credited, 01/15/2025, 19:34:56' }));

    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(api.calls('GET', messagePaths.list).at(-1)?.query.get('unread')).toBe('true');
  });

  it('opening a message shows it, marks it read and lowers the badge', async () => {
    const api = await inboxApi([message(1), message(2)]);
    const user = userEvent.setup();
    renderApp('/member?page=messageV2');
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument());
    await user.click(
      within(await list()).getByRole('button', { name: 'Unread: Deposit 1 credited, 01/15/2025, 19:34:56' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Deposit 1 credited' }));
    expect(dialog.getByText('Your deposit 1 was credited.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/messages/1/read')).toHaveLength(1);
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument());
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation, which an outside click does not close', async () => {
    const api = await inboxApi([message(1, { read: true }), message(2, { read: true })]);
    const user = userEvent.setup();
    renderApp('/member?page=messageV2');
    await user.click(within(await list()).getByRole('button', { name: 'Delete message: Deposit 2 credited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    expect(dialog).toHaveTextContent('Delete “Deposit 2 credited”? This cannot be undone.');
    await user.click(document.querySelector('.modal-backdrop') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Delete message' })).toBeInTheDocument();
    expect(api.calls('DELETE', '/wps/messages/2')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/wps/messages/2')).toHaveLength(1);
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('keeps a refused delete in the dialog with its message', async () => {
    const api = await inboxApi([message(1, { read: true }), message(2, { read: true })]);
    api.on('DELETE', '/wps/messages/2', () => failure('NOT_FOUND', 'error.not_found', 404, { field: 'params.id' }));
    const user = userEvent.setup();
    renderApp('/member?page=messageV2');
    await user.click(within(await list()).getByRole('button', { name: 'Delete message: Deposit 2 credited' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete message' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('dialog', { name: 'Delete message' })).toBeInTheDocument();
  });

  it('pages through a long inbox', async () => {
    const inbox = Array.from({ length: 25 }, (_, index) => message(index + 1, { read: true }));
    const api = await inboxApi(inbox);
    const user = userEvent.setup();
    renderApp('/member?page=messageV2');
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(api.calls('GET', messagePaths.list).at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says so when the inbox is empty', async () => {
    await inboxApi([]);
    renderApp('/member?page=messageV2');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const api = await inboxApi([message(1)]);
    let fail = true;
    api.on('GET', messagePaths.list, () =>
      fail
        ? failure('INTERNAL_ERROR', 'error.unknown', 500)
        : ok({ items: [message(1)], page: 1, pageSize: 20, total: 1 }),
    );
    const user = userEvent.setup();
    renderApp('/member?page=messageV2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("writes dates in the member's language", async () => {
    await inboxApi([message(1)]);
    await changeLanguage('TY', true);
    renderApp('/member?page=messageV2');
    const inbox = await screen.findByRole('list', { name: 'Tin nhắn' });
    expect(within(inbox).getByRole('listitem')).toHaveTextContent('15/01/2025');
  });
});
