/** Login URL that brings the fan back to `returnTo` afterwards (usable from server and client code). */
export function loginUrl(returnTo: string): string {
  return `/login?redirectUrl=${encodeURIComponent(returnTo)}`;
}
