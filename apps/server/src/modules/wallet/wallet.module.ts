import type { PortalModule } from '../../platform/portal-module.js';
import type { GameVendors } from '../provider/vendors/game-vendor.js';
import { vendorTransfersJob } from './vendor-transfers.job.js';
import { walletRelay } from './wallet.relay.js';
import { walletRoutes } from './wallet.routes.js';

/** The wallets: the main one in the ledger, and the transfer-mode vendors' kept by the vendors (their adapters). */
export const walletModule =
  (vendors: GameVendors): PortalModule =>
  ({ db, clock, sites, log }) => ({
    routes: async (api) => {
      await api.register(walletRoutes({ db, vendors }));
    },
    relays: walletRelay({ db, vendors, clock }),
    jobs: [vendorTransfersJob({ db, vendors, clock, sites, log })],
  });
