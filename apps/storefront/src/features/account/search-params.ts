/** The query of a page, as Next hands it over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A query parameter given once, as text; repeated or absent parameters count as not given. */
export function queryText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
