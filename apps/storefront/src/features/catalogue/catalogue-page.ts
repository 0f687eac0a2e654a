/**
 * `generateStaticParams` of a catalogue page: no path is known at build time; each is rendered the
 * first time it is asked for and then served from the cache (ADR 0013).
 */
export async function catalogueParams(): Promise<never[]> {
  return [];
}
