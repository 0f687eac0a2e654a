/*
 * Navigations the route bar cannot see as link clicks: a Continue button that saves, then goes to
 * the next step (router.push or a full page load). The button says when it starts, and when it
 * stops on a refusal, so the bar neither misses it nor stays after an error (route-progress.tsx).
 */
export const ROUTE_PROGRESS_START = 'stadio:route-progress-start';
export const ROUTE_PROGRESS_END = 'stadio:route-progress-end';

/** The bar from now until the page's address changes (or `endRouteProgress`). */
export function startRouteProgress(): void {
  window.dispatchEvent(new Event(ROUTE_PROGRESS_START));
}

/** No navigation after all (the step refused, the network failed): the bar goes. */
export function endRouteProgress(): void {
  window.dispatchEvent(new Event(ROUTE_PROGRESS_END));
}
