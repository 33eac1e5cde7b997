import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/**
 * Passkeys (WebAuthn) for operators (issue 25): an operator with a full session adds passkeys from its account page,
 * and a later sign-in may take its second step with one in place of the authenticator's code. The relying party is
 * the console's host (each site has its own): a passkey works on the host it was made at.
 */

/** How long a ceremony's challenge may be answered; it is answered once. */
export const passkeyChallengeMinutes = 5;

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'base64url');
const transports = z.array(z.string().max(32)).max(8);

/** What the browser answers to navigator.credentials.create (as @simplewebauthn/browser hands it over). */
export const passkeyAttestationSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
/** What the browser answers to navigator.credentials.get. */
export const passkeyAssertionSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>;

/** POST operatorPasskeyPaths.passkeys: the passkey the browser made for the options, and a name to know it by. */
export const passkeyRegisterRequestSchema = z.object({
  name: z.string().trim().min(1).max(64),
  response: passkeyAttestationSchema,
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;
/** POST operatorPasskeyPaths.signIn: the second step of a sign-in with a passkey. */
export const passkeySignInRequestSchema = z.object({ response: passkeyAssertionSchema });

const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });
const extensions = z
  .object({ appid: z.string().optional(), credProps: z.boolean().optional(), minPinLength: z.boolean().optional() })
  .optional();
/** The options for navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z
  .object({
    challenge: z.string(),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.int() })),
    timeout: z.int().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
      })
      .optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    attestationFormats: z
      .array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']))
      .optional(),
    extensions,
  })
  .meta({ id: 'PasskeyCreationOptions' });
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;
/** The options for navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
    extensions,
  })
  .meta({ id: 'PasskeyRequestOptions' });
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

export const operatorPasskeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The host the passkey was made at: it signs in there. */
    host: z.string(),
    transports: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OperatorPasskey' });
export type OperatorPasskey = z.infer<typeof operatorPasskeySchema>;

export const operatorPasskeyPaths = {
  /** GET: the operator's own passkeys; POST: add the passkey made for the last options. */
  passkeys: '/wps/operator/passkeys',
  /** POST: options to make a passkey at this host. */
  registrationOptions: '/wps/operator/passkeys/options',
  /** DELETE: remove one of the operator's own passkeys. */
  passkey: '/wps/operator/passkeys/:id',
  /** POST: options for the second step with a passkey (a session that has passed the password). */
  signInOptions: '/wps/operator/two-step/passkey/options',
  /** POST: the second step with a passkey: the session is signed in. */
  signIn: '/wps/operator/two-step/passkey',
} as const;

export const operatorPasskeyResponses = {
  list: successEnvelope(z.array(operatorPasskeySchema)),
  passkey: successEnvelope(operatorPasskeySchema),
  creationOptions: successEnvelope(passkeyCreationOptionsSchema),
  requestOptions: successEnvelope(passkeyRequestOptionsSchema),
  removed: successEnvelope(z.object({ id: z.string() })),
  signedIn: successEnvelope(z.null()),
};
