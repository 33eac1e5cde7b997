import { randomBytes } from 'node:crypto';
import type { GameLaunch, Language } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { Principal } from '../../../platform/auth.js';
import { AppError } from '../../../platform/errors.js';
import type { Site } from '../../../platform/site.types.js';
import { tokenHashOf } from '../../../platform/tokens.js';
import { siteOffersGame } from '../../games/catalog.service.js';
import { launchesKind } from '../../games/playable.js';
import { lotteryPageOf } from '../../lottery/lottery-catalog.service.js';
import type { GameVendors } from '../vendors/game-vendor.js';
import { closeGameSession, openGameSession } from './game-session.repository.js';
import { findLaunchableGame } from './launch.repository.js';
import { trialBalanceOf } from './trial-money.js';

/** The page that frames a vendor's game client (the web's /seamless page; its CSP names the vendors' origins). */
const vendorPageOf = (clientUrl: string, gameCode: string) =>
  `/seamless?client=${encodeURIComponent(clientUrl)}&game=${encodeURIComponent(gameCode)}`;

export type LaunchQuery = { nodeId: string; freeTrial: 'true' | 'false' };

/** Who launches, where and in which language. */
export interface Launcher {
  site: Site;
  language: Language;
  principal: Principal | null;
}

/**
 * GET /wps/game/launchGame. Real money needs a signed-in real member (401, then 403 for a trial
 * account). A free trial needs the game's free-trial flag and the site's FREEPLAY3 switch; anyone
 * may take it, visitors included (play money on the session, nothing of theirs at stake), and a
 * signed-in caller's launch is kept in their recent games. Then: an unknown game or a vendor the
 * site does not offer is 404; a third-party vendor without credentials is VENDOR_NOT_AVAILABLE. Any other game
 * opens a session at its vendor's adapter (the game server) and frames its client. A vendor with no adapter
 * configured is VENDOR_UNAVAILABLE at once; one that does not answer is too, and the portal's session opened for it
 * is closed again.
 */
export async function launchGame(
  db: Database,
  vendors: GameVendors,
  { site, language, principal }: Launcher,
  query: LaunchQuery,
): Promise<GameLaunch> {
  const trial = query.freeTrial === 'true';
  const game = await findLaunchableGame(db, BigInt(query.nodeId));
  // The site's vendor switches and game switches (games module) decide, as they decide what the lists show.
  if (!game || !(await siteOffersGame(db, site.id, String(game.id), game.vendorCode)))
    throw new AppError('NOT_FOUND', { field: 'nodeId', message: 'no such game' });
  if (!launchesKind(game, game.subType)) {
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
  const vendor = vendors.get(game.provider);
  if (!vendor) throw new AppError('VENDOR_UNAVAILABLE', { field: 'nodeId' });
  const token = randomBytes(32).toString('base64url');
  const memberId = principal?.memberId ?? null;
  const mode = trial ? 'trial' : 'real';
  // The wallet token: the vendor's wallet calls carry it back. A vendor keeps a trial's play money itself.
  const sessionId = await openGameSession(db, {
    tokenHash: tokenHashOf(token),
    siteId: site.id,
    memberId,
    gameId: game.id,
    providerCode: game.provider,
    mode,
  });
  let url: string;
  try {
    const opened = await vendor.openSession({
      walletToken: token,
      playerId: memberId === null ? null : String(memberId),
      siteCode: site.code,
      currency: site.brand.currency.code,
      language,
      studio: game.vendorCode,
      gameCode: game.gameCode,
      gameName: (game.names as Partial<Record<Language, string>>)[language] ?? game.gameName,
      mode,
      ...(trial ? { trialBalance: String(trialBalanceOf(site)) } : {}),
    });
    url = vendorPageOf(opened.url, game.gameCode);
  } catch (error) {
    await closeGameSession(db, sessionId);
    throw error;
  }
  return {
    url,
    mode: trial ? 'trial' : 'real',
    vassalage: game.vendorCode,
    nodeId: query.nodeId,
  };
}
