import type {
  AuditPage,
  Captcha,
  MemberStatus,
  OperatorMemberDetail,
  OperatorMemberRow,
  OperatorRole,
  OperatorSelf,
  OperatorTeam,
} from '@portal/contracts';
import {
  operatorAuditPaths,
  operatorMemberPaths,
  operatorMemberSearchPaths,
  operatorPaths,
  operatorTeamPaths,
  sessionPaths,
} from '@portal/contracts';

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

/** A page of a list, as every list call of the operator API answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
/** A list's filters, sort and page as the URL holds them: the query string of the call. */
export type ListQuery = Record<string, string>;

const withQuery = (path: string, query: ListQuery) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return search ? `${path}?${search}` : path;
};
const withName = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));

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
  members: (query: ListQuery) =>
    call<Page<OperatorMemberRow>>('GET', withQuery(operatorMemberSearchPaths.search, query)),
  member: (username: string) =>
    call<OperatorMemberDetail>('GET', withName(operatorMemberSearchPaths.detail, 'username', username)),
  setMemberStatus: (username: string, body: { status: MemberStatus; reason: string }) =>
    call<{ endedSessions: number }>('POST', withName(operatorMemberPaths.status, 'username', username), body),
  team: () => call<OperatorTeam>('GET', operatorTeamPaths.team),
  invite: (body: { username: string; email: string; role: OperatorRole; allSites: boolean; siteCodes: string[] }) =>
    call<{ email: string }>('POST', operatorTeamPaths.invitations, body),
  setRole: (username: string, role: OperatorRole) =>
    call<{ role: OperatorRole }>('POST', withName(operatorTeamPaths.role, 'username', username), { role }),
  audit: (query: ListQuery) => call<AuditPage>('GET', withQuery(operatorAuditPaths.audit, query)),
  invitation: (token: string) =>
    call<{ username: string; role: OperatorRole }>('GET', withName(operatorTeamPaths.invitation, 'token', token)),
  acceptInvitation: (body: { token: string; password: string; confirmPassword: string }) =>
    call<{ token: string; secondStep: SecondStep }>('POST', operatorTeamPaths.accept, body),
};
