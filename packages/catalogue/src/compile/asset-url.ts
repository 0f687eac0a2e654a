/**
 * Public address of a file of the tenants folder, as the storefront serves it under
 * /tenant-assets/ (ADR 0019); a full https address or a data: picture stays as it is.
 */
export const assetUrl = (path: string): string =>
  /^(https?:\/\/|data:)/.test(path) ? path : `/tenant-assets/${path}`;

/** The reverse, for an export. */
export const assetPathOf = (url: string): string =>
  url.startsWith('/tenant-assets/') ? url.slice('/tenant-assets/'.length) : url;
