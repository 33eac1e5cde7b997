import {
  type Language,
  languageCodes,
  type OperatorSite,
  type SiteCurrencyCode,
  siteCurrencies,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, Field } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { accentReads, BrandPreview } from './BrandPreview';
import { siteAddress } from './site-address';

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
  const [languages, setLanguages] = useState<Language[]>(['EN']);
  const [defaultLanguage, setDefaultLanguage] = useState<Language>('EN');
  const [brand, setBrand] = useState('#22c55e');
  const [accent, setAccent] = useState('#38bdf8');
  const [logoUrl, setLogoUrl] = useState('');
  const [templateCode, setTemplateCode] = useState(self.site.code);
  const [created, setCreated] = useState<OperatorSite | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const template = templates.find((site) => site.code === templateCode) ?? templates[0];

  const toggle = (language: Language, on: boolean) => {
    const next = languageCodes.filter((code) => (code === language ? on : languages.includes(code)));
    setLanguages(next);
    if (!next.includes(defaultLanguage) && next[0]) setDefaultLanguage(next[0]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    if (template && !accentReads(accent, template.colors)) {
      setFailure(s.lowContrast);
      return;
    }
    const body = {
      code: code.trim().toUpperCase(),
      name: name.trim(),
      domain: domain.trim().toLowerCase(),
      currency,
      defaultLanguage,
      languages,
      brand,
      accent,
      logoUrl: logoUrl.trim(),
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
        <label className="field">
          <span className="field__label">{s.currency}</span>
          <select
            className="field__input"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as SiteCurrencyCode)}
          >
            {siteCurrencies.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.code} ({entry.symbol})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{s.template}</span>
          <select
            className="field__input"
            value={templateCode}
            onChange={(event) => setTemplateCode(event.target.value)}
          >
            {templates.map((site) => (
              <option key={site.code} value={site.code}>
                {site.name} ({site.code})
              </option>
            ))}
          </select>
        </label>
        <fieldset className="field sites-form__languages">
          <legend className="field__label">{s.languages}</legend>
          {languageCodes.map((language) => (
            <label key={language} className="check">
              <input
                type="checkbox"
                checked={languages.includes(language)}
                disabled={languages.length === 1 && languages.includes(language)}
                onChange={(event) => toggle(language, event.target.checked)}
              />
              {s.languageNames[language]}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field__label">{s.defaultLanguage}</span>
          <select
            className="field__input"
            value={defaultLanguage}
            onChange={(event) => setDefaultLanguage(event.target.value as Language)}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {s.languageNames[language]}
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
      {template && (
        <BrandPreview
          choice={{ name, brand, accent, logoUrl: logoUrl.trim() }}
          base={template.colors}
          baseName={template.name}
          headingId="site-create-preview"
        />
      )}
      <div className="filters__actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t.working : s.create}
        </button>
      </div>
      <Failure message={failure} />
      {created && (
        <p className="note" role="status">
          {fill(s.created, { name: created.name })}{' '}
          <a href={siteAddress(created.domains[0] ?? '')} target="_blank" rel="noopener">
            {fill(s.openSite, { domain: created.domains[0] ?? '' })}
          </a>
        </p>
      )}
    </form>
  );
}
