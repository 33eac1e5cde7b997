import type { BonusStanding, DepositRecord, SharedWith, WithdrawalRecord } from '@portal/contracts';
import { operatorCashierPaths, operatorWithdrawPaths, systemPaths } from '@portal/contracts';
import { ApiFailure, call, fetchWithSession, type ListQuery, type Page, withName, withQuery } from '../api';
import type { SiteCurrency } from '../money';

/** A deposit as the operator API answers it (OperatorDeposit): whose it is, and who decided it. */
export type OperatorDeposit = DepositRecord & { member: string; decidedBy: string | null };

/** A withdrawal as the operator API answers it (OperatorWithdrawal): the full account (to pay it), linked accounts. */
export type OperatorWithdrawal = WithdrawalRecord & {
  member: string;
  payeeName: string;
  accountNumber: string;
  decidedBy: string | null;
  sharedWith: SharedWith;
};

const withId = (path: string, id: string) => withName(path, 'id', id);

/**
 * The cashier's calls. Approving takes no body and no idempotency key: deciding the same way twice answers the
 * first decision (the server locks the row), the other way is a 409. Rejecting takes a reason (3 to 500 characters).
 */
export const cashierApi = {
  deposits: (query: ListQuery) => call<Page<OperatorDeposit>>('GET', withQuery(operatorCashierPaths.deposits, query)),
  approveDeposit: (id: string) => call<OperatorDeposit>('POST', withId(operatorCashierPaths.approve, id)),
  rejectDeposit: (id: string, reason: string) =>
    call<OperatorDeposit>('POST', withId(operatorCashierPaths.reject, id), { reason }),
  withdrawals: (query: ListQuery) =>
    call<Page<OperatorWithdrawal>>('GET', withQuery(operatorWithdrawPaths.withdrawals, query)),
  /** "Approve" is "paid": the operator has sent the money; the held amount leaves and the member confirms receipt. */
  payWithdrawal: (id: string) => call<OperatorWithdrawal>('POST', withId(operatorWithdrawPaths.approve, id)),
  rejectWithdrawal: (id: string, reason: string) =>
    call<OperatorWithdrawal>('POST', withId(operatorWithdrawPaths.reject, id), { reason }),
  /** The withdrawing member's bonuses not yet played through, and the turnover they still ask. */
  bonusStanding: (id: string) => call<BonusStanding>('GET', withId(operatorWithdrawPaths.bonusStanding, id)),
  /** One proof image the member sent with its confirmation, as a blob (the call needs the session's token). */
  proof: async (id: string, index: number): Promise<Blob> => {
    const path = withId(operatorWithdrawPaths.proof, id).replace(':index', String(index));
    return (await fetchWithSession(path)).blob();
  },
  /** The currency of the site the console is open on (its public brand, read with the site's code). */
  currency: async (siteCode: string): Promise<SiteCurrency> => {
    const response = await fetch(systemPaths.whitelabel, { headers: { merchant: siteCode, device: 'WEB' } });
    const json = (await response.json().catch(() => null)) as {
      success?: boolean;
      value?: { brand: { currency: SiteCurrency } };
    } | null;
    if (!response.ok || !json?.success || !json.value) throw new ApiFailure('NETWORK');
    return json.value.brand.currency;
  },
};
