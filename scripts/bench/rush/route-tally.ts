/**
 * What the load generator saw of each route in one measured window: answers by class (503, the
 * shop's "busy, retry later", apart from other server errors; connection errors and timeouts
 * apart from answers), latencies and how many answers arrived within the window.
 */
import { percentile } from '../load-loops';

export const OUTCOMES = ['2xx', '3xx', '4xx', '503', 'other 5xx', 'connection error'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  if (status >= 400 && status < 500) return '4xx';
  if (status === 503) return '503';
  return 'other 5xx';
}

/** One route's figures of one window. */
export interface RouteFigures {
  route: string;
  /** Requests started within the window (each has exactly one outcome). */
  started: number;
  /** Requests started in the window, whatever their outcome, per second of the phase's span. */
  perSecond: number;
  /** 2xx answers likewise: the route's useful throughput. */
  okPerSecond: number;
  /** Latency percentiles over every request started in the window; a timed-out one counts as the timeout. */
  p50Ms: number;
  p99Ms: number;
  outcomes: Record<Outcome, number>;
  /** Connection errors that were the load generator's timeout (a fan who gave up). */
  timeouts: number;
  /** 503 answers that said when to come back (Retry-After). */
  retryAfter: number;
  /** Count per HTTP status and per connection error code, for the notes. */
  detail: Record<string, number>;
  /** Mean bytes of an answer body as sent (compressed when the server compressed it). */
  meanWireBytes: number;
}

interface RouteState {
  started: number;
  ok: number;
  latencies: number[];
  outcomes: Record<Outcome, number>;
  timeouts: number;
  retryAfter: number;
  detail: Map<string, number>;
  wireBytes: number;
  answers: number;
}

const emptyOutcomes = (): Record<Outcome, number> =>
  Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;

/**
 * Collects the requests started in one window, then summarises them per route. Rates are over the
 * phase's span, from the window's start to the last of those requests' end: a server slower than
 * the window still gets its answers counted (over the time it took), and every route of a phase is
 * divided by the same span, so the routes' rates add up to the phase's.
 */
export class RouteTally {
  private readonly routes = new Map<string, RouteState>();
  private lastEnd = 0;

  constructor(
    private readonly windowStart: number,
    private readonly timeoutMs: number,
  ) {}

  private state(route: string): RouteState {
    let state = this.routes.get(route);
    if (!state) {
      state = {
        started: 0,
        ok: 0,
        latencies: [],
        outcomes: emptyOutcomes(),
        timeouts: 0,
        retryAfter: 0,
        detail: new Map(),
        wireBytes: 0,
        answers: 0,
      };
      this.routes.set(route, state);
    }
    return state;
  }

  /** An answer to a request started at `startedAt` (performance.now()) and fully read at `endedAt`. */
  answer(
    route: string,
    startedAt: number,
    endedAt: number,
    answer: { status: number; wireBytes: number; retryAfter: boolean },
  ): void {
    const state = this.state(route);
    state.started += 1;
    state.latencies.push(endedAt - startedAt);
    if (outcomeOf(answer.status) === '2xx') state.ok += 1;
    this.lastEnd = Math.max(this.lastEnd, endedAt);
    state.outcomes[outcomeOf(answer.status)] += 1;
    if (answer.status === 503 && answer.retryAfter) state.retryAfter += 1;
    state.detail.set(String(answer.status), (state.detail.get(String(answer.status)) ?? 0) + 1);
    state.wireBytes += answer.wireBytes;
    state.answers += 1;
  }

  /** A request that got no answer: a timeout (counted at the timeout) or another connection error. */
  failure(route: string, startedAt: number, endedAt: number, code: string, timedOut: boolean): void {
    const state = this.state(route);
    state.started += 1;
    state.latencies.push(timedOut ? Math.max(this.timeoutMs, endedAt - startedAt) : endedAt - startedAt);
    state.outcomes['connection error'] += 1;
    if (timedOut) state.timeouts += 1;
    this.lastEnd = Math.max(this.lastEnd, endedAt);
    state.detail.set(code, (state.detail.get(code) ?? 0) + 1);
  }

  /** Seconds from the window's start to the last answer (at least the window). */
  span(windowSeconds: number): number {
    return Math.max(windowSeconds, (this.lastEnd - this.windowStart) / 1000);
  }

  summary(windowSeconds: number): RouteFigures[] {
    const seconds = this.span(windowSeconds);
    return [...this.routes].map(([route, state]) => {
      const sorted = [...state.latencies].sort((a, b) => a - b);
      return {
        route,
        started: state.started,
        perSecond: state.started / seconds,
        okPerSecond: state.ok / seconds,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        outcomes: state.outcomes,
        timeouts: state.timeouts,
        retryAfter: state.retryAfter,
        detail: Object.fromEntries(state.detail),
        meanWireBytes: state.answers ? state.wireBytes / state.answers : 0,
      };
    });
  }
}
