import { vendorHeaders } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';

/** Where a vendor's API answers and how this portal signs its calls there. */
export interface SignedCallSettings {
  /** Where the vendor's API answers. */
  baseUrl: string;
  /** The name this portal goes by at the vendor (`X-Operator`). */
  operator: string;
  secret: Buffer;
}

/** One signed JSON call (POST) to a vendor; throws what fetch throws (no answer, the time limit). */
export function signedPost(
  settings: SignedCallSettings,
  path: string,
  payload: unknown,
  timeoutMs: number,
): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(new URL(path, settings.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [vendorHeaders.operator]: settings.operator,
      [vendorHeaders.signature]: signBody(settings.secret, body),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The answer's JSON, or null when it is none (a proxy's page, a cut connection). */
export const jsonOf = (response: Response): Promise<unknown> => response.json().catch(() => null);
