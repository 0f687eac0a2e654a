/** Public URL of a file from the tenants folder ("riviera/logo.svg" → "/tenant-assets/riviera/logo.svg"). */
export function assetUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `/tenant-assets/${path}`;
}
