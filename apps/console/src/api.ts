import type {
  AdjustmentRequest,
  AnnouncementRequest,
  ApplicationDecision,
  AuditPage,
  BannerRequest,
  BetRecord,
  CannedReply,
  CannedReplyRequest,
  Captcha,
  ChatAssignRequest,
  ChatMessage,
  Dashboard,
  GameServerStatus,
  GameSwitchRequest,
  LotteryOrder,
  MemberAgentMove,
  MemberNote,
  MemberStatus,
  MissionDefinition,
  OperatorAnnouncement,
  OperatorBanner,
  OperatorChatRoom,
  OperatorFeedback,
  OperatorGame,
  OperatorIssueAdmin,
  OperatorIssuePage,
  OperatorLotteryGame,
  OperatorMemberDetail,
  OperatorMemberRow,
  OperatorMission,
  OperatorPromotion,
  OperatorRedemption,
  OperatorRole,
  OperatorSelf,
  OperatorSite,
  OperatorTeam,
  OperatorVendor,
  PromotionApplication,
  PromotionDefinition,
  RedemptionDecision,
  ReferralRules,
  ReferralRulesInput,
  SiteCreateRequest,
  SiteUpdateRequest,
  TransactionRow,
} from '@portal/contracts';
import {
  feedbackPaths,
  lotteryPaths,
  missionPaths,
  operatorAdjustmentPaths,
  operatorAuditPaths,
  operatorCannedPaths,
  operatorContentPaths,
  operatorDashboardPaths,
  operatorGamesPaths,
  operatorLotteryPaths,
  operatorMemberNotePaths,
  operatorMemberPaths,
  operatorMemberSearchPaths,
  operatorPaths,
  operatorSitesPaths,
  operatorTeamPaths,
  pointPaths,
  promotionPaths,
  referralPaths,
  servicePaths,
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

export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  /** A money call's idempotency key: the same key sent again moves the money once. */
  idempotencyKey?: string,
): Promise<T> {
  const token = savedToken.get();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
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
    // A refusal that names a field says which, without where the request carried it (body., query., params.).
    const field = json?.field?.replace(/^(body|query|params)\./, '');
    const params = { ...(json?.params ?? {}), ...(field ? { field } : {}) };
    throw new ApiFailure(json?.code ?? 'NETWORK', json?.field, params, json?.captchaRequired ?? false);
  }
  return json.value as T;
}

/**
 * A call whose answer is not the JSON envelope (an image, an event stream), with the session's token: the response
 * when it is ok, else the API's failure (its code when the refusal says one).
 */
export async function fetchWithSession(path: string, signal?: AbortSignal): Promise<Response> {
  const token = savedToken.get();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: token } : {}, signal });
  } catch {
    throw new ApiFailure('NETWORK');
  }
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiFailure(refusal?.code ?? 'NETWORK');
  }
  return response;
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

export const withQuery = (path: string, query: ListQuery) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return search ? `${path}?${search}` : path;
};
export const withName = (path: string, name: string, value: string) =>
  path.replace(`:${name}`, encodeURIComponent(value));

export const api = {
  login: (body: { username: string; password: string; captchaId?: string; captcha?: string }) =>
    call<{ token: string; secondStep: SecondStep; passkey?: boolean }>('POST', operatorPaths.login, body),
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
  banners: (query: ListQuery) => call<Page<OperatorBanner>>('GET', withQuery(operatorContentPaths.banners, query)),
  saveBanner: (id: string | null, body: BannerRequest) =>
    id
      ? call<OperatorBanner>('PUT', withName(operatorContentPaths.banner, 'id', id), body)
      : call<OperatorBanner>('POST', operatorContentPaths.banners, body),
  announcements: (query: ListQuery) =>
    call<Page<OperatorAnnouncement>>('GET', withQuery(operatorContentPaths.announcements, query)),
  saveAnnouncement: (id: string | null, body: AnnouncementRequest) =>
    id
      ? call<OperatorAnnouncement>('PUT', withName(operatorContentPaths.announcement, 'id', id), body)
      : call<OperatorAnnouncement>('POST', operatorContentPaths.announcements, body),
  lotteryGames: () => call<OperatorLotteryGame[]>('GET', operatorLotteryPaths.games),
  lotteryIssues: (gameCode: string, query: ListQuery) =>
    call<OperatorIssuePage>('GET', withQuery(withName(operatorLotteryPaths.issues, 'gameCode', gameCode), query)),
  enterLotteryResult: (gameCode: string, issueNumber: string, result: string[]) =>
    call<OperatorIssueAdmin>(
      'POST',
      withName(withName(lotteryPaths.operatorResult, 'gameCode', gameCode), 'issueNumber', issueNumber),
      { result },
    ),
  voidLotteryIssue: (gameCode: string, issueNumber: string, reason: string) =>
    call<OperatorIssueAdmin>(
      'POST',
      withName(withName(lotteryPaths.operatorVoid, 'gameCode', gameCode), 'issueNumber', issueNumber),
      { reason },
    ),
  dashboard: (query: { from: string; to: string }) =>
    call<Dashboard>('GET', withQuery(operatorDashboardPaths.dashboard, query)),
  sites: (query: ListQuery) => call<Page<OperatorSite>>('GET', withQuery(operatorSitesPaths.sites, query)),
  createSite: (body: SiteCreateRequest) => call<OperatorSite>('POST', operatorSitesPaths.sites, body),
  updateSite: (code: string, body: SiteUpdateRequest) =>
    call<OperatorSite>('PUT', withName(operatorSitesPaths.site, 'code', code), body),
  resetMemberPassword: (username: string, reason: string) =>
    call<{ oneTimePassword: string; endedSessions: number }>(
      'POST',
      withName(operatorMemberPaths.password, 'username', username),
      { reason },
    ),
  adjust: (body: AdjustmentRequest, idempotencyKey: string) =>
    call<{ amount: string; balance: string }>('POST', operatorAdjustmentPaths.adjustments, body, idempotencyKey),
  // The service desk (issue 25): chats, feedback, promotion applications, point redemptions.
  chats: () => call<OperatorChatRoom[]>('GET', servicePaths.operatorRooms),
  chatMessages: (id: string, after: string) =>
    call<ChatMessage[]>('GET', withQuery(withName(servicePaths.operatorMessages, 'id', id), { after, limit: '200' })),
  replyInChat: (id: string, body: string) =>
    call<ChatMessage>('POST', withName(servicePaths.operatorMessages, 'id', id), { body }),
  assignChat: (id: string, action: ChatAssignRequest['action']) =>
    call<OperatorChatRoom>('POST', withName(servicePaths.operatorAssign, 'id', id), { action }),
  feedback: (query: ListQuery) => call<Page<OperatorFeedback>>('GET', withQuery(feedbackPaths.operatorList, query)),
  answerFeedback: (id: string, text: string) =>
    call<OperatorFeedback>('POST', withName(feedbackPaths.operatorAnswer, 'id', id), { text }),
  cannedReplies: () => call<CannedReply[]>('GET', operatorCannedPaths.replies),
  saveCannedReply: (id: string | null, body: CannedReplyRequest) =>
    id === null
      ? call<CannedReply>('POST', operatorCannedPaths.replies, body)
      : call<CannedReply>('PUT', withName(operatorCannedPaths.reply, 'id', id), body),
  removeCannedReply: (id: string) => call<{ id: string }>('DELETE', withName(operatorCannedPaths.reply, 'id', id)),
  applications: (query: ListQuery) =>
    call<Page<PromotionApplication>>('GET', withQuery(promotionPaths.operatorApplications, query)),
  decideApplication: (id: string, body: ApplicationDecision) =>
    call<{ code: string }>('POST', withName(promotionPaths.operatorDecide, 'id', id), body),
  redemptions: (query: ListQuery) =>
    call<Page<OperatorRedemption>>('GET', withQuery(pointPaths.operatorRedemptions, query)),
  decideRedemption: (id: string, body: RedemptionDecision) =>
    call<OperatorRedemption>('POST', withName(pointPaths.operatorDecide, 'id', id), body),
  // Content (issue 25): promotions, missions, referral rules (VIP levels and rewards: content/rewards-api.ts).
  promotions: (query: ListQuery) =>
    call<Page<OperatorPromotion>>('GET', withQuery(promotionPaths.operatorDefine, query)),
  savePromotion: (body: PromotionDefinition) => call<{ code: string }>('POST', promotionPaths.operatorDefine, body),
  missions: (query: ListQuery) => call<Page<OperatorMission>>('GET', withQuery(missionPaths.operatorDefine, query)),
  saveMission: (body: MissionDefinition) =>
    call<{ code: string; active: boolean }>('POST', missionPaths.operatorDefine, body),
  retireMission: (code: string) =>
    call<{ code: string; active: boolean }>('POST', withName(missionPaths.operatorRetire, 'code', code)),
  referralRules: () => call<ReferralRules | null>('GET', referralPaths.operatorRules),
  saveReferralRules: (body: ReferralRulesInput) => call<ReferralRules | null>('PUT', referralPaths.operatorRules, body),
  // A member's page (issue 25): notes, tags, the move under another agent, its statement, rounds and lottery orders.
  memberNotes: (username: string, query: ListQuery) =>
    call<Page<MemberNote>>('GET', withQuery(withName(operatorMemberNotePaths.notes, 'username', username), query)),
  addMemberNote: (username: string, text: string) =>
    call<MemberNote>('POST', withName(operatorMemberNotePaths.notes, 'username', username), { text }),
  setMemberTags: (username: string, tags: string[]) =>
    call<{ username: string; tags: string[] }>('PUT', withName(operatorMemberNotePaths.tags, 'username', username), {
      tags,
    }),
  moveMember: (username: string, body: { agent: string; reason: string }) =>
    call<MemberAgentMove>('POST', withName(operatorMemberNotePaths.agent, 'username', username), body),
  memberStatement: (username: string, query: ListQuery) =>
    call<Page<TransactionRow>>(
      'GET',
      withQuery(withName(operatorMemberNotePaths.statement, 'username', username), query),
    ),
  memberRounds: (username: string, query: ListQuery) =>
    call<Page<BetRecord>>('GET', withQuery(withName(operatorMemberNotePaths.rounds, 'username', username), query)),
  memberLotteryOrders: (username: string, query: ListQuery) =>
    call<Page<LotteryOrder>>(
      'GET',
      withQuery(withName(operatorMemberNotePaths.lotteryOrders, 'username', username), query),
    ),
  // Games, the vendor part (issue 25): vendors and games on or off per site, the hot list, the game servers.
  gameVendors: () => call<OperatorVendor[]>('GET', operatorGamesPaths.vendors),
  switchVendor: (code: string, enabled: boolean) =>
    call<OperatorVendor>('PUT', withName(operatorGamesPaths.vendor, 'code', code), { enabled }),
  siteGames: (query: ListQuery) => call<Page<OperatorGame>>('GET', withQuery(operatorGamesPaths.games, query)),
  saveSiteGame: (id: string, body: GameSwitchRequest) =>
    call<OperatorGame>('PUT', withName(operatorGamesPaths.game, 'id', id), body),
  gameServers: () => call<{ checkedAt: string; servers: GameServerStatus[] }>('GET', operatorGamesPaths.status),
};
