import type { PortalModule } from '../../platform/portal-module.js';
import { cannedReplyRoutes } from './canned-replies.routes.js';
import { createChatHub } from './chat.service.js';
import { chatSocketRoutes } from './chat.socket.js';
import { type ChatSocketLimits, defaultChatSocketLimits } from './chat-limits.js';
import { operatorChatStreamRoutes } from './chat-stream.routes.js';
import { iconFileRoutes, iconRoutes } from './icon.routes.js';
import { operatorChatRoutes, serviceRelay } from './service.routes.js';

/** Customer service: the chat (socket and operator side) and the service icons; tests pass small socket bounds. */
export function serviceModule(limits: Partial<ChatSocketLimits> = {}): PortalModule {
  return (deps) => {
    // Built before the listener starts, so it LISTENs for chat frames from its first connection.
    const chat = {
      db: deps.db,
      sessions: deps.sessions,
      hub: createChatHub(deps.db, deps.listener),
      secrets: deps.secrets,
      throttle: deps.throttle,
      limits: { ...defaultChatSocketLimits, ...limits },
    };
    return {
      outside: async (app) => {
        await app.register(iconFileRoutes(deps.db));
        await app.register(chatSocketRoutes(chat));
      },
      routes: async (api) => {
        await api.register(iconRoutes(deps.db));
        await api.register(operatorChatRoutes(chat));
        await api.register(operatorChatStreamRoutes(chat));
        await api.register(cannedReplyRoutes(deps.db));
      },
      relays: serviceRelay(chat),
    };
  };
}
