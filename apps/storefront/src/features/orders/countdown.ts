/** Whole seconds from `now` until `expiry` (ISO date-time), never below zero. */
export function secondsLeft(expiry: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiry) - now) / 1000));
}

/** A day: from here on a hold is told in days and hours (a club may hold seats for 48 h). */
const DAY_SECONDS = 86_400;

/**
 * How a hold's time left is shown: a clock under a day ("m:ss", then "h:mm:ss" from an hour), and
 * whole days and hours beyond, where seconds ticking would only be noise ("2879:29" helps nobody).
 */
export type CountdownShape = { clock: string } | { days: number; hours: number };

export function countdownShape(seconds: number): CountdownShape {
  if (seconds >= DAY_SECONDS)
    return { days: Math.floor(seconds / DAY_SECONDS), hours: Math.floor((seconds % DAY_SECONDS) / 3600) };
  return { clock: formatCountdown(seconds) };
}

/** "m:ss" under an hour (minutes are not padded: "14:05", "0:09"), "h:mm:ss" from an hour. */
export function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}
