/**
 * The shop page that runs an e-mailed action token (verify the address, reset the password); the
 * storefront serves it and calls `executeActionToken`. `lng` opens it in the e-mail's language.
 */
export function actionTokenUrl(shopOrigin: string, token: string, locale: string): string {
  return `${shopOrigin}/user/action-token/${encodeURIComponent(token)}?lng=${encodeURIComponent(locale)}`;
}

/** Public URL of a file of the tenants folder, served by the storefront under /tenant-assets. */
export function tenantAssetUrl(shopOrigin: string, assetPath: string): string {
  return /^https?:\/\//.test(assetPath) ? assetPath : `${shopOrigin}/tenant-assets/${assetPath}`;
}
