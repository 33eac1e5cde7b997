// No zod here: the web's first load reads the catalog without the schemas (issue 23).

/**
 * Stable error codes of the API. Each maps to an HTTP status and to the i18n key the
 * browser shows (SPEC §8). Later modules add their codes here, never ad hoc strings.
 */
export const errorCatalog = {
  VALIDATION_ERROR: { status: 400, message: 'error.invalid_input' },
  INVALID_HEADER: { status: 400, message: 'error.invalid_header' },
  UNAUTHORIZED: { status: 401, message: 'error.not_logged_in' },
  FORBIDDEN: { status: 403, message: 'error.forbidden' },
  REGION_BLOCKED: { status: 403, message: 'error.region_blocked' },
  NOT_FOUND: { status: 404, message: 'error.not_found' },
  SITE_NOT_FOUND: { status: 404, message: 'error.site_not_found' },
  CONFLICT: { status: 409, message: 'error.conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'error.payload_too_large' },
  THROTTLED: { status: 429, message: 'error.too_many_requests' },
  INTERNAL_ERROR: { status: 500, message: 'error.unknown' },
  MAINTENANCE: { status: 503, message: 'error.maintenance' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'error.network' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'error.database_unavailable' },
  // Identity and access (SPEC §8).
  SESSION_EXPIRED: { status: 401, message: 'error.session_expired' },
  LOGIN_FAILED: { status: 401, message: 'error.login_failed' },
  CAPTCHA_REQUIRED: { status: 400, message: 'error.captcha_required' },
  CAPTCHA_INVALID: { status: 400, message: 'error.captcha_failed' },
  ACCOUNT_LOCKED: { status: 423, message: 'error.account_locked' },
  /** An operator session that has passed the password only: `params.secondStep` is 'enrol' or 'code'. */
  SECOND_STEP_REQUIRED: { status: 401, message: 'error.second_step_required' },
  TWO_STEP_CODE_INVALID: { status: 400, message: 'error.two_step_code_invalid' },
  TWO_STEP_ENROLLED: { status: 409, message: 'error.two_step_enrolled' },
  TWO_STEP_NOT_ENROLLED: { status: 409, message: 'error.two_step_not_enrolled' },
  /** A passkey's answer that does not hold: another host, an old or used challenge, a replay, an unknown key. */
  PASSKEY_REFUSED: { status: 400, message: 'error.passkey_refused' },
  MEMBER_NO_ENTER: { status: 403, message: 'error.member_no_enter' },
  /** The site locked or closed the account (`params.status`): no sign-in, and its sessions ended at once. */
  ACCOUNT_DISABLED: { status: 403, message: 'error.account_disabled' },
  /** An operator invitation's link that was used, replaced or expired (or was never sent). */
  OPERATOR_INVITATION_INVALID: { status: 404, message: 'error.operator_invitation_invalid' },
  NOT_AGENT: { status: 403, message: 'error.not_agent' },
  TRIAL_ACCOUNT: { status: 403, message: 'error.in_need_true_account' },
  VERIFICATION_REQUIRED: { status: 403, message: 'error.complete_verification_first' },
  /** The session may only change its password (params.reason: default, expired or oneTime), read the member and sign out. */
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'error.password_change_required' },
  FEATURE_DISABLED: { status: 403, message: 'error.function_not_enabled' },
  USERNAME_TAKEN: { status: 409, message: 'error.username_taken' },
  MOBILE_TAKEN: { status: 409, message: 'error.mobile_taken' },
  INVITATION_CODE_ERROR: { status: 400, message: 'error.invitation_code_error' },
  PASSWORD_INCORRECT: { status: 400, message: 'error.old_password_wrong' },
  SMS_CODE_INVALID: { status: 400, message: 'error.sms_code_invalid' },
  SMS_CODE_EXPIRED: { status: 400, message: 'error.sms_code_expired' },
  RESET_CODE_INVALID: { status: 400, message: 'error.reset_code_invalid' },
  SMS_TOO_MANY: { status: 429, message: 'error.sms_too_many' },
  /** The call needs a proof of work (`X-Pow`): `pow` carries the challenge to solve. */
  POW_REQUIRED: { status: 400, message: 'error.pow_required' },
  /** The proof is malformed, expired, used, for another call or wrong: `pow` carries a new challenge. */
  POW_INVALID: { status: 400, message: 'error.pow_invalid' },
  ENCRYPTION_REQUIRED: { status: 400, message: 'error.encryption_required' },
  /** An enc body stamped outside the server's window (a stale capture, or a badly wrong clock). */
  ENC_EXPIRED: { status: 400, message: 'error.enc_expired' },
  /** An enc body whose nonce was already used: a replay, refused before anything happens. */
  ENC_REPLAYED: { status: 409, message: 'error.enc_replayed' },
  // Money (the wallet issue).
  INSUFFICIENT_FUNDS: { status: 400, message: 'error.insufficient_funds' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'error.idempotency_conflict' },
  AMOUNT_INVALID: { status: 400, message: 'error.amount_invalid' },
  /** A limit the member set refuses the amount: `params` name it (kind, period) and what remains in its window. */
  LIMIT_REACHED: { status: 409, message: 'error.limit_reached' },
  /** The member took a time-out or excluded themselves (`params.kind`, `params.until`, empty for good): no sign-in. */
  PLAY_EXCLUDED: { status: 403, message: 'error.play_excluded' },
  /** A higher limit asked for cannot be confirmed before its cooling-off ends (`params.confirmableFrom`). */
  LIMIT_COOLING: { status: 409, message: 'error.limit_cooling' },
  PAYMENT_PASSWORD_NOT_SET: { status: 400, message: 'error.payment_password_not_set' },
  PAYMENT_PASSWORD_INCORRECT: { status: 400, message: 'error.payment_password_incorrect' },
  PAYMENT_PASSWORD_LOCKED: { status: 423, message: 'error.payment_password_locked' },
  PAYEE_NAME_MISMATCH: { status: 400, message: 'error.payee_name_mismatch' },
  BANK_ACCOUNT_LIMIT: { status: 409, message: 'error.bank_account_limit' },
  WITHDRAW_DAILY_LIMIT: { status: 409, message: 'error.withdraw_daily_limit' },
  CONFIRMATION_CLOSED: { status: 409, message: 'error.confirmation_closed' },
  PROOF_REQUIRED: { status: 400, message: 'error.proof_required' },
  UPLOAD_INVALID: { status: 400, message: 'error.upload_invalid' },
  NO_UPLINE: { status: 409, message: 'error.no_upline' },
  /** The amount would take demo-channel money out of the wallet; params.withdrawable (minor units) is what may go. */
  DEMO_MONEY_NOT_WITHDRAWABLE: { status: 400, message: 'error.demo_money_not_withdrawable' },
  // Games (the games issue).
  VENDOR_NOT_AVAILABLE: { status: 409, message: 'error.vendor_not_available' },
  /** The vendor's server did not answer in time or answered a failure: nothing was opened, try again. */
  VENDOR_UNAVAILABLE: { status: 503, message: 'error.vendor_unavailable' },
  TRIAL_NOT_AVAILABLE: { status: 403, message: 'error.trial_not_available' },
  SIGNATURE_INVALID: { status: 401, message: 'error.signature_invalid' },
  GAME_SESSION_INVALID: { status: 401, message: 'error.game_session_invalid' },
  /** A bet whose transaction id a rollback voided before the bet arrived: a rolled-back id is never debited. */
  TRANSACTION_ROLLED_BACK: { status: 409, message: 'error.transaction_rolled_back' },
  // Lottery (issue 11).
  /** The issue is not the one open for sales (closed, drawn, void, or not yet open). */
  LOTTERY_SALES_CLOSED: { status: 409, message: 'error.lottery_sales_closed' },
  /** A selection the play does not take; params.problem: wrong_areas, wrong_count, duplicate, out_of_range. */
  LOTTERY_SELECTION_INVALID: { status: 400, message: 'error.lottery_selection_invalid' },
  /** A line (or the member's lines in one issue) could pay more than the site allows; params.max is the cap. */
  LOTTERY_PAYOUT_LIMIT: { status: 400, message: 'error.lottery_payout_limit' },
  /** The slip's total differs from what the server computes; params.total is the right figure. */
  LOTTERY_TOTAL_MISMATCH: { status: 400, message: 'error.lottery_total_mismatch' },
  /** Nothing of the order waits on an issue still open for sales. */
  LOTTERY_ORDER_NOT_CANCELLABLE: { status: 409, message: 'error.lottery_order_not_cancellable' },
  /** An operator action that does not fit the issue (a result for a house draw, a settled issue). */
  LOTTERY_ISSUE_STATE: { status: 409, message: 'error.lottery_issue_state' },
  /** Agent contracts (issue 12): to a downline below a direct one; without a contract of one's own to share. */
  NOT_DIRECT_DOWNLINE: { status: 400, message: 'error.not_direct_downline' },
  CONTRACT_REQUIRED: { status: 409, message: 'error.contract_required' },
  /** A tier paying more than the giver's own contract pays a team with its figures; params.max: that rate. */
  CONTRACT_RATE_ABOVE_UPLINE: { status: 400, message: 'error.contract_rate_above_upline' },
  CONTRACT_OFFER_PENDING: { status: 409, message: 'error.contract_offer_pending' },
  /** An action the contract's state or the caller's side does not allow. */
  CONTRACT_STATE: { status: 409, message: 'error.contract_state' },
  /**
   * Promotions (issues 13, 22): money leaving a member (withdrawal, transfer to a member or a vendor wallet)
   * while a bonus's turnover is open (params.remaining, minor units).
   */
  TURNOVER_REQUIRED: { status: 409, message: 'error.turnover_required' },
  /**
   * A bonus given up or cancelled goes back from the main wallet, which holds less than what must go back while
   * the member's money sits in vendor wallets or open bets (params.missing, minor units, is the shortfall).
   */
  BONUS_FUNDS_ELSEWHERE: { status: 409, message: 'error.bonus_funds_elsewhere' },
  PROMOTION_NOT_AVAILABLE: { status: 409, message: 'error.promotion_not_available' },
  REWARD_NOT_CLAIMABLE: { status: 409, message: 'error.reward_not_claimable' },
  /** A rebate claim with nothing accrued since the last one. */
  NOTHING_TO_CLAIM: { status: 409, message: 'error.nothing_to_claim' },
  /** Points mall: more points than the member has (params.points: what it has), a reward out of stock. */
  INSUFFICIENT_POINTS: { status: 400, message: 'error.insufficient_points' },
  OUT_OF_STOCK: { status: 409, message: 'error.out_of_stock' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;
