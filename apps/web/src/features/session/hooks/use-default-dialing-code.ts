import { languageTags } from '@portal/contracts';
import { useEffect } from 'react';
import { useCountryCodes } from '../../../lib/get-country-codes';
import { useSite } from '../../../lib/site';

/** Fills an empty dialing code: the visitor's country, else the site language's region, else the first listed. */
export function useDefaultDialingCode(current: string | undefined, apply: (code: string) => void) {
  const countries = useCountryCodes();
  const { permission } = useSite();
  const country = permission.location.country;
  // Unknown visitor country (a private network, say): the region of the site's own language, e.g. vi-VN -> VN.
  const siteRegion = languageTags[permission.info.whitelabel.brand.defaultLanguage].split('-')[1];
  useEffect(() => {
    if (current || !countries.data?.length) return;
    const pick = (code: string | null | undefined) => countries.data.find((entry) => entry.countryCode === code);
    apply((pick(country) ?? pick(siteRegion) ?? countries.data[0]!).countryDialingCode);
  }, [current, countries.data, country, siteRegion, apply]);
}
