import type { OperatorVendor } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { Failure, Note } from '../Field';
import { fill } from '../strings';
import '../desk/desk.css';

/** The site's vendors, on or off, with their games; a switch goes through a confirm step that says what it does. */
export function VendorList({ vendors, failure }: { vendors: OperatorVendor[] | undefined; failure: string | null }) {
  const { t } = useConsole();
  const v = t.gameVendors;
  const l = v.vendorList;
  const writes = useMay('games', 'POST');
  const queries = useQueryClient();
  const [pending, setPending] = useState<OperatorVendor | null>(null);
  const [note, setNote] = useState<string | null>(null);

  return (
    <section className="panel" aria-labelledby="vendors-title">
      <h2 id="vendors-title">{l.title}</h2>
      <Failure message={failure} />
      {!vendors && !failure && <p className="muted">{t.table.loading}</p>}
      {vendors?.length === 0 && <p className="muted">{l.empty}</p>}
      {vendors && vendors.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-scroll vendor-list" aria-label={l.caption} tabIndex={0}>
          <table className="simple">
            <caption className="visually-hidden">{l.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{l.name}</th>
                <th scope="col">{l.state}</th>
                {writes && <th scope="col">{l.action}</th>}
                <th scope="col">{l.games}</th>
                <th scope="col">{l.category}</th>
              </tr>
            </thead>
            <tbody>
              {vendors.map((vendor) => (
                <tr key={vendor.code}>
                  <td>
                    {vendor.name} <code className="own">{vendor.code}</code>
                  </td>
                  <td>
                    <span className={vendor.enabled ? 'badge' : 'badge badge--off'}>
                      {vendor.enabled ? l.on : l.off}
                    </span>
                  </td>
                  {writes && (
                    <td>
                      <button
                        type="button"
                        className={vendor.enabled ? 'danger' : undefined}
                        aria-label={fill(vendor.enabled ? l.switchOffLabel : l.switchOnLabel, { name: vendor.name })}
                        onClick={() => {
                          setNote(null);
                          setPending(vendor);
                        }}
                      >
                        {vendor.enabled ? l.switchOff : l.switchOn}
                      </button>
                    </td>
                  )}
                  <td className="num">
                    {vendor.playable
                      ? fill(l.gamesValue, { games: vendor.games, off: vendor.gamesOff })
                      : l.notPlayable}
                  </td>
                  <td>{vendor.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Note>{note}</Note>
      {pending && (
        <ConfirmDialog
          title={fill(pending.enabled ? v.confirm.vendorOffTitle : v.confirm.vendorOnTitle, { name: pending.name })}
          text={fill(pending.enabled ? v.confirm.vendorOffText : v.confirm.vendorOnText, {
            games: pending.games - pending.gamesOff,
          })}
          confirm={pending.enabled ? l.switchOff : l.switchOn}
          danger={pending.enabled}
          onConfirm={async () => {
            const saved = await api.switchVendor(pending.code, !pending.enabled);
            setNote(fill(saved.enabled ? l.switchedOn : l.switchedOff, { name: saved.name }));
            await queries.invalidateQueries({ queryKey: ['game-vendors'] });
            await queries.invalidateQueries({ queryKey: ['game-servers'] });
          }}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
