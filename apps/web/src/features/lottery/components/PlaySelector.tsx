import type { PlayMenu } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/Tabs';
import { useLotteryText } from '../hooks/use-lottery-text';
import { playGroups } from '../model/slip';
import './PlaySelector.css';

/** The plays of a game: a row of groups, then the plays of the chosen group. */
export function PlaySelector({
  menu,
  playId,
  onPlay,
}: {
  menu: PlayMenu;
  playId: string;
  onPlay: (playId: string) => void;
}) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const groups = playGroups(menu);
  const current = groups.find((group) => group.plays.some((play) => play.id === playId)) ?? groups[0];
  if (!current) return null;
  return (
    <div className="play-selector">
      {groups.length > 1 ? (
        <Tabs
          className="chip-tabs"
          label={t('lottery.playGroups')}
          items={groups.map((group) => ({ key: group.group, label: text.group(group.group) }))}
          selected={current.group}
          onSelect={(group) => {
            const first = groups.find((item) => item.group === group)?.plays[0];
            if (first) onPlay(first.id);
          }}
        />
      ) : null}
      {current.plays.length > 1 ? (
        <Tabs
          className="chip-tabs chip-tabs--plays"
          label={t('lottery.plays')}
          items={current.plays.map((play) => ({ key: play.id, label: text.play(play.id) }))}
          selected={playId}
          onSelect={onPlay}
        />
      ) : null}
    </div>
  );
}
