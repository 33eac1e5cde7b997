import { type CaptchaDrawer, hardenedCaptchaDrawer } from '../../platform/captcha-drawer.js';
import { OutboxProvider } from '../../platform/messaging.js';
import type { PortalModule } from '../../platform/portal-module.js';
import { LotteryCatalog } from '../lottery/lottery-catalog.service.js';
import { OrderLookups } from '../lottery/order-lookups.js';
import type { IdentityDeps } from './deps.js';
import { exclusionRoutes } from './exclusion.routes.js';
import { memberRoutes } from './member.routes.js';
import { memberExtraRoutes } from './member-extras.routes.js';
import { memberNoteRoutes } from './member-notes.routes.js';
import { memberPlayRoutes } from './member-play.routes.js';
import { memberSearchRoutes } from './member-search.routes.js';
import { memberStatusRoutes } from './member-status.routes.js';
import { oidcRoutes } from './oidc.routes.js';
import { passwordRoutes } from './password.routes.js';
import { rememberRoutes } from './remember.routes.js';
import { sessionRoutes } from './session.routes.js';
import { trialCleanupJob } from './trial-cleanup.js';

/** Sign-in, registration, sessions, passwords, OpenID; tests draw captchas whose answer they know. */
export function identityModule(drawCaptcha: CaptchaDrawer = hardenedCaptchaDrawer): PortalModule {
  return (deps) => {
    const identity: IdentityDeps = {
      db: deps.db,
      secrets: deps.secrets,
      messaging: {
        sms: new OutboxProvider(deps.db, 'sms', deps.log),
        email: new OutboxProvider(deps.db, 'email', deps.log),
      },
      drawCaptcha,
      throttle: deps.throttle,
      now: deps.clock,
    };
    return {
      routes: async (api) => {
        await api.register(sessionRoutes(identity, deps.keys));
        await api.register(rememberRoutes(identity));
        await api.register(memberRoutes(identity));
        await api.register(passwordRoutes(identity));
        await api.register(exclusionRoutes(identity));
        await api.register(oidcRoutes(identity));
        await api.register(memberStatusRoutes(identity));
        await api.register(memberSearchRoutes(identity));
        await api.register(memberNoteRoutes(identity));
        await api.register(memberExtraRoutes(identity));
        // The member page's lottery orders, read by the lottery's own order history (its catalog cached here).
        const lottery = {
          db: deps.db,
          catalog: new LotteryCatalog(deps.db),
          now: deps.clock,
          lookups: new OrderLookups(deps.db),
        };
        await api.register(memberPlayRoutes(identity, lottery));
      },
      jobs: [trialCleanupJob],
    };
  };
}
