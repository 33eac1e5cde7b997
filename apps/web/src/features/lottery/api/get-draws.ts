import { type DrawRecord, drawRecordSchema, lotteryPaths, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { lotteryKeys, lotteryPath } from './keys';

const drawPageSchema = pageOf(drawRecordSchema);
export type DrawPage = { items: DrawRecord[]; page: number; pageSize: number; total: number };

/** GET /lotto/lgw/draw/:gameCode?page=&size=: past issues, newest first; pages count from 0. */
export function getDraws(gameCode: string, page: number, size: number, signal?: AbortSignal): Promise<DrawPage> {
  return get(withQuery(lotteryPath(lotteryPaths.draws, { gameCode }), { page, size }), drawPageSchema, signal);
}

export function useDraws(gameCode: string, page: number, size: number, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: lotteryKeys.drawPage(gameCode, page, size),
    queryFn: ({ signal }) => getDraws(gameCode, page, size, signal),
    enabled: gameCode !== '',
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}
