import {
  operatorLoginRequestSchema,
  operatorPaths,
  operatorResponses,
  secondStepRequestSchema,
  totpEnrolRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { Sites } from '../../platform/site-context.js';
import { loginOperator, logoutOperator, type OperatorDeps, signOutEverywhere } from './operator.service.js';
import { siteCodesOf } from './team.service.js';
import { TwoStep } from './two-step.service.js';

const tags = ['operator'];

export function operatorRoutes(deps: OperatorDeps, sites: Sites, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const twoStep = new TwoStep(deps, clock);
    app.post(
      operatorPaths.login,
      {
        // Operators sign in while their site is in maintenance or closed: they are the ones who open it again.
        config: { openWhenClosed: true },
        schema: portalSchema({
          tags,
          summary: 'Operator sign-in, first step: the password (one lockout per operator on every site)',
          description:
            'Answers a session that can only take the second step, for five minutes: enrolment of an authenticator ' +
            '(secondStep enrol) or its code (secondStep code), or with `passkey` a passkey made at this host in ' +
            'place of the code. A captcha is due after a failure.',
          success: operatorResponses.session,
          failures: [400, 401, 403, 423],
          body: operatorLoginRequestSchema,
        }),
      },
      async (request) => ok(await loginOperator(deps, request.site, request.body, request.ip, request.hostname)),
    );
    app.post(
      operatorPaths.totpEnrolment,
      {
        config: { operator: 'second-step' },
        schema: portalSchema({
          tags,
          summary: 'Start adding an authenticator app: its secret and otpauth:// URI (for a QR code)',
          success: operatorResponses.enrolment,
          failures: [401, 403, 409],
        }),
      },
      async (request) => ok(await twoStep.startEnrolment(request.site, operatorOf(request))),
    );
    app.post(
      operatorPaths.totpEnrol,
      {
        config: { operator: 'second-step' },
        schema: portalSchema({
          tags,
          summary: 'Confirm the authenticator with its first code: signed in, and ten recovery codes shown once',
          success: operatorResponses.recoveryCodes,
          failures: [400, 401, 403, 409, 423],
          body: totpEnrolRequestSchema,
        }),
      },
      async (request) => ok(await twoStep.enrol(request.site, operatorOf(request), request.body.code, request.ip)),
    );
    app.post(
      operatorPaths.secondStep,
      {
        config: { operator: 'second-step' },
        schema: portalSchema({
          tags,
          summary: 'Sign-in, second step: the authenticator code, or a recovery code (each used once)',
          success: operatorResponses.signedIn,
          failures: [400, 401, 403, 409, 423],
          body: secondStepRequestSchema,
        }),
      },
      async (request) => {
        await twoStep.verify(request.site, operatorOf(request), request.body, request.ip);
        return ok(null);
      },
    );
    app.delete(
      operatorPaths.logout,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: 'End this operator session (audited)',
          success: operatorResponses.loggedOut,
          failures: [401, 403],
        }),
      },
      async (request) => {
        await logoutOperator(deps.db, request.site, operatorOf(request), request.ip);
        return ok(null);
      },
    );
    app.delete(
      operatorPaths.sessions,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: "Sign out everywhere: end every one of the operator's sessions, this one included (audited)",
          success: operatorResponses.endedSessions,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await signOutEverywhere(deps.db, request.site, operatorOf(request), request.ip)),
    );
    app.get(
      operatorPaths.self,
      {
        config: { operator: 'account' },
        schema: portalSchema({
          tags,
          summary: 'The signed-in operator, its role and the sites it runs',
          success: operatorResponses.self,
          failures: [401, 403],
        }),
      },
      async (request) => {
        const operator = operatorOf(request);
        return ok({
          username: operator.username,
          role: operator.role,
          allSites: operator.siteIds === null,
          siteCodes: siteCodesOf(sites, operator.siteIds),
          site: {
            code: request.site.code,
            name: request.site.name,
            languages: request.site.brand.supportedLanguages,
            timeZone: request.site.brand.timeZone,
          },
        });
      },
    );
  };
}
