import type { PlayMenu } from '@portal/contracts';
import { ReceiptText, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { useFormatMinor } from '../../../lib/use-format-minor';
import type { TimedIssue } from '../api/get-open-issue';
import { useFormatOdds } from '../hooks/use-format-odds';
import { useLotteryErrorText } from '../hooks/use-lottery-error-text';
import { type LotteryText, useLotteryText } from '../hooks/use-lottery-text';
import { type Placement, salesClosed } from '../hooks/use-place-slip';
import type { Slip } from '../hooks/use-slip';
import { factorAtGroup, playStake } from '../model/money';
import type { SlipLine } from '../model/slip';
import { ChasePanel } from './ChasePanel';
import { GroupSlider } from './GroupSlider';
import { MultipleField } from './MultipleField';
import { PointPriceText } from './PointPriceText';
import { UnitSelect } from './UnitSelect';
import './SlipPanel.css';

/** A picked line as text: each picked area's label and its values ("Position 1: 1 2 3 | Position 3: 4"). */
export function selectionText(menu: PlayMenu, line: Pick<SlipLine, 'playId' | 'selection'>, text: LotteryText) {
  const play = menu.plays.find((item) => item.id === line.playId);
  return line.selection
    .map((values, index) => {
      if (values.length === 0) return null;
      const area = play?.areas[index];
      const shown = values.map((value) => (/^[0-9]+$/.test(value) ? value : text.option(value))).join(' ');
      return !area || play.areas.length === 1 ? shown : `${text.area(area.key, menu.kind)}: ${shown}`;
    })
    .filter((part) => part !== null)
    .join(' | ');
}

/** The slip: its lines, the prize group, the chase, the total and placing it on the open issue. */
export function SlipPanel({
  menu,
  slip,
  issue,
  closed,
  placement,
  showGroup,
  inDialog = false,
}: {
  menu: PlayMenu;
  slip: Slip;
  issue: TimedIssue | undefined;
  closed: boolean;
  placement: Placement;
  /** The prize group matters: a group-scaled play is on the slip or being picked. */
  showGroup: boolean;
  /** Inside the phone's slip dialog, whose title already names it. */
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const errorText = useLotteryErrorText();
  const { totals, failure } = placement;
  const movedOn = failure && issue && issue.issueNumber !== failure.issueNumber;

  return (
    <section className="slip" aria-labelledby={inDialog ? undefined : 'slip-title'}>
      <div className="slip__head">
        {inDialog ? null : (
          <h2 id="slip-title" className="slip__title">
            <ReceiptText size={18} aria-hidden="true" />
            {t('lottery.slip')}
          </h2>
        )}
        {slip.lines.length > 0 ? (
          <Button variant="ghost" onClick={slip.clear} icon={<Trash2 size={16} aria-hidden="true" />}>
            {t('lottery.clearSlip')}
          </Button>
        ) : null}
      </div>
      {slip.lines.length === 0 ? (
        <EmptyState title={t('lottery.slipEmpty')} text={t('lottery.slipEmptyText')} />
      ) : (
        <ul className="slip__lines" aria-label={t('lottery.slipLines')}>
          {slip.lines.map((line) => (
            <SlipLineItem key={line.id} menu={menu} line={line} slip={slip} />
          ))}
        </ul>
      )}
      {showGroup ? (
        <GroupSlider menu={menu} group={slip.group} onChange={slip.setGroup} rebate={totals.rebate} />
      ) : null}
      <ChasePanel menu={menu} chase={slip.chase} onChange={slip.setChase} total={totals.total} />
      <dl className="slip__totals">
        <div>
          <dt>{t('lottery.bets')}</dt>
          <dd className="figures">{totals.bets}</dd>
        </div>
        {slip.chase.enabled ? (
          <div>
            <dt>{t('lottery.perIssue')}</dt>
            <dd className="figures">{formatMinor(totals.perIssue)}</dd>
          </div>
        ) : null}
        <div className="slip__total">
          <dt>{t('lottery.total')}</dt>
          <dd className="figures" data-testid="slip-total">
            {formatMinor(totals.total)}
          </dd>
        </div>
      </dl>
      {failure ? (
        <div className="form-alert form-alert--danger slip__failure" role="alert">
          <p>{errorText(failure.error)}</p>
          {salesClosed(failure) && movedOn ? (
            <Button variant="secondary" onClick={() => void placement.place()} pending={placement.pending}>
              {t('lottery.placeOnNext', { issue: issue.issueNumber })}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button
        className="slip__place"
        onClick={() => void placement.place()}
        pending={placement.pending}
        disabled={slip.lines.length === 0 || !issue || closed}
      >
        {closed ? t('lottery.waitNextIssue') : t('lottery.place', { total: formatMinor(totals.total) })}
      </Button>
    </section>
  );
}

function SlipLineItem({ menu, line, slip }: { menu: PlayMenu; line: SlipLine; slip: Slip }) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const formatMinor = useFormatMinor();
  const formatOdds = useFormatOdds();
  const play = menu.plays.find((item) => item.id === line.playId);
  const name = text.play(line.playId);
  const odds = (play?.options ?? [])
    .map((option) => {
      const factor = formatOdds(factorAtGroup(option.factor, slip.group, menu.group, play?.scaling ?? 'odds'));
      return option.code === '*' ? `×${factor}` : `${text.option(option.code)} ×${factor}`;
    })
    .join(' · ');
  return (
    <li className="slip-line">
      <div className="slip-line__head">
        <strong>{name}</strong>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('lottery.removeLine', { play: name })}
          onClick={() => slip.remove(line.id)}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <p className="slip-line__pick figures">{selectionText(menu, line, text)}</p>
      <div className="slip-line__controls">
        {play?.pointPrice ? null : (
          <UnitSelect
            units={menu.units}
            betPrice={menu.betPrice}
            value={line.unit}
            onChange={(unit) => slip.setUnit(line.id, unit)}
            context={name}
          />
        )}
        <MultipleField
          value={line.multiple}
          onChange={(multiple) => slip.setMultiple(line.id, multiple)}
          context={name}
          points={Boolean(play?.pointPrice)}
        />
      </div>
      <p className="slip-line__sum figures">
        <span>{t('lottery.betsCount', { n: line.bets })}</span>
        <strong>{formatMinor(playStake(menu, line.playId, line.bets, line.unit, line.multiple))}</strong>
      </p>
      <p className="slip-line__odds figures">{play?.pointPrice ? <PointPriceText price={play.pointPrice} /> : odds}</p>
    </li>
  );
}
