import type { PortalModule } from '../../platform/portal-module.js';
import { applicationRoutes } from './application.routes.js';
import { memberBonusRoutes } from './member-bonuses.routes.js';
import { promotionRelay } from './promotion.relay.js';
import { promotionRoutes } from './promotion.routes.js';

export const promotionsModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(promotionRoutes(db, clock));
    await api.register(applicationRoutes(db, clock));
    await api.register(memberBonusRoutes(db));
  },
  relays: promotionRelay(db, clock),
});
