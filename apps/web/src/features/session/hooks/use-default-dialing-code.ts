import { useEffect } from 'react';
import { useSite } from '../../../app/site';
import { useCountryCodes } from '../../system/api/get-country-codes';

/** Fills an empty dialing code with the visitor's country's, else the site's first country. */
export function useDefaultDialingCode(current: string | undefined, apply: (code: string) => void) {
  const countries = useCountryCodes();
  const { permission } = useSite();
  const country = permission.location.country;
  useEffect(() => {
    if (current || !countries.data?.length) return;
    const own = countries.data.find((entry) => entry.countryCode === country);
    apply((own ?? countries.data[0]!).countryDialingCode);
  }, [current, countries.data, country, apply]);
}
