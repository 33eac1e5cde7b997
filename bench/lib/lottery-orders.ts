import { failureEnvelopeSchema, lotteryPaths, lotteryResponses, type OrderLineRequest } from '@portal/contracts';
import type { FundedMembers } from '@portal/server/testing';
import { type Contestant, drive, nextKey, type Outcome } from './drive.js';
import { jsonPoster } from './post-json.js';

/** The demo site's 1-minute SSC (house draw, sales close 10 s before each draw). */
const gameCode = 'SSC1M';
/** One bet of 0.02: a digit in the first position, at 0.01 units and group 1960. */
const slip: OrderLineRequest[] = [
  { playId: 'SSC_FIXED_POSITION', selection: [['3'], [], [], [], []], unit: '0.01', multiple: 1, group: 1960 },
];

/**
 * Orders through `POST /lotto/lgw/orders/betting`, as the browser places them, each with its own
 * idempotency key, on the issue open for sales. That issue changes every minute: the number is read
 * before each round (a round that would straddle the close waits for it, so it runs on one issue)
 * and again after a 409 LOTTERY_SALES_CLOSED, which counts as skipped, not failed: the server was right.
 */
export function lotteryOrderContestant(portalUrl: string, fixture: FundedMembers, clients: number): Contestant {
  const headers = { merchant: fixture.merchant, device: 'WEB' };
  const poster = jsonPoster(portalUrl, clients);
  let issue: { number: string; closesAt: number } | undefined;
  let refreshing: Promise<void> | undefined;

  const readIssue = async () => {
    const response = await fetch(`${portalUrl}${lotteryPaths.openedNumero}?gameCode=${gameCode}`, { headers });
    const { value } = lotteryResponses.openIssue.parse(await response.json());
    issue = { number: value.issueNumber, closesAt: Date.parse(value.closesAt) };
  };
  // Every client that met the close waits for one read of the new issue.
  const refresh = (stale: string) => {
    if (issue?.number !== stale) return refreshing ?? Promise.resolve();
    refreshing ??= readIssue().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  let failuresShown = 0;
  const order = async (token: string): Promise<Outcome> => {
    if (refreshing) await refreshing;
    const number = issue!.number;
    const answer = await poster.post(
      lotteryPaths.betting,
      { ...headers, authorization: token, 'idempotency-key': nextKey() },
      { gameCode, issueNumber: number, lines: slip },
    );
    if (answer.status === 200) return 'done';
    const failure = failureEnvelopeSchema.safeParse(safeJson(answer.body));
    if (answer.status === 409 && failure.success && failure.data.code === 'LOTTERY_SALES_CLOSED') {
      await refresh(number);
      return 'skipped';
    }
    if (failuresShown++ < 3) process.stderr.write(`lottery order failed: ${answer.status} ${answer.body}\n`);
    return 'failed';
  };

  return {
    async run(seconds) {
      await readIssue();
      const left = issue!.closesAt - Date.now();
      if (left < (seconds + 1) * 1000) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, left) + 200));
        await readIssue();
      }
      return drive(fixture.members, clients, seconds, (_, member) => order(member.token));
    },
    close: poster.close,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
