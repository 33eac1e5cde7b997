import {
  decryptPayload,
  type EncKey,
  memberPaths,
  type Permission,
  sessionPaths,
  systemPaths,
  toBase64,
} from '@portal/contracts';
import { vi } from 'vitest';
import { fail, ok, permissionFixture, statusFixture } from './fixtures';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body; for an enc call, what the server decrypted with its private key. */
  body: unknown;
  encrypted: boolean;
  /** An enc call's stamp and nonce, as the server would judge them. */
  sealed?: { ts: number; nonce: string };
}
type Handler = (request: FakeRequest) => Response | Promise<Response>;

let keyPair: Promise<CryptoKeyPair> | null = null;
/** One RSA key pair per test file: generating one takes a while. */
function serverKeys(): Promise<CryptoKeyPair> {
  keyPair ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  return keyPair;
}

export const memberInfo = (overrides: Record<string, unknown> = {}) => ({
  id: '1',
  account: 'alice',
  nickname: 'Alice',
  type: 0,
  role: 'member',
  isAgent: false,
  isTrial: false,
  currencySymbol: '₫',
  balance: '123450',
  unreadMessages: 0,
  availablePromos: 0,
  vipLabel: 'VIP 1',
  mobileNum: null,
  passwordChange: null,
  ...overrides,
});

export const loginAnswer = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  role: 'member',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  passwordChange: null,
  ...overrides,
});

/**
 * The API as the browser sees it, behind a stubbed global fetch: the boot calls, the encryption key
 * (enc bodies are decrypted with the matching private key, as the server would), and the handlers a
 * test adds. Anything else answers 404.
 */
export async function fakeApi({
  permission = permissionFixture(),
  serverTime = () => Date.now(),
}: {
  permission?: Permission;
  serverTime?: () => number;
} = {}) {
  const keys = await serverKeys();
  const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey)));
  const handlers = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const on = (method: string, path: string, handler: Handler) => handlers.set(`${method} ${path}`, handler);

  on('GET', systemPaths.status, () => ok(statusFixture(0)));
  on('GET', systemPaths.permission, () => ok(permission));
  on('GET', systemPaths.countryCode, () => ok([{ countryCode: 'VN', countryDialingCode: '+84' }]));
  on('GET', sessionPaths.encryptionKey, () =>
    ok({ keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', publicKey: spki, serverTime: serverTime() }),
  );
  on('GET', memberPaths.info, () => ok(memberInfo()));
  on('GET', memberPaths.icon, () => ok({ iconUrl: null }));
  on('GET', memberPaths.balance, () => ok({ currency: 'VND', total: '123450', wallets: [], partial: false }));
  on('DELETE', sessionPaths.logout, () => ok(null));

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    let body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const encrypted = Boolean(headers['X-Key']);
    let sealed: FakeRequest['sealed'];
    if (encrypted) {
      const envelope = await decryptPayload(keys.privateKey as EncKey, headers['X-Key']!, body as { value: string });
      body = envelope.body;
      sealed = { ts: envelope.ts, nonce: envelope.nonce };
    }
    const request = { method, path: url.pathname, query: url.searchParams, headers, body, encrypted, sealed };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    return handler ? handler(request) : fail('NOT_FOUND', 'error.not_found', 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    on,
    requests,
    fetchMock,
    /** The requests made to one path, in order. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export const failure = (code: string, message: string, status: number, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ success: false, code, message, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
