import type { LotteryUnit } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { clampMultiple, type SlipLine } from '../model/slip';

export interface ChaseSettings {
  enabled: boolean;
  issues: number;
  double: boolean;
  stopOnWin: boolean;
}

export const defaultChase: ChaseSettings = { enabled: false, issues: 5, double: false, stopOnWin: true };

let lineCounter = 0;

/** The slip of a game page: its lines, the prize group of its group-scaled lines, and the chase. */
export function useSlip(maxGroup: number) {
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [group, setGroup] = useState(maxGroup);
  const [chase, setChase] = useState<ChaseSettings>(defaultChase);

  const add = useCallback((line: Omit<SlipLine, 'id'>) => {
    lineCounter += 1;
    setLines((current) => [...current, { ...line, id: `line-${lineCounter}` }]);
  }, []);
  const remove = useCallback((id: string) => setLines((current) => current.filter((line) => line.id !== id)), []);
  const setUnit = useCallback(
    (id: string, unit: LotteryUnit) =>
      setLines((current) => current.map((line) => (line.id === id ? { ...line, unit } : line))),
    [],
  );
  const setMultiple = useCallback(
    (id: string, multiple: number) =>
      setLines((current) =>
        current.map((line) => (line.id === id ? { ...line, multiple: clampMultiple(multiple) } : line)),
      ),
    [],
  );
  const clear = useCallback(() => {
    setLines([]);
    setChase(defaultChase);
  }, []);

  return useMemo(
    () => ({ lines, group, setGroup, chase, setChase, add, remove, setUnit, setMultiple, clear }),
    [lines, group, chase, add, remove, setUnit, setMultiple, clear],
  );
}

export type Slip = ReturnType<typeof useSlip>;
