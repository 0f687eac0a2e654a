'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** A country as the forms list it. */
export interface CountryOption {
  code: string;
  name: string;
}

const CountriesContext = createContext<readonly CountryOption[]>([]);

/**
 * The country list of the page's language, named and sorted on the server (`countryOptions`), so
 * the browser renders exactly the server's options. Pages with a customer or holder form wrap it.
 */
export function CountriesProvider({
  countries,
  children,
}: {
  countries: readonly CountryOption[];
  children: ReactNode;
}) {
  return <CountriesContext value={countries}>{children}</CountriesContext>;
}

/** The page's countries, `first` (the club's country) on top, then by name. */
export function useCountries(first?: string): readonly CountryOption[] {
  const countries = useContext(CountriesContext);
  return useMemo(() => {
    const top = countries.find((country) => country.code === first);
    return top ? [top, ...countries.filter((country) => country !== top)] : countries;
  }, [countries, first]);
}

/** The name of a country code in the page's language (the code itself when unknown). */
export function useCountryName(): (code: string) => string {
  const countries = useCountries();
  return useMemo(() => {
    const names = new Map(countries.map((country) => [country.code, country.name]));
    return (code: string) => names.get(code) ?? code;
  }, [countries]);
}
