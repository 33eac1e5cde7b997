import { languageTags, type Promotion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useFormatMinor } from '../../../lib/use-format-minor';

/** The game categories a turnover weight may name, to the page titles that already name them. */
const categoryTitle: Record<string, string> = {
  RNG: 'route.rng',
  LIVE: 'route.live',
  FISH: 'route.fish',
  SPORTS: 'route.sports',
  ESPORTS: 'route.esports',
  PVP: 'route.pvp',
  COCKFIGHT: 'route.cockfight',
  LOTT: 'route.lott',
  ELOTT: 'route.elott',
};

/**
 * A promotion's rules in words (what it gives, how often, what must be played through), so a member
 * reads "50 % of your first deposit from $10.00, up to $200.00" rather than the numbers of the rules.
 */
export function useRuleLines(): (promotion: Promotion) => string[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return ({ kind, rules, turnover }) => {
    const percent = `${new Intl.NumberFormat(languageTags[currentLanguage()], { maximumFractionDigits: 2 }).format((rules.percent ?? 0) / 100)} %`;
    const money = (minor: string | undefined) => (minor ? formatMinor(minor) : '');
    const lines: string[] = [];
    if (kind === 'registration' || kind === 'manual') {
      if (rules.amount) lines.push(t('promotions.rules.amount', { amount: money(rules.amount) }));
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
        : t(`promotions.rules.turnover.${turnover.base}`, { count: turnover.multiple }),
    );
    for (const [category, weight] of Object.entries(turnover.weights)) {
      const title = categoryTitle[category];
      // biome-ignore lint/suspicious/noExplicitAny: the titles above are keys of `route`
      const name = title ? (t(title as any) as string) : category;
      lines.push(t('promotions.rules.weight', { category: name, weight }));
    }
    return lines;
  };
}
