import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedCsvError, lineOfField, parseFeedCsv } from '../../src/book/events/feed-csv.js';

const csv = readFileSync(new URL('./fixtures/feed.csv', import.meta.url), 'utf8');
const header = 'type,fixture,league,sport,starts_at,competitors,market,kind,line,selection,price,result';
const football = 'price,F1,cup,football,2027-03-01T19:45:00Z,north|south,1x2,match-result,,home,2.10,';

/** The line a malformed CSV is refused at, and its reason. */
function refusal(text: string): { line: number; reason: string } {
  try {
    parseFeedCsv(text);
  } catch (error) {
    if (error instanceof FeedCsvError) return { line: error.line, reason: error.reason };
    throw error;
  }
  throw new Error('the CSV was read');
}

describe("the feed's CSV format", () => {
  it('reads fixtures, markets, prices, suspensions and results into the feed document', () => {
    const { feed, lines } = parseFeedCsv(csv);
    expect(feed.leagues).toEqual([
      { code: 'cup', sport: 'football', name: 'Sample Cup' },
      { code: 'downs', sport: 'horse-racing', name: 'Sample Downs' },
      { code: 'arena', sport: 'moba', name: 'Sample Arena' },
    ]);
    expect(feed.teams).toContainEqual({ code: 'north', sport: 'football', name: 'North End, FC' });
    expect(feed.teams).toContainEqual({ code: 'charlie', sport: 'horse-racing', name: 'charlie' });
    const [cup, race, moba] = feed.fixtures!;
    expect(cup).toMatchObject({ code: 'CUP-7', league: 'cup', competitors: ['north', 'south'] });
    expect(cup!.markets).toEqual([
      {
        code: '1x2',
        kind: 'match-result',
        selections: [
          { code: 'home', price: '2.10' },
          { code: 'draw', price: '3.30' },
          { code: 'away', price: '3.60' },
        ],
      },
      {
        code: 'handicap_-0.25',
        kind: 'handicap',
        line: '-0.25',
        selections: [
          { code: 'home', price: '1.95' },
          { code: 'away', price: '1.90' },
        ],
      },
    ]);
    expect(race!.markets![1]).toMatchObject({ code: 'place', kind: 'race-place', places: 2 });
    expect(moba!.markets![0]).toMatchObject({ code: 'map2', kind: 'map-winner', map: 2 });
    expect(feed.suspend).toEqual(['CUP-7/1x2']);
    expect(feed.results).toEqual([
      { fixture: 'R1', result: { kind: 'race', order: ['bravo', 'alpha', 'charlie', 'delta'] } },
    ]);
    // A refusal of the server, naming a field of the document, is shown against the file's line.
    expect(lineOfField(lines, 'fixtures.1.markets.0.selections.2.code')).toBe(11);
    expect(lineOfField(lines, 'body.fixtures.0.league')).toBe(3);
    expect(lineOfField(lines, 'results.0.result.order.1')).toBe(19);
  });

  it('refuses a malformed file at the line that is wrong', () => {
    expect(refusal(`${header}\n${football}\nbet,F1,,,,,,,,,,`)).toMatchObject({ line: 3 });
    expect(refusal(`# comment\n${header}\n\n${football.replace('north|south', '"north|south')}`)).toEqual({
      line: 4,
      reason: 'a quoted cell is not closed on its line',
    });
    expect(refusal(`${header}\n${football}\n${football.replace('2.10', '2,10')}`).line).toBe(3);
    expect(refusal(`${header}\n${football}\n${football.replace('home,2.10', 'draw,one')}`)).toEqual({
      line: 3,
      reason: 'fixtures.0.markets.0.selections.1.price: decimal odds such as 1.85',
    });
    expect(refusal(`${header}\n${football}\n${football.replace('19:45', '20:00')}`)).toEqual({
      line: 3,
      reason: "fixture 'F1' is given otherwise on line 2",
    });
    expect(refusal(`${header}\nresult,F1,,,,,,,,,,2:1`).line).toBe(2);
    expect(refusal(`fixture,league\n${football}`)).toMatchObject({ line: 1 });
    expect(refusal(`${header}\n${football.replace('match-result,,home', 'match-result,2.5,home')}`)).toEqual({
      line: 2,
      reason: 'line: match-result has none',
    });
  });
});
