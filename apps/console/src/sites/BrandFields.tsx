import { useConsole } from '../console-context';
import { Field } from '../Field';
import type { BrandChoice } from './BrandPreview';

/** A site's look as its forms edit it: the colours and the logo (the name has its own place in each form). */
export type Look = Omit<BrandChoice, 'name'>;

/**
 * The brand and accent colours and the logo's address of a site, new or edited alike; BrandPreview draws them.
 * The address is kept as typed (a form trims it when it sends it).
 */
export function BrandFields({ look, onChange }: { look: Look; onChange: (next: Look) => void }) {
  const { t } = useConsole();
  const s = t.siteSection;
  return (
    <>
      <Field
        label={s.brand}
        type="color"
        value={look.brand}
        onChange={(event) => onChange({ ...look, brand: event.target.value })}
      />
      <Field
        label={s.accent}
        type="color"
        value={look.accent}
        onChange={(event) => onChange({ ...look, accent: event.target.value })}
      />
      <Field
        label={s.logoUrl}
        value={look.logoUrl}
        onChange={(event) => onChange({ ...look, logoUrl: event.target.value })}
        maxLength={500}
        inputMode="url"
        spellCheck={false}
      />
    </>
  );
}
