import type { PortalModule } from '../../platform/portal-module.js';
import { feedbackRoutes } from './feedback.routes.js';

export const feedbackModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(feedbackRoutes({ db, now: clock }));
  },
});
