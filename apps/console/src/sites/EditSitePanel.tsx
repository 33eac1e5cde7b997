import { type OperatorSite, type SiteState, type SiteUpdateRequest, siteStates } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { BrandFields, type Look } from './BrandFields';
import { accentReads, BrandPreview } from './BrandPreview';

/** A site's name, colours, logo and status (issue 25 "Sites"): only what changed is sent, and audited. */
export function EditSitePanel({ site, onClose }: { site: OperatorSite; onClose: () => void }) {
  const { t, self, signOut } = useConsole();
  const s = t.siteSection;
  const queries = useQueryClient();
  const [name, setName] = useState(site.name);
  const [status, setStatus] = useState<SiteState>(site.status);
  const [look, setLook] = useState<Look>({
    brand: site.colors.brand,
    accent: site.colors.accent,
    logoUrl: site.logoUrl,
  });
  const { brand, accent } = look;
  const logoUrl = look.logoUrl.trim();
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
      ...(logoUrl !== site.logoUrl ? { logoUrl } : {}),
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
        <SelectField
          label={s.status}
          value={status}
          options={siteStates}
          nameOf={(state) => s.states[state]}
          onChange={setStatus}
        />
        <BrandFields look={look} onChange={setLook} />
      </div>
      {site.code === self.site.code && status !== 'open' && <p className="muted">{s.ownSite}</p>}
      <BrandPreview
        choice={{ name, brand, accent, logoUrl }}
        base={site.colors}
        baseName={site.name}
        headingId="site-edit-preview"
      />
      <FormFooter
        busy={busy}
        submit={s.save}
        cancel={{ label: s.cancel, onClick: onClose }}
        failure={failure}
        note={saved}
      />
    </form>
  );
}
