import type { PortalModule } from '../../platform/portal-module.js';
import { vipRoutes } from './vip.routes.js';
import { vipReviewJob } from './vip-review.job.js';

export const vipModule: PortalModule = ({ db, sites, clock }) => ({
  routes: async (api) => {
    await api.register(vipRoutes(db, clock));
  },
  jobs: [vipReviewJob({ sites, now: clock })],
});
