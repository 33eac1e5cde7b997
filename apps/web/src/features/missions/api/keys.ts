import type { MissionPeriod } from '@portal/contracts';
import { roundViewKeys } from '../../../lib/member/round-views';

/** Query keys of the missions, under the member's token like every member query. */
export const missionKeys = {
  all: roundViewKeys.missions,
  summary: (token: string | null, language: string) => [...roundViewKeys.missions(token), 'summary', language] as const,
  leaderboard: (token: string | null, period: MissionPeriod) =>
    [...roundViewKeys.missions(token), 'leaderboard', period] as const,
};
