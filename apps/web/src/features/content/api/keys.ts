import type { Language } from '@portal/contracts';

/**
 * Query keys of the content feature. Content is public and per site (the app serves one site), so the
 * keys name the language it was asked in; the winners and jackpot do not depend on who is signed in.
 */
export const contentKeys = {
  announcements: (language: Language) => ['content', 'announcements', language] as const,
  publicList: (language: Language, pageNo: number) => ['content', 'public-list', language, pageNo] as const,
  jackpot: () => ['content', 'jackpot'] as const,
  winners: (language: Language) => ['content', 'winners', language] as const,
};
