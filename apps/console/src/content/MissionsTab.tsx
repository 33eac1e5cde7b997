import { missionStatuses, type OperatorMission } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '../api';
import { useCurrency } from '../cashier/queue';
import { useConsole } from '../console-context';
import { formatMinor } from '../money';
import { selectFilter } from '../table/FilterBar';
import { DefinitionsTab } from './DefinitionsTab';
import { MissionForm } from './MissionForm';
import { textIn, useGoalText } from './texts';

/** The site's missions (issue 25 "Content"): filtered by status; retiring one stops it for every member. */
export function MissionsTab() {
  const { t, self } = useConsole();
  const e = t.engage;
  const currency = useCurrency();
  const language = self.site.languages[0] ?? 'EN';
  const goalText = useGoalText();

  const columns: ColumnDef<OperatorMission>[] = [
    { id: 'code', header: e.columns.code, cell: ({ row }) => <code>{row.original.code}</code> },
    { id: 'title', header: e.columns.title, cell: ({ row }) => textIn(row.original.titles, language) },
    { id: 'period', header: e.columns.period, cell: ({ row }) => e.periods[row.original.period] },
    { id: 'goal', header: e.columns.goal, cell: ({ row }) => goalText(row.original.goal) },
    { id: 'reward', header: e.columns.reward, cell: ({ row }) => formatMinor(row.original.reward, currency) },
    {
      id: 'status',
      header: e.status,
      cell: ({ row }) => (
        <span className={`badge badge--content-${row.original.status === 'active' ? 'live' : 'ended'}`}>
          {e.missionStatuses[row.original.status]}
        </span>
      ),
    },
  ];

  return (
    <DefinitionsTab
      tab="missions"
      caption={e.tabs.missions}
      filter={selectFilter('status', e.status, e.anyStatus, missionStatuses, e.missionStatuses)}
      read={api.missions}
      columns={columns}
      csv={{
        header: [e.columns.code, e.columns.title, e.columns.period, e.columns.goal, e.columns.reward, e.status],
        row: (item) => [
          item.code,
          textIn(item.titles, language),
          item.period,
          goalText(item.goal),
          item.reward,
          item.status,
        ],
      }}
      form={(editing, done) => <MissionForm key={editing?.code ?? 'new'} editing={editing} onDone={done} />}
      end={{
        label: e.retire,
        title: e.retireTitle,
        text: (mission) => (
          <>
            <p>{textIn(mission.titles, language)}</p>
            <p>{e.retireText}</p>
          </>
        ),
        done: e.retired,
        runs: (mission) => mission.status === 'active',
        perform: (mission) => api.retireMission(mission.code),
      }}
    />
  );
}
