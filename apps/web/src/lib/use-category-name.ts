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
} as const;

/** A game category's name in the interface language; a code without a page of its own shows as sent. */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation();
  return (category) => {
    const title = categoryTitle[category as keyof typeof categoryTitle];
    return title ? t(title) : category;
  };
}
