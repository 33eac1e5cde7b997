// Sends an operator's feed file (docs/book-feed.md) to a running game server, signed as the operator signs:
//   npm run book:feed -w apps/game-server -- docs/book-feed.sample.json     (or a .csv file)
// GAME_SERVER_URL (default http://127.0.0.1:3100), VENDOR_SECRET (base64; default: the key `npm start` keeps in
// DATA_DIR/game-server.key) and OPERATOR_CODE (default 'portal', the portal's GAME_SERVER_OPERATOR). A CSV file is
// read here into the JSON document, so a refusal naming a field of it is shown against the file's line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bookVendorPaths, vendorHeaders } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { FeedCsvError, lineOfField, parseFeedCsv } from '../src/book/events/feed-csv.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function secret(): Buffer {
  const keyFile = path.join(process.env.DATA_DIR ?? path.join(repoRoot, 'data'), 'game-server.key');
  const base64 = process.env.VENDOR_SECRET ?? (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : '');
  if (!base64) fail(`VENDOR_SECRET is not set and ${keyFile} does not exist`);
  return Buffer.from(base64, 'base64');
}

/** The document to send, and for a CSV file the line each of its entries came from. */
function read(file: string): { body: string; lines: Map<string, number> | null } {
  const text = readFileSync(file, 'utf8');
  if (!file.toLowerCase().endsWith('.csv')) return { body: text, lines: null };
  try {
    const { feed, lines } = parseFeedCsv(text);
    return { body: JSON.stringify(feed), lines };
  } catch (error) {
    if (error instanceof FeedCsvError) fail(`${file}: ${error.message}`);
    throw error;
  }
}

async function main(): Promise<void> {
  const [argument] = process.argv.slice(2);
  if (!argument) fail('usage: book-feed <file.json|file.csv>');
  // npm runs a workspace's script in its folder: a path is the caller's, where npm was started.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const { body, lines } = read(file);
  const url = new URL(bookVendorPaths.feed, process.env.GAME_SERVER_URL ?? 'http://127.0.0.1:3100');
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [vendorHeaders.operator]: process.env.OPERATOR_CODE ?? 'portal',
      [vendorHeaders.signature]: signBody(secret(), body),
    },
  });
  const answer = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
  if (response.ok) {
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return;
  }
  const line = lines && answer?.field ? lineOfField(lines, answer.field) : null;
  const where = line === null ? '' : ` (line ${line})`;
  fail(`${response.status} ${answer?.message ?? response.statusText}${where}`);
}

main().catch((error: unknown) => fail(`book-feed: ${error instanceof Error ? error.message : String(error)}`));
