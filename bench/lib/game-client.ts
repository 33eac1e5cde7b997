/**
 * A free trial of a game-server slot as a visitor launches it on the demo site: the game client's own URL (the
 * one the portal's /seamless page frames).
 */
export async function trialClientUrl(portalUrl: string): Promise<string> {
  const headers = { merchant: 'AUR', device: 'H5', language: 'EN' };
  const list = await fetch(`${portalUrl}/lgw/games/list?gameType=HOME&vassalage=NOVA&pageSize=50`, { headers });
  const listed = (await list.json()) as { value?: { items: { nodeId: string; freeTrial?: boolean }[] } };
  if (!listed.value) throw new Error(`the game list answered ${list.status}`);
  const games = listed.value.items;
  const game = games.find((item) => item.freeTrial) ?? games[0];
  if (!game) throw new Error('the demo site lists no NOVA game');
  const launch = await fetch(`${portalUrl}/wps/game/launchGame?nodeId=${game.nodeId}&freeTrial=true`, { headers });
  const launched = (await launch.json()) as { value?: { url: string } };
  if (!launched.value) throw new Error(`the trial launch answered ${launch.status}`);
  return new URL(launched.value.url, portalUrl).searchParams.get('client') ?? '';
}
