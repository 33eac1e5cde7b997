import {
  encryptionKeySchema,
  encryptPayload,
  importPublicKey,
  registerResponses,
  successEnvelope,
} from '@portal/contracts';

/** Registers a member through the real API (enc body and all) and returns its session token. */
export async function registeredMemberToken(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const keyResponse = await fetch(`${baseUrl}/wps/system/encryptionKey`, { headers });
  const published = successEnvelope(encryptionKeySchema).parse(await keyResponse.json()).value;
  const { body, key } = await encryptPayload(await importPublicKey(published.publicKey), {
    username: `bench${Date.now() % 1_000_000}`,
    password: 'bench123',
    confirmPassword: 'bench123',
    realName: 'Bench Member',
    termsAccepted: true,
    ageConfirmed: true,
  });
  const response = await fetch(`${baseUrl}/wps/member/register`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-key': key },
    body: JSON.stringify(body),
  });
  const answer = registerResponses.register.safeParse(await response.json());
  if (!answer.success || !answer.data.value.token) throw new Error(`bench registration failed (${response.status})`);
  return answer.data.value.token;
}
