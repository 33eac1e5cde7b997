import type { BookEvent, BookEventResult } from '@portal/contracts';
import { drawEventResult } from '@portal/house-games';
import { commitmentOf } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { streamParts, verifyEvent } from './verify-book';

const seed = '9f2c4b7a1e0d3c5b8a7f6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291';
const competitors = [
  { code: 'rovers', name: 'Northbridge Rovers', rating: 1900 },
  { code: 'albion', name: 'Coldwater Albion', rating: 1500 },
];

async function settledEvent(stream: string, result?: BookEventResult): Promise<BookEvent> {
  return {
    id: '77',
    source: 'virtual',
    sport: 'football',
    league: 'Virtual Premier League',
    name: 'Northbridge Rovers v Coldwater Albion',
    competitors,
    startsAt: '2030-01-01T00:00:00.000Z',
    endsAt: '2030-01-01T00:01:30.000Z',
    status: 'settled',
    commitment: await commitmentOf(seed),
    serverSeed: seed,
    stream,
    marginPercent: 6,
    result:
      result ?? ((await drawEventResult('football', competitors, seed, 'virtual/football', '42')) as BookEventResult),
    markets: [],
  };
}

describe('verifying a virtual event in the browser', () => {
  it('reads the stream and the event number from `<stream>:<number>`', () => {
    expect(streamParts('virtual/football:42')).toEqual({ name: 'virtual/football', number: '42' });
    expect(streamParts('virtual/football')).toBeNull();
  });

  it('recomputes the commitment and the result the book drew', async () => {
    const check = await verifyEvent(await settledEvent('virtual/football:42'));
    expect(check.commitmentMatches).toBe(true);
    expect(check.resultMatches).toBe(true);
  });

  it('says so when the seed draws another result', async () => {
    const check = await verifyEvent(await settledEvent('virtual/football:42', { kind: 'score', home: 9, away: 9 }));
    expect(check.commitmentMatches).toBe(true);
    expect(check.resultMatches).toBe(false);
    expect(check.drawn).not.toBeNull();
  });

  it('checks the commitment alone when the event does not say its number', async () => {
    const check = await verifyEvent(await settledEvent('virtual/football'));
    expect(check).toEqual({ commitmentMatches: true, drawn: null, resultMatches: null });
  });
});
