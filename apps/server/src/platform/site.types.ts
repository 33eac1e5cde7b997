import type {
  BrandConfig,
  CustomerService,
  OidcProvider,
  RegisterRule,
  Resource,
  Switches,
  SystemStatus,
  Theme,
} from '@portal/contracts';

/** One site of the white-label deployment, as every module sees it (read from the snapshot). */
export interface Site {
  id: number;
  code: string;
  name: string;
  brand: BrandConfig;
  switches: Switches;
  /** The OpenID providers configured for the site (site_identity_providers), whatever the switches say. */
  identityProviders: OidcProvider[];
  theme: Theme;
  status: SystemStatus;
  /** A scheduled maintenance window in epoch ms (both null: none): inside it the site is in maintenance. */
  maintenance: { startsAt: number | null; endsAt: number | null };
  allowedCountries: string[];
  blockedCountries: string[];
  dialingCountries: string[];
  imageCdns: string[];
  launchGameCdns: string[];
  gtagId: string | null;
  smsExpiredMinutes: number;
  security: {
    loginMaxFailures: number;
    loginFailureWindowMinutes: number;
    loginLockMinutes: number;
    passwordMaxAgeDays: number;
    defaultPassword: string;
    verifyNewAddress: boolean;
    loginCaptchaAlways: boolean;
    paymentPasswordMaxFailures: number;
    paymentPasswordLockMinutes: number;
  };
  /** Withdrawal limits (minor units), requests per day, and minutes to confirm a paid withdrawal. */
  withdraw: { minAmount: bigint; maxAmount: bigint; dailyCount: number; autoConfirmMinutes: number };
  domains: string[];
  mainDomain: string | null;
  registerRules: RegisterRule[];
  customerServices: CustomerService[];
  resources: Resource[];
}
