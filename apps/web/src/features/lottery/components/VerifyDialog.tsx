import type { DrawRecord } from '@portal/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useVerifyDraw } from '../api/verify-draw';
import { type Verification, verified } from '../model/verify';
import type { GameIdentity } from './GameHeader';
import { ResultView } from './ResultView';
import './GameHeader.css';
import './LotteryGamePage.css';
import './VerifyDialog.css';

/**
 * Checks a house draw in this browser (LOTTERY.md §7): SHA-256 of the revealed seed must be the
 * commitment listed before sales opened, and the seed must draw the published result.
 */
export function VerifyDialog({ game, draw, onClose }: { game: GameIdentity; draw: DrawRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const check = useVerifyDraw(game.gameCode, { kind: game.kind, layout: game.layout }, draw);
  return (
    <Modal open title={t('lottery.verifyTitle', { issue: draw.issueNumber })} onClose={onClose} size="wide">
      <div className="verify">
        {check.isPending ? (
          <div role="status" className="stack stack--2 verify__pending">
            <span className="visually-hidden">{t('lottery.verifying')}</span>
            <Skeleton height={24} />
            <Skeleton height={64} />
          </div>
        ) : check.isError ? (
          <ErrorState
            title={t('lottery.verifyFailed')}
            message={t('lottery.verifyFailedText')}
            onRetry={() => void check.refetch()}
            retrying={check.isFetching}
          />
        ) : (
          <VerifyReport game={game} draw={draw} verification={check.data} />
        )}
        <details className="verify__how">
          <summary>{t('lottery.howTitle')}</summary>
          <p>{t('lottery.howText', { gameCode: game.gameCode, issue: draw.issueNumber })}</p>
        </details>
      </div>
    </Modal>
  );
}

function Mark({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return ok ? (
    <span className="verify__mark verify__mark--ok">
      <CircleCheck size={18} aria-hidden="true" />
      {t('lottery.matches')}
    </span>
  ) : (
    <span className="verify__mark verify__mark--bad">
      <CircleX size={18} aria-hidden="true" />
      {t('lottery.differs')}
    </span>
  );
}

function VerifyReport({
  game,
  draw,
  verification,
}: {
  game: GameIdentity;
  draw: DrawRecord;
  verification: Verification;
}) {
  const { t } = useTranslation();
  if (verification.kind !== 'checked') {
    return (
      <p className="verify__verdict" role="status">
        {t(verification.kind === 'void' ? 'lottery.voidNoSeed' : 'lottery.officialNoSeed')}
      </p>
    );
  }
  const ok = verified(verification);
  return (
    <>
      <p className={`verify__verdict verify__verdict--${ok ? 'ok' : 'bad'}`} role="status" data-testid="verify-verdict">
        {ok ? <CircleCheck size={20} aria-hidden="true" /> : <CircleX size={20} aria-hidden="true" />}
        {t(ok ? 'lottery.verifiedOk' : 'lottery.verifiedBad')}
      </p>
      <dl className="verify__facts">
        <div>
          <dt>{t('lottery.serverSeed')}</dt>
          <dd className="verify__hash">
            <code className="hash">{draw.serverSeed}</code>
            <CopyButton text={draw.serverSeed ?? ''} label={t('lottery.copySeed')} copied={t('lottery.copied')} />
          </dd>
        </div>
        <div>
          <dt>{t('lottery.publishedCommitment')}</dt>
          <dd>
            <code className="hash">{draw.commitment ?? '—'}</code>
          </dd>
        </div>
        <div>
          <dt>{t('lottery.computedCommitment')}</dt>
          <dd>
            <code className="hash">{verification.commitment}</code>
            <Mark ok={verification.commitmentMatches} />
          </dd>
        </div>
        <div>
          <dt>{t('lottery.publishedResult')}</dt>
          <dd>
            {draw.result ? (
              <ResultView
                kind={game.kind}
                layout={game.layout}
                result={draw.result}
                label={t('lottery.publishedResult')}
              />
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.computedResult')}</dt>
          <dd>
            <ResultView
              kind={game.kind}
              layout={game.layout}
              result={verification.result}
              label={t('lottery.computedResult')}
            />
            <Mark ok={verification.resultMatches} />
          </dd>
        </div>
      </dl>
    </>
  );
}
