/**
 * A free trial of a game-server slot as a visitor launches it on the demo site: the game client's own URL (the
 * one the portal's /seamless page frames).
 */
export async function trialClientUrl(portalUrl: string): Promise<string> {
  const headers = { merchant: 'AUR', device: 'H5', language: 'EN' };
  const list = await fetch(`${portalUrl}/lgw/games/list?gameType=HOME&vassalage=NOVA&pageSize=50`, { headers });
  type Card = { nodeId: string; freeTrial?: boolean; gameClassify?: string | null };
  const listed = (await list.json()) as { value?: { items: Card[] } };
  if (!listed.value) throw new Error(`the game list answered ${list.status}`);
  // A slot (plain or jackpot): the studio's house games (bingo, table games...) list among its titles too.
  const slot = (item: Card) => item.freeTrial && (item.gameClassify == null || item.gameClassify === 'JP');
  const game = listed.value.items.find(slot);
  if (!game) throw new Error('the demo site lists no NOVA slot with a free trial');
  const launch = await fetch(`${portalUrl}/wps/game/launchGame?nodeId=${game.nodeId}&freeTrial=true`, { headers });
  const launched = (await launch.json()) as { value?: { url: string } };
  if (!launched.value) throw new Error(`the trial launch answered ${launch.status}`);
  return new URL(launched.value.url, portalUrl).searchParams.get('client') ?? '';
}
