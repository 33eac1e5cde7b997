import { randomBytes } from 'node:crypto';
import type { RoundReport, VendorSession, VendorSessionRequest } from '@portal/contracts';
import type { GameVendor } from '../../src/modules/provider/vendors/game-vendor.js';
import type { LocalVendor } from '../../src/modules/provider/vendors/vendor-links.js';
import { AppError } from '../../src/platform/errors.js';
import { LocalTransferWallet } from './local-book.js';

/**
 * The game vendor of the portal's own tests: it stands where the game server stands (the launch opens a session
 * here; the vendor's wallet calls are the test's to make, signed with `secret`), so a test plays rounds exactly as
 * the game server would, without a game server. The game server's own tests drive the real one over HTTP
 * (apps/game-server/test/with-portal). `down` makes it not answer, as a vendor that is down. Its sportsbook
 * studios keep their players' money in `book`, an in-memory transfer wallet (local-book.ts).
 */
export class LocalGameVendor implements GameVendor, LocalVendor {
  readonly vendor = this;
  readonly secret = randomBytes(32);
  readonly opened: VendorSessionRequest[] = [];
  readonly book = new LocalTransferWallet();
  down = false;

  async openSession(request: VendorSessionRequest): Promise<VendorSession> {
    if (this.down) throw new AppError('VENDOR_UNAVAILABLE', { field: 'nodeId' });
    this.opened.push(request);
    const sessionId = randomBytes(8).toString('hex');
    return {
      sessionId,
      url: `https://games.test/play/${encodeURIComponent(request.gameCode)}?s=${sessionId}`,
      expiresAt: new Date(Date.now() + 4 * 3_600_000).toISOString(),
    };
  }

  /** The wallet token of the latest launch: what the vendor's wallet calls carry back. */
  lastWalletToken(): string {
    const latest = this.opened.at(-1);
    if (!latest) throw new Error('nothing was launched at the local vendor');
    return latest.walletToken;
  }

  async roundReport(): Promise<RoundReport> {
    return { items: [], next: null };
  }
}
