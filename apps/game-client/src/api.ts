import {
  type ActiveSeeds,
  type GameScreen,
  gameClientPaths,
  type ReelSpin,
  type RevealedSeeds,
  type RoundRecord,
  type SlotTitle,
} from '@portal/contracts';

/** A refusal of the game server: its stable code (for the message) and the field at fault. */
export class GameFailure extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { 'content-type': 'application/json' } });
  } catch {
    throw new GameFailure('NETWORK');
  }
  const json = (await response.json().catch(() => null)) as { code?: string; params?: Record<string, string> } | null;
  if (!response.ok) throw new GameFailure(json?.code ?? 'NETWORK', json?.params ?? {});
  return json as T;
}

const query = (path: string, session: string, extra = '') => `${path}?session=${encodeURIComponent(session)}${extra}`;

export const api = {
  screen: (session: string) => call<GameScreen>(query(gameClientPaths.screen, session)),
  title: (session: string) => call<SlotTitle>(query(gameClientPaths.slotInfo, session)),
  spin: (session: string, bet: string) =>
    call<ReelSpin>(gameClientPaths.slotSpin, { method: 'POST', body: JSON.stringify({ session, bet }) }),
  fairness: (session: string) => call<ActiveSeeds>(query(gameClientPaths.fairness, session)),
  rotate: (session: string, clientSeed?: string) =>
    call<{ revealed: RevealedSeeds; active: ActiveSeeds }>(gameClientPaths.rotateSeeds, {
      method: 'POST',
      body: JSON.stringify(clientSeed ? { session, clientSeed } : { session }),
    }),
  revealed: (session: string) =>
    call<{ items: RevealedSeeds[]; total: number }>(query(gameClientPaths.revealedSeeds, session)),
  rounds: (session: string) => call<{ items: RoundRecord[] }>(query(gameClientPaths.rounds, session)),
};
