import {
  type BookBet,
  type BookEvent,
  type BookLobby,
  type BookMyBets,
  type BookPlaced,
  type BookPlaceRequest,
  type BookPriceChanges,
  type BookSport,
  bookPaths,
} from '@portal/contracts';

/**
 * A refusal of the book (or no answer at all: code NETWORK, status 0). It keeps the whole answer, because some
 * refusals carry what the slip needs next: PRICE_CHANGED the prices now, CASH_OUT_CHANGED the new offer.
 */
export class BookFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly body: { params?: Record<string, string | number>; field?: string; changes?: unknown } = {},
  ) {
    super(code);
  }

  /** The prices the book answered a PRICE_CHANGED with. */
  get priceChanges(): BookPriceChanges['changes'] {
    return this.code === 'PRICE_CHANGED' && Array.isArray(this.body.changes)
      ? (this.body.changes as BookPriceChanges['changes'])
      : [];
  }

  /** The amount the book offers now, after CASH_OUT_CHANGED; null when it offers none. */
  get newOffer(): string | null {
    const offer = this.body.params?.offer;
    return this.code === 'CASH_OUT_CHANGED' && offer !== undefined && offer !== null ? String(offer) : null;
  }
}

async function send<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { 'content-type': 'application/json' } });
  } catch {
    throw new BookFailure('NETWORK', 0);
  }
  const json = (await response.json().catch(() => null)) as ({ code?: string } & BookFailure['body']) | null;
  if (!response.ok) throw new BookFailure(json?.code ?? 'NETWORK', response.status, json ?? {});
  return json as T;
}

const withSession = (path: string, session: string, query: Record<string, string | number | undefined> = {}) => {
  const params = new URLSearchParams({ session });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `${path}?${params}`;
};

const post = <T>(path: string, body: unknown) => send<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** The sportsbook's calls: the session token of the launch is the credential of every one. */
export const bookApi = {
  lobby: (session: string) => send<BookLobby>(withSession(bookPaths.lobby, session)),
  events: (session: string, sport: BookSport, source?: 'fixture' | 'virtual') =>
    send<{ events: BookEvent[]; now: string }>(withSession(bookPaths.events, session, { sport, source })),
  myBets: (session: string, state: 'open' | 'settled', page: number, pageSize: number) =>
    send<BookMyBets>(withSession(bookPaths.myBets, session, { state, page, pageSize })),
  place: (request: BookPlaceRequest) => post<BookPlaced>(bookPaths.bets, request),
  cashOut: (session: string, betId: string, amount: string) =>
    post<{ bet: BookBet; balance: string }>(bookPaths.cashOut, { session, betId, amount }),
};
