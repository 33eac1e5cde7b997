import type { PortalModule } from '../../platform/portal-module.js';
import { messageRoutes, messagesRelay } from './messages.routes.js';

export const messagesModule: PortalModule = ({ db }) => ({
  routes: async (api) => {
    await api.register(messageRoutes(db));
  },
  relays: messagesRelay(db),
});
