import type { LiveTableInfo } from '@portal/contracts';
import type { HouseText } from '../house/plugin';
import type { Translate } from '../i18n';

interface LiveRulesProps {
  info: LiveTableInfo;
  text: HouseText;
  t: Translate;
  money(minor: string | bigint): string;
  spotName(spot: string): string;
}

/** The table's game, each bet with what it pays and returns, its limits and its pace. */
export function LiveRules({ info, text, t, money, spotName }: LiveRulesProps) {
  const about = text(`about.${info.game}`);
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return (
    <>
      {about !== `about.${info.game}` ? <p className="rules__intro">{about}</p> : null}
      <p className="rules__intro">{text('live.honest')}</p>
      {info.timing.decisionMs > 0 ? <p className="rules__intro">{text('live.shared')}</p> : null}
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
              <th scope="row">{spotName(spot.spot)}</th>
              <td>{spot.pays}</td>
              <td>{spot.returnPercent.toFixed(2)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="rules">
        <li>
          {t('rtp')}: <strong>{info.returnPercent.toFixed(2)} %</strong> (
          {text(info.timing.decisionMs > 0 ? 'live.bestPlayReturn' : 'exactReturn')})
        </li>
        <li>
          {text('live.limits', {
            min: money(info.limits.chips[0] ?? '0'),
            max: money(info.limits.chips.at(-1) ?? '0'),
            spot: money(info.limits.maxSpot),
            round: money(info.limits.maxRound),
          })}
        </li>
        <li>
          {text(info.timing.decisionMs > 0 ? 'live.paceDecisions' : 'live.pace', {
            betting: seconds(info.timing.bettingMs),
            decision: seconds(info.timing.decisionMs),
            reveal: seconds(info.timing.revealMs),
            result: seconds(info.timing.resultMs),
          })}
        </li>
        <li>{t('rulesNote')}</li>
      </ul>
    </>
  );
}
