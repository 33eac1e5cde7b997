import {
  type Announcements,
  type Banner,
  contentPaths,
  type Jackpot,
  type Notice,
  type Popup,
  relayPath,
  type Winner,
} from '@portal/contracts';
import { fakeApi } from '../../test/fake-api';
import { ok } from '../../test/fixtures';
import { stubMediaQueries } from '../../test/viewport';

/** 2025-01-15 12:34:56 UTC, which is 19:34:56 in the fixture site's zone (Asia/Ho_Chi_Minh). */
export const noticeTime = Date.UTC(2025, 0, 15, 12, 34, 56);

export const banner = (id: number, overrides: Partial<Banner> = {}): Banner => ({
  id: String(id),
  url: `/art/banners/${id}.svg`,
  title: `Banner ${id}`,
  linkageType: 'NONE',
  linkTarget: null,
  groupName: 'w_home',
  ...overrides,
});

export const notice = (id: number, overrides: Partial<Notice> = {}): Notice => ({
  id: String(id),
  title: `Notice ${id}`,
  content: `What notice ${id} says.`,
  startDateStr: noticeTime - id * 3_600_000,
  ...overrides,
});

export const popup = (
  id: number,
  executionCode: Popup['executionCode'],
  promotionType: string | null = null,
): Popup => ({
  ...notice(id, { title: `Popup ${executionCode}` }),
  executionCode,
  promotionType,
});

export const winner = (place: number): Winner => ({
  customerName: `pl***${place}`,
  gameName: `Game ${place}`,
  iconUrl: '',
  winAmount: String(1_000_000 - place * 1000),
});

export const announcements = (overrides: Partial<Announcements> = {}): Announcements => ({
  banners: [],
  notices: [],
  popups: [],
  promotions: [],
  help: [],
  ...overrides,
});

export const winnersPath = relayPath('ODSFE2_getWinnerBoard');
export const publicListPath = relayPath('MCSFE_getListAnnouncements');

/** The fake API with the home page's content calls answered as given (no jackpot, no winners unless said). */
export async function contentApi({
  content = announcements(),
  winners = [],
  jackpot,
}: {
  content?: Announcements;
  winners?: Winner[];
  jackpot?: Jackpot;
} = {}) {
  const api = await fakeApi();
  api.on('GET', contentPaths.announcements, () => ok(content));
  api.on('GET', winnersPath, () => ok(winners));
  if (jackpot) api.on('GET', contentPaths.jackpot, () => ok(jackpot));
  return api;
}

/** A site's jackpot as the API answers it: a pool in dong (the fake site's currency), 1 % of each slot bet. */
export const jackpotFixture = (overrides: Partial<Jackpot> = {}): Jackpot => ({
  amount: '12345678',
  currency: 'VND',
  shareBp: 100,
  seed: '10000000',
  stakePerWin: '1000000000',
  lastWin: null,
  ...overrides,
});

/** Pretends the person asked for reduced motion (and nothing else of the media queries matches). */
export function stubReducedMotion() {
  stubMediaQueries((query) => query.includes('prefers-reduced-motion'));
}
