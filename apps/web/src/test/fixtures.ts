import {
  type Language,
  type Permission,
  permissionSchema,
  type StatusResponse,
  statusSchema,
  switchKeys,
  systemPaths,
} from '@portal/contracts';
import { vi } from 'vitest';

/** A site's permission answer, checked against the contract so the tests cannot drift from it. */
export function permissionFixture(
  overrides: { supportedLanguages?: Language[]; defaultLanguage?: Language } = {},
): Permission {
  return permissionSchema.parse({
    info: {
      customerService: [
        {
          csType: 'LIVECHAT',
          title: 'Live chat',
          titles: { EN: 'Live chat', TY: 'Trò chuyện trực tuyến' },
          path: 'https://chat.example.test/room/1',
        },
      ],
      domainRoute: { mainDomain: 'localhost', domains: ['localhost'] },
      resources: [
        { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.example.test/site' },
        { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.example.test/site' },
        { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.example.test/site' },
      ],
      whitelabel: {
        name: 'Lucky Star',
        brand: {
          merchantCode: 'LUCKY',
          platform: 'WEB',
          defaultLanguage: overrides.defaultLanguage ?? 'EN',
          supportedLanguages: overrides.supportedLanguages ?? ['EN', 'TY'],
          currency: { code: 'VND', symbol: '₫', decimals: 2 },
          timeZone: 'Asia/Ho_Chi_Minh',
          agentTypes: [1, 2, 41, 42],
          trialType: 4,
          esportsVendors: ['IMES', 'TF'],
          cockfightVendors: ['SV3', 'DS88'],
          prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
        },
        switches: Object.fromEntries(switchKeys.map((key) => [key, false])),
        theme: {
          name: 'Emerald',
          logoUrl: '/logo.svg',
          colors: {
            brand: '#10b981',
            brandContrast: '#04130d',
            accent: '#f59e0b',
            bg: '#07110d',
            surface: '#0d1a15',
            surface2: '#13241d',
            border: '#1f3a2f',
            text: '#e6f4ee',
            textMuted: '#8fb3a4',
            success: '#22c55e',
            warning: '#eab308',
            danger: '#f43f5e',
          },
        },
        smsExpiredMinutes: 1,
        loginCaptcha: false,
        signInProviders: [],
      },
      register: { usernameRegistration: true, mobileRegistration: false, smsVerification: false, rules: [] },
      mainDomain: 'localhost',
      analytics: { gtagId: null },
    },
    location: { ip: '203.0.113.7', country: 'VN' },
    maintenance: false,
    regionRestriction: false,
    imageCDNs: [],
    launchGameCDNs: [],
  });
}

export function statusFixture(status: StatusResponse['status'], ip = '203.0.113.7'): StatusResponse {
  return statusSchema.parse({ status, location: { ip, country: 'VN' } });
}

export const ok = (value: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, value }), { status, headers: { 'Content-Type': 'application/json' } });

export const fail = (code: string, message: string, status: number, field?: string) =>
  new Response(JSON.stringify({ success: false, code, message, field }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs the browser's fetch with the two boot calls of the portal. */
export function stubSystemApi({
  status = statusFixture(0),
  permission = permissionFixture(),
}: {
  status?: StatusResponse;
  permission?: Permission;
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === systemPaths.status) return ok(status);
    if (path === systemPaths.permission) return ok(permission);
    return fail('NOT_FOUND', 'error.not_found', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
