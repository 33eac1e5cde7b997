import { relayPath } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberApi } from '../../test/member';
import { renderInApp } from '../../test/render-in-app';
import { ChatRoom } from './components/ChatRoom';
import { type ChatSocketLike, mergeMessages, reconnectDelays } from './hooks/use-chat-socket';

/** A socket the test drives: what the browser sent, and the server's side to answer with. */
class FakeSocket implements ChatSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  frame(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code });
    });
  }
}

const message = (id: string, sender: 'member' | 'staff', body: string) => ({
  id,
  sender,
  body,
  createdAt: '2026-11-25T10:00:00.000Z',
});

async function openRoom() {
  const api = await memberApi();
  api.on('GET', relayPath('CBS_launchChat'), () => new Response('{}', { status: 500 }));
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  renderInApp(<ChatRoom token="tok-1" createSocket={createSocket} />);
  await waitFor(() => expect(sockets).toHaveLength(1));
  return sockets;
}

afterEach(() => vi.useRealTimers());

describe('the chat room', () => {
  it('keeps one copy of each message, in id order', () => {
    const list = [message('2', 'staff', 'b')];
    expect(mergeMessages(mergeMessages(list, message('1', 'member', 'a')), message('2', 'staff', 'b'))).toEqual([
      message('1', 'member', 'a'),
      message('2', 'staff', 'b'),
    ]);
  });

  it('says who it is in the first frame (never the URL), shows the history and sends', async () => {
    const [socket] = await openRoom();
    expect(socket!.url).toMatch(/^ws:\/\/[^/]+\/wps\/chat\/socket$/);
    socket!.open();
    expect(socket!.sent[0]).toEqual({ type: 'hello', token: 'tok-1', merchant: 'LUCKY', after: '0' });
    socket!.frame({ type: 'message', message: message('1', 'staff', 'Welcome!') });
    socket!.frame({ type: 'ready', unread: 1 });
    const log = within(screen.getByRole('log'));
    expect(log.getByText('Welcome!')).toBeInTheDocument();
    // Shown is read: the browser says so.
    await waitFor(() => expect(socket!.sent).toContainEqual({ type: 'read', upTo: '1' }));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type your message'), 'I need help{Enter}');
    expect(socket!.sent).toContainEqual({ type: 'send', body: 'I need help' });
    expect(screen.getByLabelText('Type your message')).toHaveValue('');
  });

  it('reconnects by itself and asks for what follows its last message', async () => {
    const sockets = await openRoom();
    const first = sockets[0]!;
    first.open();
    first.frame({ type: 'message', message: message('7', 'member', 'hello') });
    first.frame({ type: 'ready', unread: 0 });
    vi.useFakeTimers();
    first.drop();
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(reconnectDelays[0]!));
    expect(sockets).toHaveLength(2);
    const second = sockets[1]!;
    second.open();
    expect(second.sent[0]).toMatchObject({ type: 'hello', after: '7' });
    second.frame({ type: 'message', message: message('8', 'staff', 'missed while away') });
    second.frame({ type: 'ready', unread: 1 });
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(screen.getByRole('log')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('stops and says so when the account may not chat (trial)', async () => {
    const [socket] = await openRoom();
    socket!.open();
    socket!.frame({ type: 'error', code: 'TRIAL_ACCOUNT', message: 'error.in_need_true_account' });
    socket!.drop(4403);
    expect(await screen.findByText('You need a real account for this. Please register.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type your message')).toBeDisabled();
  });

  it('names the limit when the server refuses a message as too long', async () => {
    const [socket] = await openRoom();
    socket!.open();
    socket!.frame({ type: 'ready', unread: 0 });
    socket!.frame({ type: 'error', code: 'VALIDATION_ERROR', field: 'body', message: 'body: too long' });
    expect(screen.getByRole('alert')).toHaveTextContent('A message can have at most 1000 characters.');
  });
});
