import {
  agentNoticeQuerySchema,
  agentPaths,
  agentResponses,
  downlineQuerySchema,
  downlineTransactionQuerySchema,
  openDownlineRequestSchema,
  teamOverviewQuerySchema,
  teamPlayQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { agentNotices } from '../content/content.service.js';
import { invitationOf, openDownlineAccount } from '../identity/downline-account.service.js';
import { downlineTransactions } from './downline-transactions.service.js';
import { downlines, teamOverview, teamPlay } from './team.service.js';

const tags = ['agent'];
const failures = [401, 403] as const;

/**
 * The agent back office (issue 12): team figures, downlines and their money movements, opening accounts,
 * the notices for agents. Agents only, their own team only.
 */
export function agentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      agentPaths.overview,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: 'My team over a range of days: totals and each day (team figures lag play by a few seconds)',
          success: agentResponses.overview,
          failures: [...failures],
          querystring: teamOverviewQuerySchema,
        }),
      },
      async (request) => ok(await teamOverview(db, principalOf(request).memberId, request.query)),
    );
    app.get(
      agentPaths.teamPlay,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: "My team's play per day and game category",
          success: agentResponses.teamPlay,
          failures: [...failures],
          querystring: teamPlayQuerySchema,
        }),
      },
      async (request) => ok(await teamPlay(db, principalOf(request).memberId, request.query)),
    );
    app.get(
      agentPaths.downlines,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: 'Direct downlines of mine or of a member of my team, with their team figures',
          success: agentResponses.downlines,
          failures: [...failures, 404],
          querystring: downlineQuerySchema,
        }),
      },
      async (request) => ok(await downlines(db, request.site, principalOf(request).memberId, request.query)),
    );
    app.post(
      agentPaths.downlines,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: 'Open a member or agent account directly below me; its one-time password is in this answer only',
          success: agentResponses.openDownline,
          failures: [...failures, 409],
          body: openDownlineRequestSchema,
        }),
      },
      async (request) => ok(await openDownlineAccount(db, request.site, principalOf(request).memberId, request.body)),
    );
    app.get(
      agentPaths.invitation,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: 'My invitation code and link (registrations through them land below me)',
          success: agentResponses.invitation,
          failures: [...failures],
        }),
      },
      async (request) => ok(await invitationOf(db, request.site, principalOf(request).memberId)),
    );
    app.get(
      agentPaths.notices,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: "The site's notices for agents (type AG) live now, newest first, in the request's language",
          success: agentResponses.notices,
          failures: [...failures],
          querystring: agentNoticeQuerySchema,
        }),
      },
      async ({ site, language, query }) => ok(await agentNotices(db, site, language, query.page, query.pageSize)),
    );
    app.get(
      agentPaths.transactions,
      {
        config: { access: 'agent' },
        schema: portalSchema({
          tags,
          summary: 'Deposits, withdrawals, transfers and bonuses of everyone below me, newest first',
          description:
            "Amounts are signed as the downline's main wallet sees them. A username outside my team lists nothing.",
          success: agentResponses.transactions,
          failures: [...failures],
          querystring: downlineTransactionQuerySchema,
        }),
      },
      async (request) =>
        ok(
          await downlineTransactions(db, request.site, principalOf(request).memberId, request.query, request.language),
        ),
    );
  };
}
