import { referralPaths, referralResponsesOperator, referralRulesInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { referralRules, setReferralRules } from './operator-referral.service.js';

const tags = ['operator'];

/** The operator reads and sets its site's referral rules (what a friend must do, the reward, the month's cap). */
export function operatorReferralRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      referralPaths.operatorRules,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: "The site's referral rules (null: no referral reward)",
          success: referralResponsesOperator.rules,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await referralRules(db, request.site.id)),
    );
    app.put(
      referralPaths.operatorRules,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: "Set the site's referral rules, audited; they apply to rewards paid from now on",
          success: referralResponsesOperator.rules,
          failures: [401, 403],
          body: referralRulesInputSchema,
        }),
      },
      async (request) => ok(await setReferralRules(db, request.site.id, operatorOf(request).operatorId, request.body)),
    );
  };
}
