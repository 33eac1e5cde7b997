import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { passwordField, usernameField } from './fields.js';

/** The operator API (no screen yet): sign-in, who am I, and the actions of the modules. */
export const operatorLoginRequestSchema = z.object({ username: usernameField, password: passwordField });
export const operatorSessionSchema = z.object({ token: z.string() }).meta({ id: 'OperatorSession' });
export const operatorSelfSchema = z
  .object({ username: z.string(), allSites: z.boolean(), siteCodes: z.array(z.string()) })
  .meta({ id: 'OperatorSelf' });

export const operatorResponses = {
  session: successEnvelope(operatorSessionSchema),
  self: successEnvelope(operatorSelfSchema),
};

export const operatorPaths = { login: '/wps/operator/login', self: '/wps/operator/me' } as const;
