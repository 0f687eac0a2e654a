/** Port of the test stack started by playwright.config.ts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The URL of a club (or any host) on the test stack; Chromium resolves `*.localhost` to loopback. */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_PORT}${path}`;
}
