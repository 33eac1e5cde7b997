import { OutboxProvider } from '../../platform/messaging.js';
import type { PortalModule } from '../../platform/portal-module.js';
import { auditRoutes } from './audit.routes.js';
import { operatorRoutes } from './operator.routes.js';
import { passkeyRoutes } from './passkeys.routes.js';
import { teamRoutes } from './team.routes.js';

export const operatorModule: PortalModule = (deps) => ({
  routes: async (api) => {
    await api.register(
      operatorRoutes({ db: deps.db, secrets: deps.secrets, throttle: deps.throttle }, deps.sites, deps.clock),
    );
    await api.register(passkeyRoutes({ db: deps.db, secrets: deps.secrets, throttle: deps.throttle }, deps.clock));
    await api.register(auditRoutes(deps.db));
    await api.register(
      teamRoutes({ db: deps.db, sites: deps.sites, email: new OutboxProvider(deps.db, 'email', deps.log) }),
    );
  },
});
