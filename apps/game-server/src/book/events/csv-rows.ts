// The CSV layer of the feed's CSV format (docs/book-feed.md): lines into named cells, RFC 4180 quoting on one line
// ("Brighton, Hove" and "say ""hi"""), '#' comments and blank lines skipped, and every error naming its line.

export const feedCsvColumns = [
  'type',
  'fixture',
  'league',
  'sport',
  'starts_at',
  'competitors',
  'market',
  'kind',
  'line',
  'selection',
  'price',
  'result',
] as const;
export type FeedCsvColumn = (typeof feedCsvColumns)[number];

/** A malformed CSV feed: the line (1-based, as an editor shows it) and what is wrong there. */
export class FeedCsvError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export interface CsvRow {
  line: number;
  /** The cell of a column ('' when empty or the file has no such column). */
  cell(column: FeedCsvColumn): string;
}

function fieldsOf(text: string, line: number): string[] {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (text[at] === '"') {
      let value = '';
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new FeedCsvError(line, 'a quoted cell is not closed on its line');
        value += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        value += '"';
        at++;
      }
      fields.push(value);
      if (at === text.length) return fields;
      if (text[at] !== ',') throw new FeedCsvError(line, 'a quoted cell is followed by something other than a comma');
      at++;
      continue;
    }
    const comma = text.indexOf(',', at);
    fields.push(text.slice(at, comma < 0 ? undefined : comma).trim());
    if (comma < 0) return fields;
    at = comma + 1;
  }
}

/** The rows under the header line, each reading its cells by column name. */
export function csvRows(text: string): CsvRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: CsvRow[] = [];
  let columns: Map<string, number> | null = null;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const fields = fieldsOf(raw, line);
    if (!columns) {
      const unknown = fields.find((name) => !(feedCsvColumns as readonly string[]).includes(name));
      if (unknown !== undefined) throw new FeedCsvError(line, `no column '${unknown}' (${feedCsvColumns.join(', ')})`);
      if (!fields.includes('type') || !fields.includes('fixture')) {
        throw new FeedCsvError(line, "the header names the columns, 'type' and 'fixture' among them");
      }
      columns = new Map(fields.map((name, position) => [name, position]));
      continue;
    }
    if (fields.length > columns.size)
      throw new FeedCsvError(line, `${fields.length} cells under ${columns.size} columns`);
    const known = columns;
    rows.push({ line, cell: (column) => fields[known.get(column) ?? fields.length] ?? '' });
  }
  if (!columns) throw new FeedCsvError(1, 'no header line');
  return rows;
}

/**
 * The CSV line a field of the document it read into came from (`fixtures.0.markets.1.selections.2.price` → the
 * line of that selection's row): how a refusal of the server is shown against the file.
 */
export function lineOfField(lines: ReadonlyMap<string, number>, field: string): number | null {
  const parts = field.replace(/^body\./, '').split('.');
  for (let length = parts.length; length > 0; length--) {
    const line = lines.get(parts.slice(0, length).join('.'));
    if (line !== undefined) return line;
  }
  return null;
}
