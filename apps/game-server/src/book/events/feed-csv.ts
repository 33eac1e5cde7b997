import {
  type BookEventResult,
  type BookFeed,
  type BookSport,
  bookFeedSchema,
  type feedMarketSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type CsvRow, csvRows, type FeedCsvColumn, FeedCsvError, lineOfField } from './csv-rows.js';
import { type ResultKind, resultKindOf } from './market-specs.js';

// The feed as a CSV file (docs/book-feed.md): one row per selection's price, the fixture's columns repeated (or
// left empty) on its later rows, plus rows that suspend, reopen, result or cancel. It reads into the very document
// the JSON feed is, checked by the same schema, each error naming the line it comes from.

export { FeedCsvError, lineOfField } from './csv-rows.js';

type Named = { code: string; name: string; sport: string; line: number };
type CsvMarket = z.input<typeof feedMarketSchema>;
interface CsvFixture {
  code: string;
  league: string;
  sport: string;
  startsAt: string;
  competitors: string[];
  line: number;
  markets: Map<string, { market: CsvMarket; line: number; selectionLines: number[] }>;
}

/** `CODE=Name` (or a bare `CODE`, named by its code). */
function codeAndName(text: string): { code: string; name: string } {
  const equals = text.indexOf('=');
  if (equals < 0) return { code: text.trim(), name: text.trim() };
  return { code: text.slice(0, equals).trim(), name: text.slice(equals + 1).trim() };
}

/** `2-1` a score, `meron|wala|draw` a cockfight, `home|away|home` maps, otherwise a race's order `A|B|C`. */
function resultOf(text: string, kind: ResultKind | null, line: number): BookEventResult {
  const score = /^(\d+)\s*-\s*(\d+)$/.exec(text);
  const parts = text.split('|').map((part) => part.trim());
  const shape: ResultKind = score
    ? 'score'
    : /^(meron|wala|draw)$/.test(text)
      ? 'cockfight'
      : parts.every((part) => part === 'home' || part === 'away')
        ? 'maps'
        : 'race';
  switch (kind ?? shape) {
    case 'score':
      if (!score) throw new FeedCsvError(line, `result: '${text}' is not a score such as 2-1`);
      return { kind: 'score', home: Number(score[1]), away: Number(score[2]) };
    case 'cockfight':
      return { kind: 'cockfight', winner: text as 'meron' };
    case 'maps':
      return { kind: 'maps', maps: parts as ('home' | 'away')[] };
    case 'race':
      return { kind: 'race', order: parts };
  }
}

class CsvFeed {
  readonly leagues = new Map<string, Named>();
  readonly teams = new Map<string, Named>();
  readonly fixtures = new Map<string, CsvFixture>();
  readonly suspend: { ref: string; line: number }[] = [];
  readonly reopen: { ref: string; line: number }[] = [];
  readonly results: { fixture: string; result: BookEventResult; line: number }[] = [];
  readonly cancel: { fixture: string; line: number }[] = [];

  add(row: CsvRow): void {
    const type = row.cell('type');
    const fixture = this.need(row, 'fixture');
    if (type === 'fixture') this.fixtureOf(row, fixture);
    else if (type === 'price') this.price(row, this.fixtureOf(row, fixture));
    else if (type === 'suspend' || type === 'reopen') {
      this[type].push({ ref: `${fixture}/${this.need(row, 'market')}`, line: row.line });
    } else if (type === 'result') {
      const sport = this.fixtures.get(fixture)?.sport ?? row.cell('sport');
      const kind = sport ? resultKindOf(sport as BookSport) : null;
      this.results.push({ fixture, result: resultOf(this.need(row, 'result'), kind, row.line), line: row.line });
    } else if (type === 'cancel') this.cancel.push({ fixture, line: row.line });
    else throw new FeedCsvError(row.line, `type: '${type}' is not fixture, price, suspend, reopen, result or cancel`);
  }

  private need(row: CsvRow, column: FeedCsvColumn): string {
    const value = row.cell(column);
    if (value === '') throw new FeedCsvError(row.line, `${column}: empty`);
    return value;
  }

  /** Registers a league or team; the same code named or sported otherwise elsewhere in the file is an error. */
  private named(into: Map<string, Named>, text: string, sport: string, line: number, what: string): string {
    const { code, name } = codeAndName(text);
    const known = into.get(code);
    if (!known) into.set(code, { code, name, sport, line });
    else if (known.sport !== sport || (text.includes('=') && known.name !== name)) {
      throw new FeedCsvError(line, `${what} '${code}' is given otherwise on line ${known.line}`);
    }
    return code;
  }

  private fixtureOf(row: CsvRow, code: string): CsvFixture {
    const known = this.fixtures.get(code);
    if (known) {
      const given = { league: row.cell('league'), sport: row.cell('sport'), starts_at: row.cell('starts_at') };
      const competitors = row.cell('competitors');
      const differs =
        (given.league !== '' && codeAndName(given.league).code !== known.league) ||
        (given.sport !== '' && given.sport !== known.sport) ||
        (given.starts_at !== '' && Date.parse(given.starts_at) !== Date.parse(known.startsAt)) ||
        (competitors !== '' &&
          competitors
            .split('|')
            .map((part) => codeAndName(part).code)
            .join('|') !== known.competitors.join('|'));
      if (differs) throw new FeedCsvError(row.line, `fixture '${code}' is given otherwise on line ${known.line}`);
      return known;
    }
    const sport = this.need(row, 'sport');
    const league = this.named(this.leagues, this.need(row, 'league'), sport, row.line, 'league');
    const competitors = this.need(row, 'competitors')
      .split('|')
      .map((text) => this.named(this.teams, text, sport, row.line, 'team'));
    const fixture = { code, league, sport, startsAt: this.need(row, 'starts_at'), competitors, line: row.line };
    const created = { ...fixture, markets: new Map() };
    this.fixtures.set(code, created);
    return created;
  }

  private price(row: CsvRow, fixture: CsvFixture): void {
    const kind = this.need(row, 'kind');
    const parameter = row.cell('line');
    const code = row.cell('market') || (parameter ? `${kind}_${parameter}` : kind);
    let entry = fixture.markets.get(code);
    if (!entry) {
      const market: CsvMarket = { code, kind: kind as 'match-result', selections: [] };
      if (kind === 'handicap' || kind === 'totals') market.line = parameter;
      else if (kind === 'race-place' || kind === 'map-winner') {
        if (!/^[0-9]+$/.test(parameter)) throw new FeedCsvError(row.line, `line: ${kind} needs a whole number`);
        market[kind === 'race-place' ? 'places' : 'map'] = Number(parameter);
      } else if (parameter) throw new FeedCsvError(row.line, `line: ${kind} has none`);
      entry = { market, line: row.line, selectionLines: [] };
      fixture.markets.set(code, entry);
    } else if (entry.market.kind !== kind) {
      throw new FeedCsvError(row.line, `market '${code}' is a ${entry.market.kind} on line ${entry.line}`);
    }
    entry.market.selections.push({ code: this.need(row, 'selection'), price: this.need(row, 'price') });
    entry.selectionLines.push(row.line);
  }

  /** The document, and the line each of its entries came from. */
  finish(): { feed: BookFeed; lines: Map<string, number> } {
    const lines = new Map<string, number>();
    const listed = <T extends { line: number }, R>(name: string, entries: Iterable<T>, map: (entry: T) => R) =>
      [...entries].map((entry, index) => {
        lines.set(`${name}.${index}`, entry.line);
        return map(entry);
      });
    const feed = {
      leagues: listed('leagues', this.leagues.values(), ({ code, sport, name }) => ({ code, sport, name })),
      teams: listed('teams', this.teams.values(), ({ code, sport, name }) => ({ code, sport, name })),
      fixtures: listed('fixtures', this.fixtures.values(), ({ code, league, startsAt, competitors, markets }) => ({
        code,
        league,
        startsAt,
        competitors,
        markets: [...markets.values()].map(({ market }) => market),
      })),
      suspend: listed('suspend', this.suspend, ({ ref }) => ref),
      reopen: listed('reopen', this.reopen, ({ ref }) => ref),
      results: listed('results', this.results, ({ fixture, result }) => ({ fixture, result })),
      cancel: listed('cancel', this.cancel, ({ fixture }) => fixture),
    } as BookFeed;
    for (const [index, fixture] of [...this.fixtures.values()].entries()) {
      for (const [position, market] of [...fixture.markets.values()].entries()) {
        const field = `fixtures.${index}.markets.${position}`;
        lines.set(field, market.line);
        for (const [at, line] of market.selectionLines.entries()) lines.set(`${field}.selections.${at}`, line);
      }
    }
    return { feed, lines };
  }
}

/**
 * Reads a CSV feed into the feed document (bookFeedSchema's input) and the line of each entry, for the server's
 * refusals to be shown against the file. A malformed row, or a value the schema refuses, is a FeedCsvError.
 */
export function parseFeedCsv(text: string): { feed: BookFeed; lines: Map<string, number> } {
  const builder = new CsvFeed();
  for (const row of csvRows(text)) builder.add(row);
  const parsed = builder.finish();
  const checked = bookFeedSchema.safeParse(parsed.feed);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = issue.path.join('.');
    throw new FeedCsvError(lineOfField(parsed.lines, field) ?? 1, `${field}: ${issue.message}`);
  }
  return parsed;
}
