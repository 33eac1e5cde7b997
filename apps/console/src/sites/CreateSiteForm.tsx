import { type OperatorSite, type SiteCurrencyCode, siteCurrencies } from '@portal/contracts';
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
import { LanguageFields, type SiteLanguages } from './LanguageFields';
import { siteAddress } from './site-address';

/** Each currency as the currency select names it: its code and symbol. */
const currencyNames = new Map(siteCurrencies.map((entry) => [entry.code, `${entry.code} (${entry.symbol})`]));

/**
 * A new site (issue 25 "Sites"), for an owner of every site: code, name, domain, currency, languages and colours,
 * with the header drawn live in them; the rest is copied from the template site.
 */
export function CreateSiteForm({ templates }: { templates: OperatorSite[] }) {
  const { t, self, signOut } = useConsole();
  const s = t.siteSection;
  const queries = useQueryClient();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [currency, setCurrency] = useState<SiteCurrencyCode>('USD');
  const [spoken, setSpoken] = useState<SiteLanguages>({ languages: ['EN'], defaultLanguage: 'EN' });
  const [look, setLook] = useState<Look>({ brand: '#22c55e', accent: '#38bdf8', logoUrl: '' });
  const [templateCode, setTemplateCode] = useState(self.site.code);
  const [created, setCreated] = useState<OperatorSite | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const template = templates.find((site) => site.code === templateCode) ?? templates[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    if (template && !accentReads(look.accent, template.colors)) {
      setFailure(s.lowContrast);
      return;
    }
    const body = {
      code: code.trim().toUpperCase(),
      name: name.trim(),
      domain: domain.trim().toLowerCase(),
      currency,
      defaultLanguage: spoken.defaultLanguage,
      languages: spoken.languages,
      brand: look.brand,
      accent: look.accent,
      logoUrl: look.logoUrl.trim(),
      template: templateCode,
    };
    void run(
      async () => {
        setCreated(await api.createSite(body));
        setCode('');
        setName('');
        setDomain('');
        await queries.invalidateQueries({ queryKey: ['sites'] });
      },
      async (refusal) => {
        if (refusal.code !== 'CONFLICT') return;
        if (refusal.field === 'body.code') setFailure(fill(s.codeTaken, { code: body.code }));
        if (refusal.field === 'body.domain') setFailure(fill(s.domainTaken, { domain: body.domain }));
      },
    );
  };

  return (
    <form className="panel sites-form" onSubmit={submit} aria-labelledby="site-create-title">
      <h2 id="site-create-title">{s.createTitle}</h2>
      <p className="muted">{s.createIntro}</p>
      <div className="sites-form__fields">
        <Field
          label={s.code}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          pattern="[A-Za-z0-9]{2,8}"
          maxLength={8}
          autoCapitalize="characters"
        />
        <Field label={s.name} value={name} onChange={(event) => setName(event.target.value)} required maxLength={60} />
        <Field
          label={s.domain}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          required
          maxLength={253}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SelectField
          label={s.currency}
          value={currency}
          options={siteCurrencies.map((entry) => entry.code)}
          nameOf={(option) => currencyNames.get(option)}
          onChange={setCurrency}
        />
        <SelectField
          label={s.template}
          value={templateCode}
          options={templates.map((site) => site.code)}
          nameOf={(option) => `${templates.find((site) => site.code === option)?.name} (${option})`}
          onChange={setTemplateCode}
        />
        <LanguageFields label={s.languages} defaultLabel={s.defaultLanguage} value={spoken} onChange={setSpoken} />
        <BrandFields look={look} onChange={setLook} />
      </div>
      {template && (
        <BrandPreview
          choice={{ name, ...look, logoUrl: look.logoUrl.trim() }}
          base={template.colors}
          baseName={template.name}
          headingId="site-create-preview"
        />
      )}
      <FormFooter
        busy={busy}
        submit={s.create}
        failure={failure}
        note={
          created && (
            <>
              {fill(s.created, { name: created.name })}{' '}
              <a href={siteAddress(created.domains[0] ?? '')} target="_blank" rel="noopener">
                {fill(s.openSite, { domain: created.domains[0] ?? '' })}
              </a>
            </>
          )
        }
      />
    </form>
  );
}
