import { randomUUID } from 'node:crypto';

// Printable token characters only, bounded: the id is echoed in a header and written to logs,
// so a caller must not be able to inject newlines, JSON or megabytes through it.
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's x-request-id when well-formed (so a trace spans storefront and API), else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED.test(value) ? value : randomUUID();
}
