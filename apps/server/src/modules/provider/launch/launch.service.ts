import { randomBytes } from 'node:crypto';
import type { GameLaunch } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { Principal } from '../../../platform/auth.js';
import { AppError } from '../../../platform/errors.js';
import type { Site } from '../../../platform/site.types.js';
import { tokenHashOf } from '../../../platform/tokens.js';
import { canLaunch } from '../../games/playable.js';
import { lotteryPageOf } from '../../lottery/lottery-catalog.service.js';
import { trialBalanceOf } from '../builtin/bet-options.js';
import { openGameSession } from './game-session.repository.js';
import { findLaunchableGame } from './launch.repository.js';

/** The page that plays a built-in game (the web's /seamless page). */
const gamePageOf = (token: string, gameCode: string) =>
  `/seamless?session=${encodeURIComponent(token)}&game=${encodeURIComponent(gameCode)}`;

export type LaunchQuery = { nodeId: string; freeTrial: 'true' | 'false' };

/**
 * GET /wps/game/launchGame. Real money needs a signed-in real member (401, then 403 for a trial
 * account). A free trial needs the game's free-trial flag and the site's FREEPLAY3 switch; anyone
 * may take it, visitors included (play money on the session, nothing of theirs at stake), and a
 * signed-in caller's launch is kept in their recent games. Then: an unknown game or a vendor the
 * site does not offer is 404; a third-party vendor without credentials is VENDOR_NOT_AVAILABLE.
 */
export async function launchGame(
  db: Database,
  site: Site,
  principal: Principal | null,
  query: LaunchQuery,
): Promise<GameLaunch> {
  const trial = query.freeTrial === 'true';
  const game = await findLaunchableGame(db, site.id, BigInt(query.nodeId));
  if (!game?.offered) throw new AppError('NOT_FOUND', { field: 'nodeId', message: 'no such game' });
  if (!canLaunch(game)) {
    throw new AppError('VENDOR_NOT_AVAILABLE', { field: 'nodeId', params: { vendor: game.vendorCode } });
  }
  if (trial && !(game.freeTrial && site.switches.FREEPLAY3)) {
    throw new AppError('TRIAL_NOT_AVAILABLE', { field: 'freeTrial' });
  }
  if (game.provider === 'lottery') {
    // The in-house lottery plays on its own pages with the member's session; no game session is needed.
    const url = await lotteryPageOf(db, site.id, game.gameCode);
    if (!url) throw new AppError('NOT_FOUND', { field: 'nodeId', message: 'no such game' });
    return { url, mode: 'real', vassalage: game.vendorCode, nodeId: query.nodeId };
  }
  const token = randomBytes(32).toString('base64url');
  await openGameSession(db, {
    tokenHash: tokenHashOf(token),
    siteId: site.id,
    memberId: principal?.memberId ?? null,
    gameId: game.id,
    providerCode: game.provider,
    mode: trial ? 'trial' : 'real',
    trialBalance: trial ? trialBalanceOf(site) : null,
  });
  return {
    url: gamePageOf(token, game.gameCode),
    mode: trial ? 'trial' : 'real',
    vassalage: game.vendorCode,
    nodeId: query.nodeId,
  };
}
