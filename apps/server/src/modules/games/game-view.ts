import type { Game, GameCategory, Vendor } from '@portal/contracts';
import type { Site } from '../../platform/site.types.js';
import type { GameRow } from './catalog.repository.js';
import { canLaunch } from './playable.js';
import type { VendorRow } from './vendor.repository.js';

/**
 * Catalog minimum bets are kept in US cents, the unit the providers' bet tables start from; a site in
 * another currency sees each at the providers' fixed table rate for it (a dong table starts at 250 ₫
 * where a dollar table starts at one cent). Currencies not listed use one minor unit per cent.
 */
const minorUnitsPerCent: Record<string, bigint> = { VND: 250n, IDR: 150n, JPY: 1n, KRW: 13n, INR: 1n, THB: 1n };

export function stakeScale(site: Site): bigint {
  return minorUnitsPerCent[site.brand.currency.code] ?? 1n;
}

/** Bingo (BG) belongs to the TY market: only sites that support TY show it (SPEC §3). */
export function showsBingo(site: Site): boolean {
  return site.brand.supportedLanguages.includes('TY');
}

export const vendorArtUrl = (code: string) => `/art/vendors/${encodeURIComponent(code)}.svg`;
export const gameArtUrl = (vendor: string, gameCode: string) =>
  `/art/games/${encodeURIComponent(vendor)}/${encodeURIComponent(gameCode)}.svg`;

/** Whether a vendor's games launch here (lists show only such vendors; a card keeps the flag). */
export const isAvailable = (vendor: VendorRow) => canLaunch(vendor);

export function vendorView(vendor: VendorRow): Vendor {
  return {
    vassalage: vendor.code,
    name: vendor.name,
    iconUrl: vendorArtUrl(vendor.code),
    gameType: vendor.category as GameCategory,
    walletMode: vendor.walletMode as Vendor['walletMode'],
    available: isAvailable(vendor),
    isNew: vendor.isNew,
  };
}

export function gameView(row: GameRow, vendor: VendorRow | undefined, scale: bigint): Game {
  const icon = gameArtUrl(row.vendor_code, row.game_code);
  return {
    nodeId: row.id,
    nodeName: row.game_name,
    displayName: row.display_name,
    gameName: row.game_name,
    gameCode: row.game_code,
    vassalage: row.vendor_code,
    vendorName: vendor?.name ?? row.vendor_code,
    gameType: row.category as GameCategory,
    gameClassify: row.sub_type as Game['gameClassify'],
    isGame: row.is_game,
    showIcon: row.show_icon,
    iconUrl: icon,
    lagerIcon: `${icon}?size=large`,
    minBet: (BigInt(row.min_bet) * scale).toString(),
    lineNum: row.line_num,
    freeTrial: row.free_trial,
    hot: row.hot_rank !== null,
    isNew: row.is_new,
    available: vendor ? isAvailable(vendor) : false,
  };
}
