import {
  captchaSchema,
  encryptionKeySchema,
  freePlayRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  sessionPaths,
  sessionResponses,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  successEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.js';
import type { SiteKeyStore } from '../../platform/enc.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { drawCaptcha } from '../verification/captcha.service.js';
import { clientOf } from './client.js';
import type { IdentityDeps } from './deps.js';
import { loginHadFailures, loginWithPassword, loginWithSms, startFreePlay } from './login.service.js';
import { dropRememberCookie, keepRememberCookie, rememberCookieOf } from './remember.routes.js';
import { rememberSession, revokeRememberToken } from './remember.service.js';
import { endSession } from './session.service.js';
import { requestRegisterSmsCode, requestSmsCode } from './sms-code.service.js';

const tags = ['session'];

export function sessionRoutes(deps: IdentityDeps, keys: SiteKeyStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      sessionPaths.encryptionKey,
      {
        schema: portalSchema({
          tags,
          summary: 'The site public key for enc payloads',
          success: successEnvelope(encryptionKeySchema),
        }),
      },
      async (request) => ok({ ...(await keys.get(request.site.id)).published, serverTime: deps.throttle.clock() }),
    );
    app.post(
      sessionPaths.login,
      {
        config: {
          enc: true,
          // After a failure of the address (any refused guarded call) or of the account: a proof of work.
          pow: {
            purpose: 'login',
            needed: (request) => loginHadFailures(deps, request.site, request.body as LoginRequest),
          },
        },
        schema: portalSchema({
          tags,
          summary: 'Sign in by username and password, or by mobile number and SMS code (enc)',
          success: sessionResponses.login,
          failures: [401, 403, 423],
          body: loginRequestSchema,
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const result =
          body.type === 'username'
            ? await loginWithPassword(deps, request.site, body, clientOf(request))
            : await loginWithSms(deps, request.site, body, clientOf(request));
        if (body.remember && !body.agent) {
          keepRememberCookie(
            request,
            reply,
            await rememberSession(deps, request.site, result.token, clientOf(request)),
          );
        }
        return ok(result);
      },
    );
    app.post(
      sessionPaths.freePlay,
      {
        schema: portalSchema({
          tags,
          summary: 'Start a trial session (FREEPLAY3)',
          success: sessionResponses.login,
          failures: [403],
          body: freePlayRequestSchema,
        }),
      },
      async (request) => ok(await startFreePlay(deps, request.site, clientOf(request))),
    );
    app.delete(
      sessionPaths.logout,
      {
        config: { access: 'session', duringPasswordChange: true },
        schema: portalSchema({ tags, summary: 'End this session', success: sessionResponses.empty, failures: [401] }),
      },
      async (request, reply) => {
        await endSession(deps, principalOf(request));
        // Signing out also ends remember-me on this browser.
        await revokeRememberToken(deps, rememberCookieOf(request));
        dropRememberCookie(request, reply);
        return ok(null);
      },
    );
    app.get(
      sessionPaths.captcha,
      {
        // The console's sign-in asks for one after a failure, also while the site is closed.
        config: { openWhenClosed: true },
        schema: portalSchema({
          tags,
          summary: 'A new single-use captcha image',
          success: successEnvelope(captchaSchema),
          failures: [429],
        }),
      },
      async (request) => ok(await drawCaptcha(deps, request.site.id, request.ip)),
    );
    app.post(
      sessionPaths.smsNoLogin,
      {
        config: { pow: { purpose: 'sms', always: true } },
        schema: portalSchema({
          tags,
          summary: 'Send an SMS code to sign in, reset a password or verify a new address',
          success: sessionResponses.smsSent,
          failures: [429],
          body: smsNoLoginRequestSchema,
        }),
      },
      async (request) => {
        const { purpose, username, countryDialingCode, mobileNum, captchaId, captcha } = request.body;
        const number = { countryDialingCode, mobileNum };
        const sms = { number, purpose, username, captcha: { captchaId, captcha } };
        return ok(await requestSmsCode(deps, request.site, sms, clientOf(request)));
      },
    );
    app.post(
      sessionPaths.smsRegister,
      {
        config: { pow: { purpose: 'sms', always: true } },
        schema: portalSchema({
          tags,
          summary: 'Send an SMS code for mobile registration',
          success: sessionResponses.smsSent,
          failures: [403, 429],
          body: smsRegisterRequestSchema,
        }),
      },
      async (request) => {
        const { countryDialingCode, mobileNo, captchaId, captcha } = request.body;
        const sms = { number: { countryDialingCode, mobileNum: mobileNo }, captcha: { captchaId, captcha } };
        return ok(await requestRegisterSmsCode(deps, request.site, sms, clientOf(request)));
      },
    );
  };
}
