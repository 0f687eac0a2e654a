/**
 * Public address of a file of the tenants folder, as the storefront serves it under
 * /tenant-assets/ (ADR 0019); a full https address stays as it is.
 */
export const assetUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `/tenant-assets/${path}`;

/** The reverse, for an export. */
export const assetPathOf = (url: string): string =>
  url.startsWith('/tenant-assets/') ? url.slice('/tenant-assets/'.length) : url;
