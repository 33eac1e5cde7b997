import type { RunningGameServer } from '@portal/game-server/testing';
import type { RunningPortal } from '@portal/server/testing';

/**
 * The journey file's own portal (started by support/portal-setup.ts): a real server on its own clone of the
 * seeded demo template. Journeys share no member, site or text with another file, so files run side by side.
 * Kept on globalThis so the setup file and the journey read the same one whatever module instance each has.
 */
const key = Symbol.for('portal.e2e.running');
const holder = globalThis as { [key]?: { current?: RunningPortal } };
holder[key] ??= {};
export const runningPortal: { current?: RunningPortal } = holder[key];
const gameKey = Symbol.for('portal.e2e.game-server');
const gameHolder = globalThis as { [gameKey]?: { current?: RunningGameServer } };
gameHolder[gameKey] ??= {};
/** The game server beside this file's portal. */
export const runningGameServer: { current?: RunningGameServer } = gameHolder[gameKey];

function current(): RunningPortal {
  if (!runningPortal.current) throw new Error('This journey file has no portal yet (support/portal-setup.ts)');
  return runningPortal.current;
}

/** http://localhost:<port>: the demo site Aurora Play (AUR), the default merchant. */
export const baseUrl = (): string => current().baseUrl;
/** The port every site of this file's portal answers on (e.g. http://site2.localhost:<port>). */
export const port = (): number => current().port;
/** Moves this file's portal's clock forward (its jobs see the new time within their next run). */
export const advanceClock = (ms: number): void => current().advanceClock(ms);
/** This file's own database, for what a journey must arrange outside the HTTP API. */
export const databaseUrl = (): string => current().databaseUrl;
