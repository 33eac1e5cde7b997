import type { Promotion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../../../lib/use-category-name';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatRate } from '../../../lib/use-format-rate';

/**
 * A promotion's rules in words (what it gives, how often, what must be played through), so a member
 * reads "50 % of your first deposit from $10.00, up to $200.00" rather than the numbers of the rules.
 */
export function useRuleLines(): (promotion: Promotion) => string[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const categoryName = useCategoryName();
  const formatRate = useFormatRate();
  return ({ kind, rules, turnover }) => {
    const percent = formatRate(rules.percent ?? 0);
    const money = (minor: string | undefined) => (minor ? formatMinor(minor) : '');
    const lines: string[] = [];
    if (kind === 'registration' || kind === 'manual') {
      // A manual promotion's amount is paid once the operator approves the application, not on its own.
      const key = kind === 'manual' ? 'promotions.rules.manual' : 'promotions.rules.amount';
      if (rules.amount) lines.push(t(key, { amount: money(rules.amount) }));
    } else if (kind === 'cashback') {
      lines.push(t('promotions.rules.cashback', { percent }));
    } else if (kind === 'first_deposit' || kind === 'reload') {
      lines.push(t(`promotions.rules.${kind}`, { percent }));
    }
    if (rules.minDeposit) lines.push(t('promotions.rules.minDeposit', { amount: money(rules.minDeposit) }));
    if (rules.maxDeposit) lines.push(t('promotions.rules.maxDeposit', { amount: money(rules.maxDeposit) }));
    if (rules.cap) lines.push(t('promotions.rules.cap', { amount: money(rules.cap) }));
    if (rules.newMembersWithinDays) lines.push(t('promotions.rules.newMembers', { count: rules.newMembersWithinDays }));
    lines.push(t(`promotions.rules.frequency.${rules.frequency}`));
    lines.push(
      turnover.multiple === 0
        ? t('promotions.rules.noTurnover')
        : turnover.multiple === 1
          ? t(`promotions.rules.turnoverOnce.${turnover.base}`)
          : t(`promotions.rules.turnover.${turnover.base}`, { count: turnover.multiple }),
    );
    for (const [category, weight] of Object.entries(turnover.weights)) {
      lines.push(t('promotions.rules.weight', { category: categoryName(category), weight }));
    }
    return lines;
  };
}
