import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** What a ceremony's client data says: the challenge answered and the page's origin. */
export interface ClientContext {
  challenge: string;
  origin: string;
  rpId: string;
}

/**
 * A software authenticator, as a browser and a security key would answer: an ES256 key pair (node:crypto), the
 * authenticator data (rpIdHash, flags, counter, the attested credential), a "none" attestation in CBOR, and the
 * client data JSON with the challenge and origin. Its counter grows at each assertion unless told otherwise.
 */
export function softAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const cosePublicKey = encodeCBOR(
    new Map<number, CBORType>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  let counter = 0;
  const clientData = (type: string, context: ClientContext) =>
    Buffer.from(JSON.stringify({ type, challenge: context.challenge, origin: context.origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** navigator.credentials.create's answer, as @simplewebauthn/browser hands it over. */
    attestation(context: ClientContext) {
      const authData = Buffer.concat([
        sha256(context.rpId),
        Buffer.from([0x01 | 0x04 | 0x40]), // user present, verified, attested credential data
        uint32(counter),
        Buffer.alloc(16), // AAGUID
        Buffer.from([0, credentialId.length]),
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CBORType>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', context)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get's answer; `counter` as the authenticator reports it (by default one more). */
    assertion(context: ClientContext, options: { counter?: number } = {}) {
      counter = options.counter ?? counter + 1;
      const authData = Buffer.concat([sha256(context.rpId), Buffer.from([0x01 | 0x04]), uint32(counter)]);
      const clientDataJSON = clientData('webauthn.get', context);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
