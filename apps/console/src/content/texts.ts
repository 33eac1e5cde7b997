import type { OperatorMission } from '@portal/contracts';
import { useCurrency } from '../cashier/queue';
import { useConsole } from '../console-context';
import { formatMinor } from '../money';
import { fill } from '../strings';

/** A text of many languages in one: the language asked, else English, else any written. */
export const textIn = (texts: Record<string, string>, language: string) =>
  texts[language] || texts.EN || Object.values(texts).find(Boolean) || '';

/** The goal of a mission as the operator reads it: its kind, its category when it has one, its target. */
export function useGoalText() {
  const { t } = useConsole();
  const currency = useCurrency();
  const e = t.engage;
  return (goal: OperatorMission['goal']) => {
    const target = goal.kind === 'valid_bet' ? formatMinor(goal.target, currency) : goal.target;
    const kind = e.goals[goal.kind];
    return goal.category
      ? fill(e.goalIn, { kind, category: goal.category, target })
      : fill(e.goalText, { kind, target });
  };
}
