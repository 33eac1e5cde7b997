import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@portal/server/testing';
import WebSocket from 'ws';
import { startServer, stopServer, waitForUrl } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The baseline of the live tables' fan-out: a bare `ws` server in its own process sends one stamped frame of a
 * table's size to `players` sockets of each of `tables` groups, `rounds` times, the groups at once as the tables'
 * settlements come; answers each socket's delay, ms.
 */
export async function fanOutBaseline(players: number, tables: number, rounds: number): Promise<number[]> {
  const port = await findFreePort();
  const server = startServer(path.join(here, '../servers/bare-ws.ts'), { PORT: String(port) });
  const delays: number[] = [];
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`);
    const sockets = await Promise.all(
      Array.from({ length: players * tables }, (_, index) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/?group=${index % tables}`);
        socket.on('error', () => {});
        socket.on('message', (data) =>
          delays.push(Date.now() - (JSON.parse(String(data)) as { sentAt: number }).sentAt),
        );
        return new Promise<WebSocket>((resolve) => socket.once('open', () => resolve(socket)));
      }),
    );
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        Array.from({ length: tables }, (_, group) =>
          fetch(`http://127.0.0.1:${port}/broadcast?group=${group}`, { method: 'POST' }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const socket of sockets) socket.close();
  } finally {
    await stopServer(server);
  }
  return delays;
}
