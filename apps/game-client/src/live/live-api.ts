import {
  type LiveActed,
  type LiveBetPlaced,
  type LiveResult,
  type LiveTableInfo,
  liveTablePaths,
} from '@portal/contracts';

/** A refusal of the live table: its stable code, the field at fault and the HTTP status. */
export class LiveFailure extends Error {
  constructor(
    readonly code: string,
    readonly field: string | null = null,
    readonly status = 0,
  ) {
    super(code);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { 'content-type': 'application/json' } });
  } catch {
    throw new LiveFailure('NETWORK');
  }
  const json = (await response.json().catch(() => null)) as { code?: string; field?: string } | null;
  if (!response.ok) throw new LiveFailure(json?.code ?? 'NETWORK', json?.field ?? null, response.status);
  return json as T;
}

const query = (path: string, session: string, extra = '') => `${path}?session=${encodeURIComponent(session)}${extra}`;

/**
 * The live table's calls: the table now, a seat's bets, its moves at a table that takes decisions (blackjack,
 * casino hold'em), the long history; the socket is use-live-socket.ts.
 */
export const liveApi = {
  table: (session: string) => call<LiveTableInfo>(query(liveTablePaths.table, session)),
  bet: (session: string, roundNumber: number, wagers: { spot: string; amount: string }[]) =>
    call<LiveBetPlaced>(liveTablePaths.bets, {
      method: 'POST',
      body: JSON.stringify({ session, roundNumber, wagers }),
    }),
  act: (session: string, roundNumber: number, action: string) =>
    call<LiveActed>(liveTablePaths.act, {
      method: 'POST',
      body: JSON.stringify({ session, roundNumber, action }),
    }),
  history: (session: string, before?: number) =>
    call<{ items: LiveResult[]; next: number | null }>(
      query(liveTablePaths.history, session, before ? `&before=${before}` : ''),
    ),
};

/** The table's socket, on the page's own origin (ws: or wss: as the page is http: or https:). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, session: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${liveTablePaths.socket}?session=${encodeURIComponent(session)}`;
}
