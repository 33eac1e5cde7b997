import type { ReferralRules } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';

/**
 * The site's referral rules in words ("You earn $5.00 for each friend whose first deposit is at least
 * $20.00 …"); a site without rules says that it pays no reward, and that friends can still join.
 */
export function useReferralRules(): (rules: ReferralRules | null) => string[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (rules) => {
    if (!rules) return [t('referral.rules.join'), t('referral.rules.none')];
    return [
      t('referral.rules.join'),
      t('referral.rules.reward', {
        reward: formatMinor(rules.reward),
        deposit: formatMinor(rules.minDeposit),
        validBet: formatMinor(rules.minValidBet),
        count: rules.withinDays,
      }),
      t('referral.rules.cap', { count: rules.monthlyCap }),
      t('referral.rules.paid'),
    ];
  };
}
