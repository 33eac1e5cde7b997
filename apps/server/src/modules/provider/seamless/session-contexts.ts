import type { Executor } from '../../../db/executor.js';
import { AppError } from '../../../platform/errors.js';
import { tokenHashOf } from '../../../platform/tokens.js';
import { findGameSession } from '../launch/game-session.repository.js';
import * as rounds from './seamless.repository.js';
import { houseAccountOf } from './wallet-moves.js';

/**
 * What a real-money session's bets and wins need that never changes once the session is opened: its member,
 * site and game, and the two accounts its money moves between. Whether it still plays changes, and is read
 * by the bet itself (seamless_bet.sql), never from here.
 */
export interface SessionContext {
  id: bigint;
  providerCode: string;
  siteId: number;
  memberId: bigint;
  gameId: bigint;
  category: string;
  subType: string | null;
  gameName: string;
  walletId: bigint;
  houseId: bigint;
  currency: string;
}

/** Enough for every session playing at once on one instance; the oldest is forgotten first. */
const defaultLimit = 20_000;

/**
 * The contexts of the sessions this instance has seen, by token hash: a spin's bet and win then read no
 * session, member or account row of their own (four statements a call). A token names one session for its
 * life, so a context is never stale; one that is not a real-money session of the provider is refused and
 * not kept (it may be a session opened a moment later).
 */
export class SessionContexts {
  private readonly known = new Map<string, SessionContext>();

  constructor(
    private readonly db: Executor,
    private readonly limit = defaultLimit,
  ) {}

  /** The session of this token and provider, or GAME_SESSION_INVALID. */
  async of(providerCode: string, token: string): Promise<SessionContext> {
    const hash = tokenHashOf(token);
    const context = this.known.get(hash) ?? (await this.load(hash));
    if (context.providerCode !== providerCode) throw new AppError('GAME_SESSION_INVALID', { field: 'sessionToken' });
    return context;
  }

  private async load(hash: string): Promise<SessionContext> {
    const session = await findGameSession(this.db, hash);
    if (session?.mode !== 'real' || session.memberId === null) {
      throw new AppError('GAME_SESSION_INVALID', { field: 'sessionToken' });
    }
    const account = await rounds.mainAccount(this.db, session.memberId);
    const houseId = await houseAccountOf(this.db, session.siteId, session.memberId, account.currency);
    const context: SessionContext = {
      id: session.id,
      providerCode: session.providerCode,
      siteId: session.siteId,
      memberId: session.memberId,
      gameId: session.gameId,
      category: session.category,
      subType: session.subType,
      gameName: session.gameName,
      walletId: account.id,
      houseId,
      currency: account.currency,
    };
    if (this.known.size >= this.limit) this.known.delete(this.known.keys().next().value!);
    this.known.set(hash, context);
    return context;
  }
}
