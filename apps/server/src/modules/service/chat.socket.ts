import websocket from '@fastify/websocket';
import {
  type ChatClientFrame,
  type ChatServerFrame,
  chatClientFrameSchema,
  chatCloseCodes,
  errorCatalog,
  servicePaths,
} from '@portal/contracts';
import { isDatabaseUnavailable } from '@portal/contracts/database-errors';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Principal, SessionCheck } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { SocketCounts } from '../../platform/open-counts.js';
import {
  type ChatDeps,
  checkedBody,
  consumeChatQuota,
  historyFor,
  memberRead,
  memberRoom,
  postMessage,
} from './chat.service.js';
import { FrameBucket } from './chat-limits.js';

/** Frames are small: a message is at most 1000 characters, so 16 KiB leaves room for any encoding. */
const maxPayload = 16 * 1024;

interface Session {
  principal: Principal;
  token: string;
  siteId: number;
  roomId: bigint;
  /** Stops listening to the room and gives the member's place among its sockets back. */
  release: () => void;
}

/**
 * GET /wps/chat/socket: the member's chat room, live. Outside the API scope: a browser cannot set the
 * portal's headers on a WebSocket, so the first frame names the site and carries the session token.
 * Its bounds (chat-limits.ts) are kept in memory before any frame reaches the database: sockets per
 * address and per member, a hello deadline, frames per second, frames waiting their turn, and bytes
 * waiting for a reader that does not read.
 */
export function chatSocketRoutes(deps: ChatDeps & { sessions: SessionCheck }): FastifyPluginAsync {
  const { limits } = deps;
  const byAddress = new SocketCounts(limits.perAddress);
  const byMember = new SocketCounts(limits.perMember);
  return async (app) => {
    await app.register(websocket, { options: { maxPayload } });
    app.get(servicePaths.socket, { websocket: true, schema: { hide: true } }, (socket, request) => {
      const releaseAddress = byAddress.admit(request.ip);
      if (!releaseAddress) {
        socket.close(chatCloseCodes.tooManySockets, 'too many sockets');
        return;
      }
      let session: Session | null = null;
      let queue = Promise.resolve();
      let waiting = 0;
      const frames = new FrameBucket(limits.frameBurst, limits.framesPerSecond, deps.throttle.clock);
      const helloDeadline = setTimeout(() => {
        if (!session) socket.close(chatCloseCodes.helloTimeout, 'no hello');
      }, limits.helloTimeoutMs);
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState !== socket.OPEN) return;
        // A reader that does not read: dropped, rather than held in memory with all it will not take.
        if (socket.bufferedAmount > limits.maxBufferedBytes) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(frame));
      };
      const fail = (error: unknown) => {
        if (error instanceof AppError) {
          send({ type: 'error', code: error.code, field: error.field, message: error.message });
          if (error.code === 'TRIAL_ACCOUNT') socket.close(chatCloseCodes.trial, 'trial account');
          else if (!session || error.code === 'SESSION_EXPIRED') socket.close(chatCloseCodes.unauthorized, error.code);
          return;
        }
        // A database outage or a bug: said to the browser (it reconnects), logged, the process lives on.
        const away = isDatabaseUnavailable(error);
        if (away) request.log.warn({ err: error }, 'chat socket: database unavailable');
        else request.log.error({ err: error }, 'chat socket frame failed');
        const code = away ? 'DATABASE_UNAVAILABLE' : 'INTERNAL_ERROR';
        send({ type: 'error', code, message: errorCatalog[code].message });
        // Not even signed in yet: close, so that the browser tries again after its pause.
        if (!session) socket.close(1011, 'try again');
      };
      socket.on('message', (data) => {
        // Over the frame rate, or too many frames waiting: refused here, in memory (the frame is dropped).
        if (waiting >= limits.maxQueuedFrames || !frames.take()) {
          send({ type: 'error', code: 'THROTTLED', field: 'frame', message: errorCatalog.THROTTLED.message });
          return;
        }
        waiting += 1;
        // One frame at a time, in order: a burst is stored in the order it was sent.
        queue = queue.then(async () => {
          try {
            await handle(data.toString());
          } catch (error) {
            fail(error);
          } finally {
            waiting -= 1;
          }
        });
      });
      socket.on('error', (error) => request.log.warn({ reason: error.message }, 'chat socket error'));
      socket.on('close', () => {
        clearTimeout(helloDeadline);
        session?.release();
        releaseAddress();
      });

      async function handle(raw: string) {
        const frame = parseFrame(raw);
        if (frame.type === 'hello') {
          if (session || socket.readyState !== socket.OPEN) return;
          session = await open(socket, request, frame, send);
          if (session) clearTimeout(helloDeadline);
          // Closed while it was opening: the close handler found no session to release.
          if (session && socket.readyState !== socket.OPEN) session.release();
          return;
        }
        if (!session) throw new AppError('UNAUTHORIZED');
        // The session may have ended (logout, expiry) while the socket stayed open.
        await deps.sessions.principalOfToken(app.sites.byId(session.siteId)!, session.token, 'member');
        if (frame.type === 'send') {
          checkedBody(frame.body); // a refused body does not count against the limit
          await consumeChatQuota(deps, session.siteId, session.principal.memberId);
          await postMessage(deps, session.roomId, 'member', frame.body);
        } else {
          await memberRead(deps, session.roomId, BigInt(frame.upTo));
        }
      }
    });

    /** Signs the socket in to the member's room, or refuses a member already at its sockets' cap (null). */
    async function open(
      socket: WebSocket,
      request: FastifyRequest,
      hello: Extract<ChatClientFrame, { type: 'hello' }>,
      send: (frame: ChatServerFrame) => void,
    ): Promise<Session | null> {
      const site = app.sites.resolve(request.headers.host, hello.merchant);
      if (!site) throw new AppError('SITE_NOT_FOUND', { field: 'merchant' });
      const principal = await deps.sessions.principalOfToken(site, hello.token, 'member');
      const releaseMember = byMember.admit(`${site.id}:${principal.memberId}`);
      if (!releaseMember) {
        const params = { max: limits.perMember };
        send({ type: 'error', code: 'THROTTLED', field: 'socket', message: errorCatalog.THROTTLED.message, params });
        socket.close(chatCloseCodes.tooManySockets, 'too many sockets');
        return null;
      }
      try {
        const room = await memberRoom(deps, site.id, principal.memberId);
        // Listen first, then read the history: a message in between arrives twice at worst (the browser
        // keeps one per id), never not at all.
        const unsubscribeFrames = deps.hub.subscribe(room.roomId, send);
        const unsubscribeResume = deps.hub.onResume(() => socket.close(chatCloseCodes.resume, 'resume'));
        const release = () => {
          unsubscribeFrames();
          unsubscribeResume();
          releaseMember();
        };
        const session = { principal, token: hello.token, siteId: site.id, roomId: room.roomId, release };
        try {
          for (const message of await historyFor(deps, room.roomId, BigInt(hello.after ?? '0'))) {
            send({ type: 'message', message });
          }
        } catch (error) {
          release();
          throw error;
        }
        send({ type: 'ready', unread: room.unread });
        return session;
      } catch (error) {
        releaseMember();
        throw error;
      }
    }
  };
}

function parseFrame(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_ERROR', { field: 'frame', message: 'frame: JSON expected' });
  }
  const parsed = chatClientFrameSchema.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'frame';
    throw new AppError('VALIDATION_ERROR', { field, message: `${field}: ${parsed.error.issues[0]?.message}` });
  }
  return parsed.data;
}
