import { type OperatorSite, type SiteState, type SiteUpdateRequest, siteStates } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, Field } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { accentReads, BrandPreview } from './BrandPreview';

/** A site's name, colours, logo and status (issue 25 "Sites"): only what changed is sent, and audited. */
export function EditSitePanel({ site, onClose }: { site: OperatorSite; onClose: () => void }) {
  const { t, self, signOut } = useConsole();
  const s = t.siteSection;
  const queries = useQueryClient();
  const [name, setName] = useState(site.name);
  const [status, setStatus] = useState<SiteState>(site.status);
  const [brand, setBrand] = useState(site.colors.brand);
  const [accent, setAccent] = useState(site.colors.accent);
  const [logoUrl, setLogoUrl] = useState(site.logoUrl);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const changes: SiteUpdateRequest = {
      ...(name.trim() !== site.name ? { name: name.trim() } : {}),
      ...(status !== site.status ? { status } : {}),
      ...(brand !== site.colors.brand ? { brand } : {}),
      ...(accent !== site.colors.accent ? { accent } : {}),
      ...(logoUrl.trim() !== site.logoUrl ? { logoUrl: logoUrl.trim() } : {}),
    };
    if (Object.keys(changes).length === 0) {
      setSaved(s.noChange);
      return;
    }
    if (!accentReads(accent, site.colors)) {
      setFailure(s.lowContrast);
      return;
    }
    void run(async () => {
      const after = await api.updateSite(site.code, changes);
      setSaved(fill(s.saved, { name: after.name, status: s.states[after.status].toLowerCase() }));
      await queries.invalidateQueries({ queryKey: ['sites'] });
    });
  };

  return (
    <form className="panel sites-form" onSubmit={submit} aria-labelledby="site-edit-title">
      <h2 id="site-edit-title">{fill(s.editTitle, { name: site.name })}</h2>
      <p className="muted">{s.editIntro}</p>
      <div className="sites-form__fields">
        <Field label={s.name} value={name} onChange={(event) => setName(event.target.value)} required maxLength={60} />
        <label className="field">
          <span className="field__label">{s.status}</span>
          <select
            className="field__input"
            value={status}
            onChange={(event) => setStatus(event.target.value as SiteState)}
          >
            {siteStates.map((state) => (
              <option key={state} value={state}>
                {s.states[state]}
              </option>
            ))}
          </select>
        </label>
        <Field label={s.brand} type="color" value={brand} onChange={(event) => setBrand(event.target.value)} />
        <Field label={s.accent} type="color" value={accent} onChange={(event) => setAccent(event.target.value)} />
        <Field
          label={s.logoUrl}
          value={logoUrl}
          onChange={(event) => setLogoUrl(event.target.value)}
          maxLength={500}
          inputMode="url"
          spellCheck={false}
        />
      </div>
      {site.code === self.site.code && status !== 'open' && <p className="muted">{s.ownSite}</p>}
      <BrandPreview
        choice={{ name, brand, accent, logoUrl: logoUrl.trim() }}
        base={site.colors}
        baseName={site.name}
        headingId="site-edit-preview"
      />
      <div className="filters__actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t.working : s.save}
        </button>
        <button type="button" onClick={onClose}>
          {s.cancel}
        </button>
      </div>
      <Failure message={failure} />
      {saved && (
        <p className="note" role="status">
          {saved}
        </p>
      )}
    </form>
  );
}
