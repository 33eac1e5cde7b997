import { addMember as addMemberAt, createSite, setSiteStatus as setSiteStatusAt } from '@portal/server/testing';

import { databaseUrl, port } from './portal.js';

/**
 * A site of its own for a journey that changes site state, reachable at `<code>.test.localhost`
 * (Chromium resolves every *.localhost name to this machine), so other journeys never see it.
 */
export async function siteWithStatus(status: 0 | 1 | 2, overrides: { blockedCountries?: string[] } = {}) {
  const site = await createSite(databaseUrl(), { status, ...overrides });
  return { ...site, url: `http://${site.domain}:${port()}` };
}

export function setSiteStatus(siteId: number, status: 0 | 1 | 2): Promise<void> {
  return setSiteStatusAt(databaseUrl(), siteId, status);
}

/** A member of the default demo site (AUR) with a chosen password and type (0 player, 1 agent). */
export function addMember(username: string, password: string, memberType: number): Promise<void> {
  return addMemberAt(databaseUrl(), { merchant: 'AUR', username, password, memberType });
}
