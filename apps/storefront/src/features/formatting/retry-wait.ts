/**
 * How a page words "try again in …" for a refusal's `retryAfterSeconds` (THROTTLED), as the
 * arguments of the messages' ICU `select` and `plural` (ADR 0041): whole seconds under a minute,
 * else whole minutes, both rounded up and never 0. No wait given reads as one minute. The
 * messages pluralise, so no language reads "1 seconds".
 */
export function retryWait(retryAfterSeconds: number | undefined): {
  unit: 'seconds' | 'minutes';
  count: number;
} {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? 60));
  return seconds < 60
    ? { unit: 'seconds', count: seconds }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
