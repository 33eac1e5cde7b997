import type { Captcha, OperatorSelf } from '@portal/contracts';
import { operatorPaths, sessionPaths } from '@portal/contracts';

/** A refusal of the API: its stable code (for the message), the field at fault and the values the message names. */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly field?: string,
    readonly params: Record<string, string | number> = {},
    readonly captchaRequired = false,
  ) {
    super(code);
  }
}

const tokenKey = 'portal.console.token';
/** The session lives as long as the tab: closing it leaves nothing signed in on the machine. */
export const savedToken = {
  get: () => sessionStorage.getItem(tokenKey),
  set: (token: string) => sessionStorage.setItem(tokenKey, token),
  clear: () => sessionStorage.removeItem(tokenKey),
};

export async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = savedToken.get();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure('NETWORK');
  }
  const json = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    code?: string;
    field?: string;
    params?: Record<string, string | number>;
    captchaRequired?: boolean;
  } | null;
  if (!response.ok || !json?.success) {
    throw new ApiFailure(json?.code ?? 'NETWORK', json?.field, json?.params ?? {}, json?.captchaRequired ?? false);
  }
  return json.value as T;
}

export type SecondStep = 'enrol' | 'code';

export const api = {
  login: (body: { username: string; password: string; captchaId?: string; captcha?: string }) =>
    call<{ token: string; secondStep: SecondStep }>('POST', operatorPaths.login, body),
  captcha: () => call<Captcha>('GET', sessionPaths.captcha),
  startEnrolment: () => call<{ secret: string; uri: string }>('POST', operatorPaths.totpEnrolment, {}),
  enrol: (code: string) => call<{ recoveryCodes: string[] }>('POST', operatorPaths.totpEnrol, { code }),
  secondStep: (body: { code: string } | { recoveryCode: string }) => call<null>('POST', operatorPaths.secondStep, body),
  self: () => call<OperatorSelf>('GET', operatorPaths.self),
  logout: () => call<null>('DELETE', operatorPaths.logout),
  signOutEverywhere: () => call<{ ended: number }>('DELETE', operatorPaths.sessions),
};
