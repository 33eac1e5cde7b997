import type { Mission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../../../lib/use-category-name';
import { useFormatMinor } from '../../../lib/use-format-minor';

export interface MissionFigures {
  /** The goal in words: "Bet $10.00 on Slots", "Play 3 game rounds". */
  goal: string;
  /** "$6.00 of $10.00" or "1 of 3". */
  progress: string;
  /** Whole percent, rounded down: a goal shows 100 only when reached. */
  percent: number;
}

/** A mission's goal and progress in the interface language: money for a valid-bet goal, counts otherwise. */
export function useMissionFigures(): (mission: Mission) => MissionFigures {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const categoryName = useCategoryName();
  return ({ goal, progress }) => {
    const money = goal.kind === 'valid_bet';
    const show = (value: string) => (money ? formatMinor(value) : value);
    const target = BigInt(goal.target);
    // A count goal reads as a plural in the languages that have one ("Play 1 round", "Play 3 rounds").
    const values = {
      target: show(goal.target),
      count: Number(goal.target),
      category: goal.category ? categoryName(goal.category) : '',
    };
    const withCategory = goal.kind === 'valid_bet' || goal.kind === 'rounds';
    const key = withCategory && !goal.category ? `${goal.kind}_any` : goal.kind;
    return {
      goal: t(`missions.goal.${key}` as 'missions.goal.valid_bet', values),
      progress: t('missions.progressOf', { done: show(progress), target: show(goal.target) }),
      percent: target === 0n ? 100 : Number((BigInt(progress) * 100n) / target),
    };
  };
}
