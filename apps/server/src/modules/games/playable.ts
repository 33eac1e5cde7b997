/**
 * What a site can play (issue 22, finding 15): the one definition the catalog lists and the launch
 * checks. A vendor plays when an adapter of ours launches its games: the built-in provider
 * (modules/provider), the game server (apps/game-server, over HTTP) and the in-house lottery. The catalog's 'external' studios need credentials and
 * an adapter the portal does not have, so no list shows them and a launch answers VENDOR_NOT_AVAILABLE.
 */
const launchingProviders: ReadonlySet<string> = new Set(['builtin', 'lottery', 'game-server']);

export const canLaunch = (vendor: { provider: string }) => launchingProviders.has(vendor.provider);

/**
 * The in-house lottery's vendors hold every site's lottery games (games are global), but a site runs
 * only its own (lottery_games): of such a vendor a site lists those alone, never another site's.
 */
export const listsOnlySiteGames = (vendor: { provider: string }) => vendor.provider === 'lottery';
