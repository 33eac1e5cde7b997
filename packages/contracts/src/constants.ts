/** Business constants of SPEC §9, written once for server and browser. */
export const announcementPageSize = 9;
export const noticeDateFormat = 'YYYY-MM-DD hh:mm:ss';
export const gameList = {
  clientType: 3,
  defaultPage: 1,
  defaultSize: 20,
  homeSize: 200,
  pageSize: 24,
  favouriteSize: 999,
} as const;
export const throttleMs = 1000;
export const smsTooManyRetryMinutes = 5;
export const rememberMeDays = 1;
export const banner = { autoplayMs: 5000, speedMs: 1000 } as const;
export const carousel = { perView: 6, gap: 20 } as const;
export const winnerBoard = { size: 20, skipInScroll: 3 } as const;
export const headerLargeMenuAboveVendors = 10;
export const footerMaxVendorIcons = 18;
export const popupExecutionCodes = ['A', 'B', 'F'] as const;
export const contractPeriods = ['D', 'W', 'H', 'M'] as const;
export const realtimeSalaryMinutes = 5;
export const uploads = { maxImages: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;
export const activityCommentMax = 140;
export const minimumAge = 18;
export const lotteryImageCodes = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;
export const qrCode = { size: 200, errorCorrectionLevel: 'M', margin: 20 } as const;
export const chunkLoadTimeoutMs = 120_000;
export const gameListCenters = ['RNG', 'PVP', 'FISH'] as const;
export const gameCenters = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export const gameCategories = [
  'HOME',
  'HOT',
  'FAV',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'PROMO',
] as const;
export type GameCategory = (typeof gameCategories)[number];
