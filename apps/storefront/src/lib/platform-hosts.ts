/** Hosts that show the directory of clubs instead of a club (PLATFORM_HOSTS adds more, comma-separated). */
export function isPlatformHost(host: string): boolean {
  const extra = (process.env.PLATFORM_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return ['localhost', '127.0.0.1', '[::1]', ...extra].includes(host);
}
