/** Superuser of the embedded clusters; each cluster has a password of its own (cluster-password.ts). */
export const EMBEDDED_USER = 'postgres';
/** The application database created in every embedded cluster. */
export const DEFAULT_DATABASE = 'stadio';
/** Default port, away from a system PostgreSQL's 5432; PGPORT overrides it. */
export const DEFAULT_PORT = 54329;

/** Connection URL of a database on an embedded cluster listening on 127.0.0.1:`port`, as its superuser. */
export function embeddedUrl(port: number, database: string, password: string): string {
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** The port to use: an explicit one, else PGPORT, else {@link DEFAULT_PORT}. */
export function resolvePort(explicit: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const port = explicit ?? (env.PGPORT ? Number(env.PGPORT) : DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PostgreSQL port must be a number between 1 and 65535, got "${explicit ?? env.PGPORT}"`);
  }
  return port;
}
