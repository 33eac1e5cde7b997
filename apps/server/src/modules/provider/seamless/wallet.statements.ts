import type { SeamlessAnswer } from '@portal/contracts';
import type { ConnectionClient } from '../../../db/executor.js';
import { jsonWithBigints } from '../../../platform/json.js';
import type { JackpotWon } from '../../jackpot/jackpot-terms.js';
import type { LedgerPostArguments } from '../../ledger/ledger.service.js';

/**
 * A bet and a win in one round trip each: `seamless_bet` and `seamless_win` (db/functions/) hold the locks, check
 * the call, move the money through ledger_post and write the round and the call, as one statement that is its own
 * transaction. The call goes as one JSON argument read by name; each runs as a named prepared statement.
 */
const betText = 'SELECT seamless_bet($1) AS answer';
const winText = 'SELECT seamless_win($1) AS answer';

/** Why the database refused a call (SQLSTATEs the two functions raise). */
export const walletRefusals = {
  sessionStopped: 'SW001',
  betRolledBack: 'SW002',
  roundClosed: 'SW003',
  otherBody: 'SW004',
  roundNotOfSession: 'SW005',
} as const;

/** What both calls carry: the call, the session's member and accounts, and the entry when money moves. */
export interface WalletCall {
  providerCode: string;
  transactionId: string;
  requestHash: string;
  sessionId: bigint;
  roundRef: string;
  amount: bigint;
  walletId: bigint;
  currency: string;
  entry?: LedgerPostArguments;
}

export interface BetCall extends WalletCall {
  memberId: bigint;
  siteId: number;
  gameId: bigint;
  /** Present when the bet won the site's jackpot: the pool's accounts, the funding account and the seed. */
  jackpot?: JackpotWon;
}

export interface WinCall extends WalletCall {
  outcome?: Record<string, unknown> | undefined;
}

async function run(client: ConnectionClient, name: string, text: string, call: WalletCall) {
  const result = await client.query<{ answer: SeamlessAnswer }>({
    name,
    text,
    values: [jsonWithBigints(call)],
  });
  return result.rows[0]!.answer;
}

export const placeBet = (client: ConnectionClient, call: BetCall) => run(client, 'seamless_bet', betText, call);
export const payWin = (client: ConnectionClient, call: WinCall) => run(client, 'seamless_win', winText, call);
