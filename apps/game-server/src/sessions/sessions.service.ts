import { createHash, randomBytes } from 'node:crypto';
import type { VendorSession, VendorSessionRequest } from '@portal/contracts';
import type { GameDatabase } from '../db/client.js';
import { VendorFailure } from '../platform/failures.js';
import { findPlayingSession, type GameSessionRow, insertGameSession } from './sessions.repository.js';

export interface SessionSettings {
  operatorCode: string;
  /** Where browsers reach the game client. */
  publicUrl: string;
  sessionMinutes: number;
  now(): Date;
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest();

/** The playing session of a game client's token, or GAME_SESSION_INVALID (401): unknown and expired alike. */
export async function playingSession(db: GameDatabase, token: string, now: Date): Promise<GameSessionRow> {
  const session = await findPlayingSession(db, tokenHashOf(token), now);
  if (!session) throw new VendorFailure(401, 'GAME_SESSION_INVALID', 'the game session is unknown or over', 'session');
  return session;
}

/**
 * Who a session's seeds belong to: the operator's player, apart for real and for trial play (a trial's rounds
 * take no number from the real pair), or a visitor's one trial session.
 */
export function ownerOf(session: GameSessionRow): string {
  if (session.playerId === null) return `session:${session.publicId}`;
  return `${session.operatorCode}:${session.siteCode}:${session.playerId}:${session.mode}`;
}

/**
 * Opens a game session for the operator's player and answers where its game client plays. The client's
 * token is a fresh 32 random bytes, kept only as its hash; the public id names the session in the operator's
 * records without granting play.
 */
export async function openSession(
  db: GameDatabase,
  settings: SessionSettings,
  request: VendorSessionRequest,
): Promise<VendorSession> {
  const token = randomBytes(32).toString('base64url');
  const publicId = `S${randomBytes(12).toString('hex')}`;
  const expiresAt = new Date(settings.now().getTime() + settings.sessionMinutes * 60_000);
  await insertGameSession(db, {
    publicId,
    tokenHash: tokenHashOf(token),
    operatorCode: settings.operatorCode,
    walletToken: request.walletToken,
    playerId: request.playerId,
    siteCode: request.siteCode,
    currency: request.currency,
    language: request.language,
    studio: request.studio,
    gameCode: request.gameCode,
    gameName: request.gameName ?? null,
    mode: request.mode,
    trialBalance: request.trialBalance === undefined ? null : BigInt(request.trialBalance),
    expiresAt,
  });
  const url = new URL(`/play/${encodeURIComponent(request.gameCode)}`, settings.publicUrl);
  url.searchParams.set('session', token);
  url.searchParams.set('lang', request.language);
  return { sessionId: publicId, url: url.toString(), expiresAt: expiresAt.toISOString() };
}
