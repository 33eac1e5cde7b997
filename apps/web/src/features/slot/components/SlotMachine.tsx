import type { SlotInfo } from '@portal/contracts';
import { BookOpen, LoaderCircle, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../lib/errors';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useSlotPlay } from '../hooks';
import { Paytable } from './Paytable';
import { Reels } from './Reels';
import { WinSummary } from './WinSummary';

/** The machine: title, reels, what the last round paid, and the controls (balance, bet, spin). */
export function SlotMachine({ session, info }: { session: string; info: SlotInfo }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const money = useFormatMinor();
  const play = useSlotPlay(session, info);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const betId = useId();

  return (
    <section className="slot" aria-labelledby="page-title">
      <div className="slot__head">
        <h1 id="page-title" className="slot__title">
          {info.name}
        </h1>
        {info.mode === 'trial' ? <span className="slot__mode">{t('slot.trialMode')}</span> : null}
        <button type="button" className="btn btn--ghost slot__paytable-btn" onClick={() => setPaytableOpen(true)}>
          <BookOpen size={16} aria-hidden="true" />
          {t('slot.paytable')}
        </button>
      </div>

      <Reels
        grid={play.grid}
        rows={info.rows}
        spinning={play.spinning}
        wins={play.round?.wins ?? []}
        lines={info.lines}
      />

      <WinSummary round={play.round} spinning={play.isSpinning} />
      {play.error ? (
        <p className="slot__error" role="alert">
          {errorMessage(play.error)}
        </p>
      ) : null}

      <div className="surface slot__controls">
        <div className="slot__stat slot__stat--balance">
          <span className="slot__stat-label">{t('slot.balance')}</span>
          <strong className="slot__stat-value figures" data-testid="slot-balance">
            {money(play.balance)}
          </strong>
        </div>
        <div className="slot__bet">
          <label htmlFor={betId} className="slot__stat-label">
            {t('slot.bet')}
          </label>
          <select
            id={betId}
            className="slot__select figures"
            value={play.bet}
            disabled={play.isSpinning}
            onChange={(event) => play.setBet(event.target.value)}
          >
            {info.betOptions.map((option) => (
              <option key={option} value={option}>
                {money(option)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="slot__spin"
          onClick={() => void play.spin()}
          disabled={play.isSpinning}
          aria-busy={play.isSpinning || undefined}
        >
          {play.isSpinning ? (
            <LoaderCircle className="spin" size={22} aria-hidden="true" />
          ) : (
            <RotateCw size={22} aria-hidden="true" />
          )}
          {play.isSpinning ? t('slot.spinning') : t('slot.spin')}
        </button>
        <div className="slot__stat slot__stat--win">
          <span className="slot__stat-label">{t('slot.lastWin')}</span>
          <strong className="slot__stat-value figures" data-testid="slot-win">
            {money(play.round?.win ?? '0')}
          </strong>
        </div>
      </div>
      <p className="slot__foot">
        {t('slot.rtp', { rtp: info.rtpPercent.toFixed(2), lines: info.lines.length })}{' '}
        <Link to="/member?page=personalHistoryCopy">{t('slot.bettingRecord')}</Link>
      </p>
      <Paytable open={paytableOpen} onClose={() => setPaytableOpen(false)} info={info} />
    </section>
  );
}
