import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An id the translations do not know yet, made readable: SSC_STAR5_DIRECT -> "Star5 direct". */
export function humanize(id: string): string {
  const words = id
    .replace(/^(SSC|11X5|PK10|LHC|LF|VN|SEA)_/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The names of the engine's ids (plays, groups, areas, options, prize tiers) in the interface's language.
 * The ids come from the API, so each name is looked up by its key and falls back to a readable id.
 */
export function useLotteryText() {
  const { t, i18n } = useTranslation();
  const lookup = useCallback(
    (keys: string[], fallback: string, params: Record<string, string | number> = {}) => {
      const key = keys.find((candidate) => i18n.exists(candidate));
      // biome-ignore lint/suspicious/noExplicitAny: the key was checked to exist above
      return key ? ((t as any)(key, params) as string) : fallback;
    },
    [t, i18n],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language gives new names
  return useMemo(
    () => ({
      play: (id: string) => lookup([`lottery.play.${id}`], humanize(id)),
      group: (group: string) => lookup([`lottery.group.${group}`], humanize(group)),
      area: (key: string, kind: string) => {
        const position = /^pos(\d+)$/.exec(key);
        return lookup(
          [
            `lottery.area.${kind}.${key}`,
            `lottery.area.${key}`,
            ...(position ? [`lottery.area.${kind}.posN`, 'lottery.area.posN'] : []),
          ],
          humanize(key),
          { n: position?.[1] ?? '' },
        );
      },
      option: (code: string) => (/^[0-9]+$/.test(code) ? code : lookup([`lottery.option.${code}`], humanize(code))),
      tier: (tier: string) => lookup([`lottery.tier.${tier}`], humanize(tier)),
    }),
    [lookup, i18n.language],
  );
}

export type LotteryText = ReturnType<typeof useLotteryText>;
