import {
  contractPaths,
  contractResponses,
  memberPaths,
  memberResponses,
  operatorAgentContractsQuerySchema,
  operatorAgentPaths,
  operatorContractOfferSchema,
  operatorMemberExtraResponses,
  settlementQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { offerContractAsSite } from './contract.service.js';
import { agentContractsForOperator } from './operator-contracts.service.js';
import { settleNow } from './settlement.job.js';
import type { SettlementDeps } from './settlement.service.js';
import { consolidatedFlagsOf, settlementRecords } from './settlement-records.service.js';

/** Contract records for agents; the site's side of top agents' contracts and a settlement trigger for operators. */
export function contractRoutes(db: Database, deps: SettlementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Under the member's paths (the member page asks it), answered here where the contracts are.
    app.get(
      memberPaths.consolidated,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags: ['member'],
          summary: 'Which agent contract types are enabled (AGENTPOLICY3, not for trial users)',
          success: memberResponses.consolidated,
          failures: [401, 403],
        }),
      },
      async (request) => {
        if (!request.site.switches.AGENTPOLICY3) throw new AppError('FEATURE_DISABLED');
        return ok(await consolidatedFlagsOf(db, principalOf(request).memberId));
      },
    );
    app.get(
      contractPaths.settlements,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags: ['agent'],
          summary: 'What the contracts of a kind I gave and hold paid, period by period',
          success: contractResponses.settlements,
          failures: [401, 403],
          querystring: settlementQuerySchema,
        }),
      },
      async (request) => ok(await settlementRecords(db, request.site, principalOf(request).memberId, request.query)),
    );
    app.post(
      contractPaths.operatorOffer,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Offer a top agent a contract from the site (paid from the site's commission account)",
          success: contractResponses.operatorOffer,
          failures: [401, 403, 404, 409],
          body: operatorContractOfferSchema,
        }),
      },
      async (request) =>
        ok(
          await offerContractAsSite(db, request.site, request.body, new Date(deps.now()), {
            operatorId: operatorOf(request).operatorId,
            ip: request.ip,
          }),
        ),
    );
    app.get(
      operatorAgentPaths.contracts,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "An agent's contracts as the site sees them (every kind and state) and what they paid lately",
          success: operatorMemberExtraResponses.agentContracts,
          failures: [400, 401, 403, 404],
          querystring: operatorAgentContractsQuerySchema,
        }),
      },
      async (request) => ok(await agentContractsForOperator(db, request.site, request.query.agent)),
    );
    app.post(
      contractPaths.operatorSettle,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Settle every closed contract period now, as the settlement job does',
          success: contractResponses.settleRun,
          failures: [401, 403, 409],
        }),
      },
      async () => {
        const summary = await settleNow(db, deps);
        if (!summary) throw new AppError('CONFLICT', { message: 'a settlement is running: try again shortly' });
        return ok(summary);
      },
    );
  };
}
