import type { DrawRecord } from '@portal/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { Pager } from '../../../components/ui/Pager';
import { QueryView } from '../../../components/ui/QueryView';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useDraws } from '../api/get-draws';
import type { GameIdentity } from './GameHeader';
import { ResultView } from './ResultView';
import { VerifyDialog } from './VerifyDialog';
import './StatusBadge.css';
import './VerifyDialog.css';

export const drawPageSize = 10;

/** Past issues of the game, newest first, each house draw with its "verify" action. */
export function DrawHistory({ game }: { game: GameIdentity }) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const [page, setPage] = useState(0);
  const [checking, setChecking] = useState<DrawRecord | null>(null);
  const query = useDraws(game.gameCode, page, drawPageSize);

  const columns: Column<DrawRecord>[] = [
    { key: 'issue', header: t('lottery.issue'), cell: (draw) => <span className="figures">{draw.issueNumber}</span> },
    { key: 'time', header: t('lottery.drawTime'), cell: (draw) => formatTime(draw.drawAt) },
    {
      key: 'result',
      header: t('lottery.result'),
      cell: (draw) =>
        draw.result ? (
          <ResultView
            kind={game.kind}
            layout={game.layout}
            result={draw.result}
            label={t('lottery.resultOf', { issue: draw.issueNumber })}
            compact
          />
        ) : (
          <span className="muted">{t('lottery.voidIssue')}</span>
        ),
    },
    {
      key: 'verify',
      header: t('lottery.fairness'),
      cell: (draw) => {
        if (draw.status === 'void') return <span className="muted">{t('lottery.voidNoSeed')}</span>;
        if (draw.serverSeed === null) return <span className="muted">{t('lottery.officialNoSeed')}</span>;
        return (
          <Button
            variant="secondary"
            onClick={() => setChecking(draw)}
            icon={<ShieldCheck size={16} aria-hidden="true" />}
            aria-label={`${t('lottery.verify')} ${draw.issueNumber}`}
          >
            {t('lottery.verify')}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <QueryView
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('lottery.noDraws'), text: t('lottery.noDrawsText') }}
      >
        {(data) => (
          <>
            <DataTable
              columns={columns}
              rows={data.items}
              rowKey={(draw) => draw.issueNumber}
              caption={t('lottery.drawHistory')}
            />
            <Pager
              page={page + 1}
              pageSize={drawPageSize}
              total={data.total}
              onPage={(next) => setPage(next - 1)}
              disabled={query.isPlaceholderData}
            />
          </>
        )}
      </QueryView>
      {checking ? <VerifyDialog game={game} draw={checking} onClose={() => setChecking(null)} /> : null}
    </>
  );
}
