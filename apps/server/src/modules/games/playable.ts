/**
 * What a site can play (issue 22, finding 15): the one definition the catalog lists and the launch
 * checks. A vendor plays when an adapter of ours launches its games: the game server (apps/game-server, over
 * HTTP) and the in-house lottery. The catalog's 'external' studios need credentials and
 * an adapter the portal does not have, so no list shows them and a launch answers VENDOR_NOT_AVAILABLE.
 */
const launchingProviders: ReadonlySet<string> = new Set(['lottery', 'game-server']);

export const canLaunch = (vendor: { provider: string }) => launchingProviders.has(vendor.provider);

/**
 * The kinds (games.sub_type) an adapter has an engine for, where it has not one for every kind: the game server
 * plays slots, plain (null) and jackpot ('JP'), table games ('TG'), video poker ('VP'), arcade games ('AC'), scratch cards ('SC') and bingo ('BG') so far (issue 24); its studios' other
 * kinds wait for their engines, and until then no list shows them and a launch refuses.
 */
const engineKinds: ReadonlyMap<string, readonly (string | null)[]> = new Map([
  ['game-server', [null, 'JP', 'TG', 'VP', 'AC', 'SC', 'BG']],
]);

/** Whether a vendor's game of this kind launches here. */
export function launchesKind(vendor: { provider: string }, subType: string | null): boolean {
  if (!canLaunch(vendor)) return false;
  const kinds = engineKinds.get(vendor.provider);
  return kinds === undefined || kinds.includes(subType);
}

/**
 * The same rule as a condition on games `g`, for the list queries: a game of such a vendor only of a kind it plays.
 * Written from `engineKinds`, so the rule has one home; the vendors table is a few dozen rows.
 */
export const engineKindCondition = [...engineKinds]
  .map(([provider, kinds]) => {
    const named = kinds.filter((kind): kind is string => kind !== null).map((kind) => `'${kind}'`);
    const ofKind = [
      ...(kinds.includes(null) ? ['g.sub_type IS NULL'] : []),
      ...(named.length ? [`g.sub_type IN (${named.join(', ')})`] : []),
    ];
    return `(${[...ofKind, `g.vendor_code NOT IN (SELECT code FROM vendors WHERE provider = '${provider}')`].join(' OR ')})`;
  })
  .join(' AND ');

/**
 * The in-house lottery's vendors hold every site's lottery games (games are global), but a site runs
 * only its own (lottery_games): of such a vendor a site lists those alone, never another site's.
 */
export const listsOnlySiteGames = (vendor: { provider: string }) => vendor.provider === 'lottery';
