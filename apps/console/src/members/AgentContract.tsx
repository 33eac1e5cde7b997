import type { AgentContract as Contract, ContractSettlement, ContractTier } from '@portal/contracts';
import { ApiFailure } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure } from '../Field';
import { money } from '../money';
import { useApiQuery } from '../query';
import { dateTime } from '../when';
import { ContractOffer } from './ContractOffer';
import { memberExtrasApi, memberExtrasKeys } from './member-extras-api';

/** A rate in basis points as a percentage ("150" → "1.5 %"), exact. */
export const percent = (rate: number) => `${(rate / 100).toString()} %`;

function tiersText(tiers: ContractTier[], currency: string) {
  return tiers.map((tier) => `${money(tier.validBet, currency)} / ${tier.activeMembers} → ${percent(tier.rate)}`);
}

/**
 * An agent's contracts on its member page (issue 25): every contract it holds and what the latest periods paid, as
 * the site sees them; a top agent's page offers it a contract (finance's). Nothing shows for a member no agent.
 */
export function AgentContract({ username, currency }: { username: string; currency: string }) {
  const { t } = useConsole();
  const mayRead = useMay('money', 'GET');
  const mayOffer = useMay('money', 'POST');
  const read = useApiQuery(memberExtrasKeys.contracts(username), () => memberExtrasApi.agentContracts(username));
  const m = t.memberExtras;
  if (!mayRead) return null;
  if (read.error instanceof ApiFailure && read.error.code === 'NOT_FOUND') return null;
  const data = read.data;
  const c = m.contractColumns;
  const s = m.settlementColumns;

  return (
    <section className="panel panel--wide" aria-labelledby="contracts-title">
      <h2 id="contracts-title">{m.contractsTitle}</h2>
      <Failure message={read.failure} />
      {!data && !read.failure && <div className="panel--loading" role="status" aria-label={t.table.loading} />}
      {data && (
        <>
          <p className="muted">{data.topAgent ? m.topAgent : m.notTop}</p>
          {data.contracts.length === 0 ? (
            <p className="muted">{m.noContracts}</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too
            <section className="member-scroll" aria-label={m.contractsTable} tabIndex={0}>
              <table className="simple" data-testid="agent-contracts">
                <thead>
                  <tr>
                    {[c.kind, c.period, c.state, c.tiers, c.endsOn, c.offeredAt].map((label) => (
                      <th key={label}>{label}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.contracts.map((contract: Contract) => (
                    <tr key={contract.id}>
                      <td>{m.kinds[contract.kind]}</td>
                      <td>{m.periods[contract.period]}</td>
                      <td>
                        <span className={`badge badge--contract-${contract.state}`}>{m.states[contract.state]}</span>
                      </td>
                      <td>
                        {tiersText(contract.tiers, currency).map((line) => (
                          <div key={line} className="amount">
                            {line}
                          </div>
                        ))}
                      </td>
                      <td>{contract.endsOn ?? '–'}</td>
                      <td>{dateTime(contract.offeredAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <h3>{m.settlementsTitle}</h3>
          {data.settlements.length === 0 ? (
            <p className="muted">{m.noSettlements}</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too
            <section className="member-scroll" aria-label={m.settlementsTitle} tabIndex={0}>
              <table className="simple">
                <thead>
                  <tr>
                    {[s.period, s.kind, s.validBet, s.activeMembers, s.rate, s.amount, s.state].map((label) => (
                      <th key={label}>{label}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.settlements.map((row: ContractSettlement) => (
                    <tr key={row.id}>
                      <td>{dateTime(row.periodStart)}</td>
                      <td>{m.kinds[row.kind]}</td>
                      <td className="amount">{money(row.validBet, currency)}</td>
                      <td>{row.activeMembers}</td>
                      <td>{percent(row.rate)}</td>
                      <td className="amount">{money(row.amount, currency)}</td>
                      <td>{m.settlementStates[row.state]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {data.topAgent && mayOffer && <ContractOffer agent={data.agent} currency={currency} />}
        </>
      )}
    </section>
  );
}
