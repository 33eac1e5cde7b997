import {
  invitationAcceptRequestSchema,
  invitationTokenField,
  operatorInvitationRequestSchema,
  operatorRoleRequestSchema,
  operatorTeamPaths,
  operatorTeamResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { acceptInvitation, previewInvitation } from './invitation.service.js';
import { changeOperatorRole, inviteOperator, type TeamDeps, teamOfSite } from './team.service.js';

const tags = ['operator'];

/** The site's operators: the owner invites and changes roles; the invitee takes the link (issue 25). */
export function teamRoutes(deps: TeamDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorTeamPaths.team,
      {
        config: { operator: 'team' },
        schema: portalSchema({
          tags,
          summary: "The site's operators (role, sites, two-step, last seen) and the invitations still open",
          success: operatorTeamResponses.team,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await teamOfSite(deps, request.site)),
    );
    app.post(
      operatorTeamPaths.invitations,
      {
        config: { operator: 'team' },
        schema: portalSchema({
          tags,
          summary: 'Invite an operator: an e-mail with a single-use link (72 hours) to set a password and enrol',
          description:
            'Sending again to the same username replaces the earlier link. The sites must be ones the owner runs, ' +
            'and include this site (the link opens the console here).',
          success: operatorTeamResponses.invited,
          failures: [401, 403, 409],
          body: operatorInvitationRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await inviteOperator(deps, request.site, operatorOf(request), request.body, {
            consoleUrl: `${request.protocol}://${request.host}/console/`,
            ip: request.ip,
          }),
        ),
    );
    app.post(
      operatorTeamPaths.role,
      {
        config: { operator: 'team' },
        schema: portalSchema({
          tags,
          summary: "Change another operator's role (from its next call; audited with before and after)",
          success: operatorTeamResponses.role,
          failures: [401, 403, 409],
          params: z.object({ username: z.string().min(1).max(64) }),
          body: operatorRoleRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await changeOperatorRole(deps, request.site, operatorOf(request), {
            username: request.params.username,
            role: request.body.role,
            ip: request.ip,
          }),
        ),
    );
    app.get(
      operatorTeamPaths.invitation,
      {
        schema: portalSchema({
          tags,
          summary: "An open invitation, by its link's token: who it is for, the role and the sites",
          success: operatorTeamResponses.invitation,
          params: z.object({ token: invitationTokenField }),
        }),
      },
      async (request) => ok(await previewInvitation(deps, request.site, request.params.token)),
    );
    app.post(
      operatorTeamPaths.accept,
      {
        schema: portalSchema({
          tags,
          summary: 'Take an invitation: the password chosen, the operator made, a session that enrols an authenticator',
          description: 'The link works once; the session can only take the enrolment step (as a first sign-in).',
          success: operatorTeamResponses.accepted,
          failures: [409],
          body: invitationAcceptRequestSchema,
        }),
      },
      async (request) => ok(await acceptInvitation(deps.db, request.site, request.body, request.ip)),
    );
  };
}
