// Shared by the portal and the game server, which both answer 503 when their database is out of reach:
// imported as `@portal/contracts/database-errors` (servers only).

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, connections
 * terminated, the pool unable to connect) rather than a bug: such a request is answered 503
 * DATABASE_UNAVAILABLE and the pool reconnects by itself. Drizzle wraps the driver's error in `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is
      // "connection exception".
      if (['57P01', '57P02', '57P03', '53300'].includes(code) || code.startsWith('08')) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
    }
    if (typeof message === 'string' && lostConnection.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|terminating connection|Client was closed|the database system is (shutting down|starting up)|not currently accepting connections/i;
