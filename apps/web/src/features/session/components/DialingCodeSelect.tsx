import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/Field';
import { useDialingCodes } from '../hooks/use-default-dialing-code';

/** The country dialing code of a mobile number, from GET /wps/system/countryCode. */
export function DialingCodeSelect({
  error,
  required = true,
  ...select
}: { error?: string; ref?: Ref<HTMLSelectElement> } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation();
  const { countries, options } = useDialingCodes();
  return (
    <SelectField
      {...select}
      label={t('session.dialingCode')}
      required={required}
      error={error}
      className="field--dialing"
    >
      {countries.data?.length ? null : <option value="">{countries.isError ? '—' : t('common.loading')}</option>}
      {options.map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode}>
          {country.countryCode} {country.countryDialingCode}
        </option>
      ))}
    </SelectField>
  );
}
