import { accentMinContrast, brandContrastFor, contrastRatio, type OperatorSite } from '@portal/contracts';
import { useConsole } from '../console-context';
import { fill } from '../strings';

export interface BrandChoice {
  name: string;
  brand: string;
  accent: string;
  logoUrl: string;
}

/** Whether the accent stands out enough from the page behind it (the server refuses it otherwise). */
export const accentReads = (accent: string, base: OperatorSite['colors']) =>
  contrastRatio(accent, base.bg) >= accentMinContrast;

/**
 * The member site's header and buttons in the chosen colours, on the background, surfaces and text of the site they
 * come from (the template, or the site itself), redrawn as the operator picks; with the contrast the server checks.
 */
export function BrandPreview({
  choice,
  base,
  baseName,
  headingId,
}: {
  choice: BrandChoice;
  base: OperatorSite['colors'];
  baseName: string;
  headingId: string;
}) {
  const { t } = useConsole();
  const s = t.siteSection;
  const onBrand = brandContrastFor(choice.brand);
  const buttonRatio = contrastRatio(onBrand, choice.brand);
  const accentRatio = contrastRatio(choice.accent, base.bg);
  const name = choice.name.trim() || '…';
  return (
    <section className="brand-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{s.preview}</h3>
      <p className="muted">{fill(s.previewNote, { name, template: baseName })}</p>
      <div
        className="brand-preview__page"
        style={{ background: base.bg, color: base.text }}
        data-testid="brand-preview"
      >
        <div className="brand-preview__header" style={{ background: base.surface, borderColor: base.border }}>
          {choice.logoUrl ? <img className="brand-preview__logo" src={choice.logoUrl} alt="" /> : null}
          <strong className="brand-preview__name">{name}</strong>
          <span className="brand-preview__nav">
            {s.previewNav.map((item, index) => (
              <span
                key={item}
                className="brand-preview__link"
                style={index === 0 ? { borderColor: choice.brand } : { color: base.textMuted }}
              >
                {item}
              </span>
            ))}
          </span>
          <span className="brand-preview__actions">
            <span className="brand-preview__button" style={{ borderColor: base.border, color: base.text }}>
              {s.previewLogIn}
            </span>
            <span
              className="brand-preview__button"
              style={{ background: choice.brand, borderColor: choice.brand, color: onBrand }}
            >
              {s.previewRegister}
            </span>
          </span>
        </div>
        <p className="brand-preview__body">
          <span className="brand-preview__focus" style={{ outlineColor: choice.accent }}>
            {s.previewFocus}
          </span>
        </p>
      </div>
      <ul className="brand-preview__checks">
        <li>{fill(s.buttonContrast, { ratio: buttonRatio.toFixed(1) })}</li>
        <li className={accentRatio < accentMinContrast ? 'failure' : undefined}>
          {fill(s.accentContrast, { ratio: accentRatio.toFixed(1), minimum: accentMinContrast })}
        </li>
      </ul>
    </section>
  );
}
