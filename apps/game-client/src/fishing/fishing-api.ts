import { type FishingTable, fishingPaths } from '@portal/contracts';
import { call } from '../api';

export const fishingApi = {
  table: (session: string) => call<FishingTable>(`${fishingPaths.table}?session=${encodeURIComponent(session)}`),
};

/** The socket on the page's own origin: wss:// under https, ws:// otherwise. */
export const socketUrl = (location: Location, session: string) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${fishingPaths.socket}?session=${encodeURIComponent(session)}`;
