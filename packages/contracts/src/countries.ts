import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/** Every country with its international dialing code, from libphonenumber's metadata. */
export const allCountries: { countryCode: string; countryDialingCode: string }[] = getCountries()
  .map((code) => ({ countryCode: code, countryDialingCode: `+${getCountryCallingCode(code)}` }))
  .sort((a, b) => a.countryCode.localeCompare(b.countryCode));
