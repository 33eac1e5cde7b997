import type { PortalModule } from '../../platform/portal-module.js';
import { operatorReferralRoutes } from './operator-referral.routes.js';
import { referralRoutes } from './referral.routes.js';

export const referralModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(referralRoutes(db, clock));
    await api.register(operatorReferralRoutes(db));
  },
});
