import { type GameCategory, gameCategories, gameSubTypes, type Vendor } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { catalogCacheOf, type VendorProfile } from './catalog-cache.js';
import { showsBingo, vendorView } from './game-view.js';

type SubType = (typeof gameSubTypes)[number];

/** The sub-types among some games, in SPEC order, without BG where the site does not show it. */
function subTypesOf(profiles: VendorProfile[], site: Site): SubType[] {
  const present = new Set(profiles.map((profile) => profile.subType));
  const bingo = showsBingo(site);
  return gameSubTypes.filter((subType) => present.has(subType) && (bingo || subType !== 'BG'));
}

/** Vendor lanes (SPEC §3): per category with a vendor the site plays, its vendor cards and the sub-types found there. */
export async function vendorLanes(db: Database, site: Site, platform: string) {
  if (platform !== 'html5-desktop' && platform !== 'html5') {
    throw new AppError('VALIDATION_ERROR', {
      field: 'platform',
      message: 'platform: html5-desktop or html5',
    });
  }
  const offered = await catalogCacheOf(db).playableBy(site.id);
  const profiles = offered.profiles;
  return gameCategories.flatMap((category) => {
    const vendors = offered.list.filter((vendor) => vendor.category === category);
    if (vendors.length === 0) return [];
    const inCategory = vendors.flatMap((vendor) =>
      (profiles.get(vendor.code) ?? []).filter((profile) => profile.category === category),
    );
    return [{ title: category, gameClassify: subTypesOf(inCategory, site), cards: vendors.map(vendorView) }];
  });
}

/** GCSGAME_getVassGameType: what one vendor the site plays lists there, by category, with its sub-types and count. */
export async function vendorGameTypes(db: Database, site: Site, vassalage: string) {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  const profiles = offered.profiles;
  if (!offered.byCode.has(vassalage)) {
    throw new AppError('NOT_FOUND', {
      field: 'vassalage',
      message: 'vassalage: no such vendor on this site',
    });
  }
  const bingo = showsBingo(site);
  const shown = (profiles.get(vassalage) ?? []).filter((profile) => bingo || profile.subType !== 'BG');
  const categories = [...new Set(shown.map((profile) => profile.category))] as GameCategory[];
  return categories.map((gameType) => {
    const inCategory = shown.filter((profile) => profile.category === gameType);
    return {
      gameType,
      gameClassify: subTypesOf(inCategory, site),
      count: inCategory.reduce((sum, profile) => sum + profile.count, 0),
    };
  });
}

/** GCSGAME_newGameVendor: the vendors the site plays marked new, in the site's order. */
export async function newGameVendors(db: Database, site: Site): Promise<Vendor[]> {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  return offered.list.filter((vendor) => vendor.isNew).map(vendorView);
}
