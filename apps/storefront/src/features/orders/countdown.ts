/** Whole seconds from `now` until `expiry` (ISO date-time), never below zero. */
export function secondsLeft(expiry: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiry) - now) / 1000));
}

/** "m:ss" for a countdown (minutes are not padded: "14:05", "0:09"). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
