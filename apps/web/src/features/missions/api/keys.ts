import type { MissionPeriod } from '@portal/contracts';

/** Query keys of the missions, under the member's token like every member query. */
export const missionKeys = {
  all: (token: string | null) => ['member', token, 'missions'] as const,
  summary: (token: string | null, language: string) => ['member', token, 'missions', 'summary', language] as const,
  leaderboard: (token: string | null, period: MissionPeriod) =>
    ['member', token, 'missions', 'leaderboard', period] as const,
};
