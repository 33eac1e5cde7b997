import { type Country, languageTags } from '@portal/contracts';
import { useEffect } from 'react';
import { useCountryCodes } from '../../../lib/get-country-codes';
import { useSite } from '../../../lib/site';

/** The country a number most likely belongs to: the visitor's, else the region of the site's own language. */
function usePreferredCountry(): string | undefined {
  const { permission } = useSite();
  // Unknown visitor country (a private network, say): the region of the site's own language, e.g. en-US -> US.
  return permission.location.country ?? languageTags[permission.info.whitelabel.brand.defaultLanguage].split('-')[1];
}

/**
 * The dialing codes to choose from, one option per code, labelled by the preferred country where it
 * shares the code: several countries share +1, and a select whose options repeat a value shows the first
 * of them, so Aurora (en-US) showed "AG +1" (issue 22, 28).
 */
export function useDialingCodes() {
  const countries = useCountryCodes();
  const preferred = usePreferredCountry();
  const options = new Map<string, Country>();
  for (const country of countries.data ?? []) {
    const shown = options.get(country.countryDialingCode);
    if (!shown || country.countryCode === preferred) options.set(country.countryDialingCode, country);
  }
  const list = [...options.values()];
  const fallback = list.find((country) => country.countryCode === preferred) ?? list[0];
  return { countries, options: list, preferred: fallback?.countryDialingCode };
}

/** Fills an empty dialing code: the visitor's country, else the site language's region, else the first listed. */
export function useDefaultDialingCode(current: string | undefined, apply: (code: string) => void) {
  const { preferred } = useDialingCodes();
  useEffect(() => {
    if (!current && preferred) apply(preferred);
  }, [current, preferred, apply]);
}
