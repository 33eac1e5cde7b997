import type { PortalModule } from '../../platform/portal-module.js';
import { operatorVipRoutes } from './operator-vip.routes.js';
import { vipRoutes } from './vip.routes.js';
import { vipLevelRoutes } from './vip-levels.routes.js';
import { vipReviewJob } from './vip-review.job.js';

export const vipModule: PortalModule = ({ db, sites, clock }) => ({
  routes: async (api) => {
    await api.register(vipRoutes(db, clock));
    await api.register(operatorVipRoutes(db));
    await api.register(vipLevelRoutes(db, clock));
  },
  jobs: [vipReviewJob({ sites, now: clock })],
});
