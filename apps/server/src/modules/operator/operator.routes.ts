import { operatorLoginRequestSchema, operatorPaths, operatorResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { failureCounts, recordAttempt } from '../identity/session.repository.js';
import type { SiteRegistry } from '../site/site.registry.js';
import { operatorOf } from './operator.auth.js';
import { createOperatorSession, findOperator, recordAudit } from './operator.repository.js';

const tags = ['operator'];

export function operatorRoutes(db: Database, sites: SiteRegistry): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      operatorPaths.login,
      {
        schema: portalSchema({
          tags,
          summary: 'Operator sign-in (locked like member sign-in after the site limit of failures)',
          success: operatorResponses.session,
          failures: [401, 423],
          body: operatorLoginRequestSchema,
        }),
      },
      async (request) => {
        const { loginMaxFailures, loginFailureWindowMinutes, loginLockMinutes } = request.site.security;
        // Counted apart from members: an operator name may equal a member's.
        const account = `operator:${request.body.username.toLowerCase()}`;
        const counts = await failureCounts(db, request.site.id, account, request.ip, loginFailureWindowMinutes);
        if (counts.accountFailures >= loginMaxFailures)
          throw new AppError('ACCOUNT_LOCKED', { params: { minutes: loginLockMinutes } });
        const operator = await findOperator(db, request.body.username);
        if (!(await verifyPassword(operator?.passwordHash ?? null, request.body.password)) || !operator) {
          await recordAttempt(db, request.site.id, account, request.ip, false);
          throw new AppError('LOGIN_FAILED');
        }
        await recordAttempt(db, request.site.id, account, request.ip, true);
        await recordAudit(db, {
          operatorId: operator.id,
          siteId: request.site.id,
          action: 'operator.login',
          details: { ip: request.ip },
        });
        return ok({ token: await createOperatorSession(db, operator.id) });
      },
    );
    app.get(
      operatorPaths.self,
      {
        config: { operator: true },
        schema: portalSchema({
          tags,
          summary: 'The signed-in operator and the sites it runs',
          success: operatorResponses.self,
          failures: [401, 403],
        }),
      },
      async (request) => {
        const operator = operatorOf(request);
        const codes = (operator.siteIds ?? [])
          .map((id) => sites.byId(id)?.code)
          .filter((code): code is string => Boolean(code));
        return ok({ username: operator.username, allSites: operator.siteIds === null, siteCodes: codes });
      },
    );
  };
}
