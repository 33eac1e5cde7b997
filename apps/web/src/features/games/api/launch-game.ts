import { type GameLaunch, gamePaths, launchSchema } from '@portal/contracts';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';

/** GET /wps/game/launchGame: the page that plays one game, for real money or as a free trial. */
export function launchGame(nodeId: string, freeTrial: boolean): Promise<GameLaunch> {
  return get(withQuery(gamePaths.launch, { nodeId, freeTrial: String(freeTrial) }), launchSchema);
}
