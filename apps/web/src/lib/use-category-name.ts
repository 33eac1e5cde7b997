import { useTranslation } from 'react-i18next';

/** The game categories the API names by code (turnover weights, rebate rates), to the page titles naming them. */
const categoryTitle = {
  RNG: 'route.rng',
  LIVE: 'route.live',
  FISH: 'route.fish',
  SPORTS: 'route.sports',
  ESPORTS: 'route.esports',
  PVP: 'route.pvp',
  COCKFIGHT: 'route.cockfight',
  LOTT: 'route.lott',
  ELOTT: 'route.elott',
  BONUS: 'history.bonus',
} as const;

/** A game category's name in the interface language; any other code is "Other" (a member never sees a code). */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation();
  return (category) => {
    const title = categoryTitle[category as keyof typeof categoryTitle];
    return title ? t(title) : t('history.otherCategory');
  };
}
