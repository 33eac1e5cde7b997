/**
 * The contract values the web's first load names: the API paths of the calls its shell makes, the
 * header names, the roles and where the server writes the first screen. No zod here (nor an import of
 * a file with schemas): the web fetches zod and the schemas after its first load (issue 23), so the
 * values it needs before then live apart from their schemas. The barrel exports them as before.
 */

/** The header of a proof of work's solution (proof-of-work.ts). */
export const powHeader = 'x-pow';

/** A random id the browser keeps (localStorage) and sends on every call: half of what "device" means. */
export const deviceIdHeader = 'x-device-id';

/** What a member is on a site (SPEC §6). Agent types and the trial type come from the site's brand. */
export const roles = ['member', 'agent', 'trial'] as const;
export type Role = (typeof roles)[number];

/** Whether a value names a role, as `roleSchema` (member.ts) passes it. */
export function isRole(value: unknown): value is Role {
  return (roles as readonly unknown[]).includes(value);
}

/** The JSON block the server writes into the page it sends (first-screen.ts). */
export const firstScreenElementId = 'first-screen';

/** The paths that show the home page (SPEC §2). */
export const homePagePaths = ['/', '/index', '/index.html', '/home', '/login', '/register'] as const;

/** The announcements' types (V2): banners, player notices, popups, promotions, help. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** `/wps/relay/<name>`: the relay calls of SPEC §7 go through one route. */
export const relayPath = (name: string) => `/wps/relay/${name}`;

export const systemPaths = {
  whitelabel: '/wps/system/whitelabel',
  registerSetting: '/wps/system/setting/register',
  status: '/wps/system/status',
  domainRoute: '/wps/system/domainRoute',
  permission: '/wps/system/permission',
  countryCode: '/wps/system/countryCode',
} as const;

export const sessionPaths = {
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  /** Trades the HttpOnly remember-me cookie for a new session (and a new cookie). */
  loginRemembered: '/wps/session/login/remembered',
  logout: '/wps/session/logout',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  password: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordEmailReset: '/wps/member/password/email/reset',
  passwordVerification: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  encryptionKey: '/wps/system/encryptionKey',
} as const;

export const oidcPaths = {
  start: '/wps/session/oidc/:provider/start',
  callback: '/wps/session/oidc/:provider/callback',
  exchange: '/wps/session/oidc/exchange',
} as const;

export const memberPaths = {
  info: '/wps/member/info',
  icon: '/wps/member/info/icon',
  consolidated: '/wps/member/info/funds/consolidated',
  balance: '/wps/v2/wallets/balance',
} as const;

export const gamePaths = {
  menus: '/lgw/games/game_menus',
  list: '/lgw/games/list',
  lanes: '/lgw/games/vendor_lanes',
  launch: '/wps/game/launchGame',
} as const;

export const contentPaths = {
  announcements: '/wps/announcements/v2',
  jackpot: '/wps/content/jackpot',
} as const;

/** The networks the social right bar links to (SPEC §2); the other resources are downloads and chats. */
export const socialResourceTypes = ['FACEBOOK', 'YOUTUBE', 'WHATSAPP', 'TIKTOK', 'INSTAGRAM', 'TWITTER'] as const;
export type SocialResourceType = (typeof socialResourceTypes)[number];

/** The site's resources the social right bar shows: a social network with an address. */
export const socialLinksOf = <R extends { resourceType: string; url: string }>(resources: readonly R[]) =>
  resources.filter(
    (resource): resource is R & { resourceType: SocialResourceType } =>
      (socialResourceTypes as readonly string[]).includes(resource.resourceType) && resource.url !== '',
  );
