import type { PortalModule } from '../../platform/portal-module.js';
import { operatorRewardRoutes } from './operator-rewards.routes.js';
import { pointsPasswordRoutes, pointsRelay } from './points.routes.js';
import { redemptionDecisionRoutes } from './redemption-decision.routes.js';
import { rewardAdminRoutes } from './reward-admin.routes.js';

export const pointsModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(pointsPasswordRoutes(db, clock));
    await api.register(redemptionDecisionRoutes(db, clock));
    await api.register(operatorRewardRoutes(db));
    await api.register(rewardAdminRoutes(db, clock));
  },
  relays: pointsRelay(db, clock),
});
