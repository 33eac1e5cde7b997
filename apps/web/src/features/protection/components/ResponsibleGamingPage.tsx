import type { LimitPeriod, MemberLimit, MemberLimits } from '@portal/contracts';
import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/QueryView';
import { useLimits } from '../api/get-limits';
import { LimitCard } from './LimitCard';
import { TakeBreakPanel } from './TakeBreakPanel';
import '../../../components/ui/money.css';
import './protection.css';

/** Responsible gaming (issue 28): the member's own deposit limits, what remains of each, and how raising one works. */
export default function ResponsibleGamingPage() {
  const limits = useLimits();
  return (
    <QueryView query={limits} isEmpty={() => false} empty={{ title: '' }}>
      {(data) => <ResponsibleGaming limits={data} />}
    </QueryView>
  );
}

const periodOrder: LimitPeriod[] = ['day', 'week', 'month'];

function ResponsibleGaming({ limits }: { limits: MemberLimits }) {
  const { t } = useTranslation();
  const deposits = periodOrder
    .map((period) => limits.limits.find((limit) => limit.kind === 'deposit' && limit.period === period))
    .filter((limit): limit is MemberLimit => limit !== undefined);
  return (
    <div className="money-page protection">
      <section className="panel protection__intro" aria-labelledby="protection-title">
        <HeartHandshake size={28} aria-hidden="true" className="protection__icon" />
        <div>
          <h2 id="protection-title" className="panel__title">
            {t('protection.depositLimits')}
          </h2>
          <p className="panel__text">{t('protection.depositLimitsText')}</p>
        </div>
      </section>
      <div className="protection__grid">
        {deposits.map((limit) => (
          <LimitCard key={limit.period} limit={limit} />
        ))}
      </div>
      <TakeBreakPanel />
    </div>
  );
}
