import { type HouseGameInfo, type HouseRound, houseGamePaths } from '@portal/contracts';
import { call } from '../api';

export const houseApi = {
  info: (session: string) => call<HouseGameInfo>(`${houseGamePaths.info}?session=${encodeURIComponent(session)}`),
  play: (session: string, wagers: { spot: string; amount: string }[]) =>
    call<HouseRound>(houseGamePaths.play, { method: 'POST', body: JSON.stringify({ session, wagers }) }),
  act: (session: string, roundId: string, action: string) =>
    call<HouseRound>(houseGamePaths.act, { method: 'POST', body: JSON.stringify({ session, roundId, action }) }),
};
