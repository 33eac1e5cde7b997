import type { HouseGameInfo } from '@portal/contracts';
import type { Translate } from '../i18n';
import type { HouseFamily, HouseText } from './plugin';

interface RulesProps {
  info: HouseGameInfo;
  family: HouseFamily;
  text: HouseText;
  t: Translate;
  money(minor: string | bigint): string;
  locale: string;
}

/** Every bet of the table with what it pays and its return, how the return was worked out, and the limits. */
export function RulesPanel({ info, family, text, t, money, locale }: RulesProps) {
  const method =
    info.returnMethod.kind === 'exact'
      ? text('exactReturn')
      : text('simulatedReturn', {
          rounds: info.returnMethod.rounds.toLocaleString(locale),
          ci: info.returnMethod.ci95Percent,
        });
  return (
    <>
      <p className="rules__intro">{text(`about.${info.game}`)}</p>
      <table className="paytable house-rules">
        <thead>
          <tr>
            <th scope="col">{text('spot')}</th>
            <th scope="col">{text('pays')}</th>
            <th scope="col">{text('returnOfSpot')}</th>
          </tr>
        </thead>
        <tbody>
          {info.spots.map((spot) => (
            <tr key={spot.spot}>
              <th scope="row">{family.spotName?.(spot.spot, text) ?? text(`spot.${spot.spot}`)}</th>
              <td>{translatedOr(text, `pays.${spot.spot}`, spot.pays)}</td>
              <td>{spot.returnPercent.toFixed(2)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="rules">
        <li>
          {t('rtp')}: <strong>{info.returnPercent.toFixed(2)} %</strong> ({method})
        </li>
        <li>
          {t('maxWin')}: <strong>×{info.maxWinMultiple.toLocaleString(locale)}</strong>
        </li>
        <li>{text('limits', { min: money(info.betOptions[0] ?? '0'), max: money(info.betOptions.at(-1) ?? '0') })}</li>
        <li>{t('rulesNote')}</li>
      </ul>
    </>
  );
}

/** The family's words for a key, else the maths' own text (a pay written '35:1' needs no translation). */
function translatedOr(text: HouseText, key: string, fallback: string): string {
  const said = text(key);
  return said === key ? fallback : said;
}
