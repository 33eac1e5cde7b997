import type { PortalModule } from '../../platform/portal-module.js';
import { lotterySchedulerJob } from './draw-scheduler.js';
import { lotteryRoutes } from './lottery.routes.js';
import { LotteryCatalog } from './lottery-catalog.service.js';
import { lotteryGameSettingsRoutes } from './lottery-game-settings.routes.js';
import { operatorIssueRoutes } from './operator-issues.routes.js';
import { operatorLotteryRoutes } from './operator-lottery.routes.js';
import { OrderLookups } from './order-lookups.js';

export const lotteryModule: PortalModule = ({ db, clock, log }) => {
  const lottery = { db, catalog: new LotteryCatalog(db), now: clock, lookups: new OrderLookups(db) };
  return {
    routes: async (api) => {
      await api.register(lotteryRoutes(lottery));
      await api.register(operatorLotteryRoutes(lottery));
      await api.register(operatorIssueRoutes(lottery));
      await api.register(lotteryGameSettingsRoutes(lottery));
    },
    jobs: [lotterySchedulerJob(clock, log)],
  };
};
