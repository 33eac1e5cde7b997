import { type SlotInfo, slotSymbolSchema } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { SlotSymbol, type SymbolName } from './SlotSymbol';

/** The published paytable: each symbol's pay for 3, 4 and 5 of a kind, in multiples of the line bet. */
export function Paytable({ open, onClose, info }: { open: boolean; onClose: () => void; info: SlotInfo }) {
  const { t } = useTranslation();
  const rows = Object.entries(info.paytable).flatMap(([name, pays]) => {
    const symbol = slotSymbolSchema.safeParse(name);
    return symbol.success ? [{ symbol: symbol.data as SymbolName, pays }] : [];
  });
  return (
    <Modal open={open} onClose={onClose} title={t('slot.paytable')}>
      <p className="paytable__intro">{t('slot.paytableIntro', { lines: info.lines.length })}</p>
      <table className="paytable">
        <thead>
          <tr>
            <th scope="col">{t('slot.symbolColumn')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ symbol, pays }) => (
            <tr key={symbol}>
              <th scope="row">
                <span className="paytable__symbol">
                  <SlotSymbol symbol={symbol} decorative />
                  {t(`slot.symbol.${symbol}`)}
                </span>
              </th>
              {[0, 1, 2].map((index) => (
                <td key={index} className="figures">
                  {pays[index] ? `${pays[index]}×` : '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="paytable__note">{t('slot.paytableNote', { rtp: info.rtpPercent.toFixed(2) })}</p>
    </Modal>
  );
}
