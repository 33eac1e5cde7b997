import http from 'node:http';
import { WebSocketServer } from 'ws';

// The fan-out baseline: a bare `ws` server with nothing of ours. Sockets join a group by their URL
// (/?group=3); POST /broadcast?group=3 sends one frame of a live table's size, stamped, to the group.
const groups = new Map<string, Set<import('ws').WebSocket>>();
const padding = 'x'.repeat(1500);
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  if (url.pathname === '/') return response.end('ok');
  const frame = JSON.stringify({ type: 'state', sentAt: Date.now(), padding });
  for (const socket of groups.get(url.searchParams.get('group') ?? '') ?? []) socket.send(frame);
  response.end('sent');
});
const sockets = new WebSocketServer({ server });
sockets.on('connection', (socket, request) => {
  const group = new URL(request.url ?? '/', 'http://bare').searchParams.get('group') ?? '';
  const members = groups.get(group) ?? new Set();
  members.add(socket);
  groups.set(group, members);
  socket.on('close', () => members.delete(socket));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
