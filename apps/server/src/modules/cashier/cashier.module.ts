import type { PortalModule } from '../../platform/portal-module.js';
import { cashierRoutes } from './cashier.routes.js';
import { operatorAdjustmentRoutes } from './operator-adjustment.routes.js';
import { operatorCashierRoutes } from './operator-cashier.routes.js';
import { operatorWithdrawRoutes } from './operator-withdraw.routes.js';
import { paymentChannelRoutes } from './payment-channels.routes.js';
import { withdrawRoutes } from './withdraw.routes.js';
import { autoConfirmJob } from './withdraw.service.js';

export const cashierModule: PortalModule = ({ db, clock }) => ({
  routes: async (api) => {
    await api.register(cashierRoutes(db, clock));
    await api.register(operatorCashierRoutes(db));
    await api.register(withdrawRoutes(db));
    await api.register(operatorWithdrawRoutes(db));
    await api.register(operatorAdjustmentRoutes(db));
    await api.register(paymentChannelRoutes({ db, clock }));
  },
  jobs: [autoConfirmJob],
});
