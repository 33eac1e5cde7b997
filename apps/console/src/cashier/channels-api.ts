import {
  type ChannelCreateRequest,
  type ChannelUpdateRequest,
  type OperatorChannel,
  operatorChannelPaths,
} from '@portal/contracts';
import { call, withName } from '../api';

/** The query key of the site's channels: every change reads them again. */
export const channelsKey = ['cashier', 'channels'] as const;

/** The payment channels' calls (finance and owners write; risk and read-only read the list). */
export const channelsApi = {
  list: () => call<OperatorChannel[]>('GET', operatorChannelPaths.channels),
  create: (body: ChannelCreateRequest) => call<OperatorChannel>('POST', operatorChannelPaths.channels, body),
  update: (id: string, body: ChannelUpdateRequest) =>
    call<OperatorChannel>('PUT', withName(operatorChannelPaths.channel, 'id', id), body),
  /** Every channel's id, each once, in the order members see them. */
  order: (ids: string[]) => call<OperatorChannel[]>('PUT', operatorChannelPaths.order, { ids }),
};
