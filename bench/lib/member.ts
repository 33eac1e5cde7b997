import {
  encryptionKeySchema,
  encryptPayload,
  failureEnvelopeSchema,
  importPublicKey,
  registerResponses,
  successEnvelope,
} from '@portal/contracts';
import { powHeaderFor } from '@portal/contracts/pow-solver';

/**
 * Registers a member through the real API (enc body and all) and returns its session token. The
 * first try is refused with a proof-of-work challenge (issue 22); it is solved and sent again, sealed
 * anew (an enc body is good once).
 */
export async function registeredMemberToken(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const keyResponse = await fetch(`${baseUrl}/wps/system/encryptionKey`, { headers });
  const published = successEnvelope(encryptionKeySchema).parse(await keyResponse.json()).value;
  const publicKey = await importPublicKey(published.publicKey);
  const member = {
    username: `bench${Date.now() % 1_000_000}`,
    password: 'bench123',
    confirmPassword: 'bench123',
    realName: 'Bench Member',
    termsAccepted: true,
    ageConfirmed: true,
  };
  let proof: Record<string, string> = {};
  for (let attempt = 0; attempt < 3; attempt++) {
    const { body, key } = await encryptPayload(publicKey, member);
    const response = await fetch(`${baseUrl}/wps/member/register`, {
      method: 'POST',
      headers: { ...headers, ...proof, 'content-type': 'application/json', 'x-key': key },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json();
    const refusal = failureEnvelopeSchema.safeParse(json);
    if (refusal.success && refusal.data.pow) {
      proof = { 'x-pow': await powHeaderFor(refusal.data.pow) };
      continue;
    }
    const answer = registerResponses.register.safeParse(json);
    if (!answer.success || !answer.data.value.token) throw new Error(`bench registration failed (${response.status})`);
    return answer.data.value.token;
  }
  throw new Error('bench registration: no proof of work accepted');
}
