import type { FundedMember } from '@portal/server/testing';
import pg from 'pg';

/** Game-server titles of a category offered on the site, in catalogue order (code and node id). */
export async function offeredTitles(databaseUrl: string, merchant: string, category: 'LIVE' | 'FISH') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; code: string }>(
      `SELECT g.id::text, g.game_code AS code FROM games g
         JOIN vendors v ON v.code = g.vendor_code AND v.provider = 'game-server' AND v.category = $2
         JOIN site_vendors sv ON sv.vendor_code = v.code AND sv.enabled
         JOIN sites s ON s.id = sv.site_id AND s.code = $1
        WHERE g.enabled ORDER BY g.id`,
      [merchant, category],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Launches a title for each member through the portal (a few at a time); answers each one's game session token. */
export async function launchSeats(
  portalUrl: string,
  merchant: string,
  members: readonly FundedMember[],
  nodeId: string,
): Promise<string[]> {
  const tokens: string[] = new Array(members.length);
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const index = next++;
      const response = await fetch(`${portalUrl}/wps/game/launchGame?nodeId=${nodeId}&freeTrial=false`, {
        headers: { merchant, device: 'WEB', authorization: members[index]!.token },
      });
      const launched = (await response.json()) as { value?: { url: string } };
      if (!launched.value) throw new Error(`launch answered ${response.status}`);
      const client = new URL(new URL(launched.value.url, portalUrl).searchParams.get('client') ?? '');
      tokens[index] = client.searchParams.get('session') ?? '';
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return tokens;
}

/** A process's CPU time so far, in milliseconds (user and system, from /proc). */
export async function cpuMsOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the name, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
