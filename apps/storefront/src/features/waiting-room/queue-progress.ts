/**
 * How far along the line a fan is, in percent, from the first position this tab saw (kept for the
 * session so a reload does not restart the bar). 0 at the first position, near 100 at the front.
 */
export function queueProgress(eventId: string, position: number): number {
  const key = `stadio.waitingRoom.firstPosition.${eventId}`;
  let first = position;
  try {
    first = Math.max(position, Number(sessionStorage.getItem(key)) || 0);
    sessionStorage.setItem(key, String(first));
  } catch {
    // Storage refused (private mode): the bar starts from this page's first answer.
  }
  return first <= 1 ? 100 : Math.round(((first - position) / (first - 1)) * 100);
}
