import type { Banner } from '@portal/contracts';

/** Where the reward centre lives: a promotion banner or announcement opens it (SPEC §2). */
export const rewardCenterPath = '/member?page=rewardCenter';

export type BannerTarget =
  /** A page of the portal. */
  | { kind: 'route'; to: string }
  /** An outside page, opened in a new tab without a handle back to us. */
  | { kind: 'url'; href: string }
  /** A game to launch (needs a real member). */
  | { kind: 'game'; nodeId: string }
  | null;

const isPortalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');
const isWebAddress = (address: string) => /^https?:\/\//i.test(address);

/**
 * What a click on a banner opens (SPEC §2 "a click opens the banner's linked target"). A target that is
 * not what its type says (a route that leaves the portal, an address that is not http(s)) opens nothing.
 */
export function bannerTarget({ linkageType, linkTarget }: Pick<Banner, 'linkageType' | 'linkTarget'>): BannerTarget {
  if (linkageType === 'PROMOTION') return { kind: 'route', to: rewardCenterPath };
  if (!linkTarget) return null;
  if (linkageType === 'ROUTE' && isPortalPath(linkTarget)) return { kind: 'route', to: linkTarget };
  if (linkageType === 'URL' && isWebAddress(linkTarget)) return { kind: 'url', href: linkTarget };
  if (linkageType === 'GAME' && /^\d{1,18}$/.test(linkTarget)) return { kind: 'game', nodeId: linkTarget };
  return null;
}
