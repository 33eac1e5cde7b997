import type { PortalModule } from '../../platform/portal-module.js';
import { missionRoutes, missionsRelay } from './missions.routes.js';
import { operatorMissionRoutes } from './operator-missions.routes.js';

export const missionsModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(missionRoutes(db, clock));
    await api.register(operatorMissionRoutes(db));
  },
  relays: missionsRelay(db, clock),
});
