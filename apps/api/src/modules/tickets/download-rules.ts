const DAY_MS = 24 * 60 * 60 * 1000;

/** When e-tickets of an event starting at `start` open, `daysBefore` days ahead; null: at once. */
export function downloadOpensAt(start: Date, daysBefore: number | null): Date | null {
  return daysBefore === null ? null : new Date(start.getTime() - daysBefore * DAY_MS);
}

/** Whether a ticket's PDF, e-mail and wallet passes may be handed out at `now`. */
export function isDownloadOpen(opensAt: Date | null, now: Date): boolean {
  return opensAt === null || now.getTime() >= opensAt.getTime();
}
