import type { ChatServerFrame } from '@portal/contracts';
import WebSocket from 'ws';

/** The chat socket's address on a listening app (`app.listen` answers its base address). */
export const chatSocketUrl = (address: string) => `${address.replace('http', 'ws')}/wps/chat/socket`;

/**
 * A browser's side of the chat socket: says hello with the token, keeps every frame it gets, and waits
 * for a state of them (or for the socket to close).
 */
export async function connectChat(socketUrl: string, merchant: string, token: string, after = '0') {
  const socket = new WebSocket(socketUrl);
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed: number | null = null;
  const wakeAll = () => {
    for (const wake of waiters.splice(0)) wake();
  };
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    wakeAll();
  });
  socket.on('close', (code) => {
    closed = code;
    wakeAll();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'hello', token, merchant, after }));
  const waitFor = async (test: (frames: ChatServerFrame[]) => boolean) => {
    while (!test(frames) && closed === null) await new Promise<void>((wake) => waiters.push(wake));
    return frames;
  };
  const ready = () => waitFor((got) => got.some((frame) => frame.type === 'ready'));
  return { socket, frames, until: waitFor, ready, closedWith: () => closed };
}

export const isError = (frame: ChatServerFrame) => frame.type === 'error';

export const bodies = (frames: ChatServerFrame[]) =>
  frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.body] : []));

/** The id of the newest message a browser holds (what it resumes after). */
export const lastMessageId = (frames: ChatServerFrame[]) =>
  frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.id] : [])).at(-1) ?? '0';
