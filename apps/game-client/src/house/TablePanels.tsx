import type { HouseGameInfo } from '@portal/contracts';
import { useState } from 'react';
import { Dialog } from '../Dialog';
import type { Translate } from '../i18n';
import { FairnessPanel } from '../Panels';
import { HouseHistory } from './HouseHistory';
import type { HouseFamily, HouseText } from './plugin';
import { RulesPanel } from './RulesPanel';

type Panel = 'rules' | 'history' | 'fairness' | null;

interface TablePanelsProps {
  info: HouseGameInfo;
  family: HouseFamily;
  session: string;
  text: HouseText;
  t: Translate;
  money(minor: string | bigint): string;
  locale: string;
  /** Tells the table a panel opened or closed (the space key does not deal under one). */
  panelOpen(open: boolean): void;
}

/** The table's foot: rules, history and fairness, each in a dialog, and the return to player. */
export function TablePanels({ info, family, session, text, t, money, locale, panelOpen }: TablePanelsProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const show = (next: Panel) => {
    setPanel(next);
    panelOpen(next !== null);
  };
  return (
    <>
      <footer className="tabs">
        <button type="button" className="chip" onClick={() => show('rules')}>
          {text('rules')}
        </button>
        <button type="button" className="chip" onClick={() => show('history')}>
          {t('history')}
        </button>
        <button type="button" className="chip" onClick={() => show('fairness')}>
          {t('fairness')}
        </button>
        <span className="tabs__rtp">
          {t('rtp')} {info.returnPercent.toFixed(2)} %
        </span>
      </footer>
      {panel === 'rules' && (
        <Dialog title={text('rules')} closeLabel={t('closeDialog')} onClose={() => show(null)}>
          <RulesPanel info={info} family={family} text={text} t={t} money={money} locale={locale} />
        </Dialog>
      )}
      {panel === 'history' && (
        <Dialog title={t('history')} closeLabel={t('closeDialog')} onClose={() => show(null)}>
          <HouseHistory session={session} family={family} text={text} t={t} money={money} locale={locale} />
        </Dialog>
      )}
      {panel === 'fairness' && (
        <Dialog title={t('fairness')} closeLabel={t('closeDialog')} onClose={() => show(null)}>
          <FairnessPanel session={session} t={t} />
        </Dialog>
      )}
    </>
  );
}
