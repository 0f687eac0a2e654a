'use client';

import { lazy, startTransition, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { withLiveStock, type SaleState } from '@/features/catalogue/sale-state';
import { type AvailabilityLine, sameAvailability, withLiveAvailability } from './live-availability';
import { useSessionHint } from '@/features/session/use-session-hint';
import { VISITOR_KINDS, type VisitorKind, visitorKindScript } from '@/features/session/visitor-kind';
import { useTenant } from '@/features/tenancy/tenant-context';
import { SaleNotice } from './sale-notice';
import type { SelectionData } from './selection-data';
import styles from './selection-or-notice.module.css';
import { SelectionSkeleton } from './selection-skeleton';

// The selection (map, panel, cart, waiting room) and the live stock (urql) are loaded after
// hydration, so the page's first load carries neither (ADR 0017). The server renders the
// selection into the HTML all the same, inside its Suspense boundary: React writes a boundary this
// large at the end of the HTML and reveals it in place of the skeleton on the next frame, so the
// skeleton carries the overview's title and hint (the page's largest text is the same either way).
const SelectionIsland = lazy(() => import('./selection-island'));
const LiveSelectionStock = lazy(() => import('./live-selection-stock'));

interface SelectionOrNoticeProps {
  /** The state for a visitor who is not an early bird. */
  state: SaleState;
  /** The state for an early-bird customer (differs only in an early-bird-only window). */
  earlyBirdState: SaleState;
  path: string;
  data: SelectionData;
}

type Outcome = { kind: 'selection' } | { kind: 'notice'; state: SaleState | null };

/** What a visitor of this kind sees: the seat selection, or why not. */
function outcomeFor(
  visitor: VisitorKind,
  props: SelectionOrNoticeProps,
  mapForAll: boolean,
  soldOut: boolean | undefined,
): Outcome {
  const state = withLiveStock(visitor === 'earlyBird' ? props.earlyBirdState : props.state, soldOut);
  if (state.kind !== 'onSale') return { kind: 'notice', state };
  if (!mapForAll && visitor === 'anonymous') return { kind: 'notice', state: null };
  return { kind: 'selection' };
}

const outcomeKey = (outcome: Outcome) =>
  outcome.kind === 'selection' ? 'selection' : `notice-${outcome.state?.kind ?? 'login'}`;

/**
 * The body of an event or pack page: the seat selection when the sale is open to this visitor,
 * else why not (sale state, or a map kept for logged-in fans) with a login that comes back to `path`.
 * The page is the same for every fan (ADR 0013), so who this visitor is (logged in, early bird) is
 * read in the browser. Where that matters, the server's HTML carries what each kind of visitor
 * sees, and an inline script shows the right one before the first paint (visitor-kind.ts); once
 * hydrated, React keeps that one only. Stock is live too: the map follows the light offers query,
 * and a sale that sells out says so (or reopens when seats come back).
 */
export function SelectionOrNotice(props: SelectionOrNoticeProps) {
  const { data, path } = props;
  const { slug, seatmapAccessibleWhenLoggedOut } = useTenant();
  const hint = useSessionHint();
  const [lines, setLines] = useState<readonly AvailabilityLine[] | null>(null);
  // A transition: new stock renders the map again in slices, between the fan's own input (and it
  // hydrates the selection that way if it comes first).
  const onLines = useCallback(
    (next: readonly AvailabilityLine[]) =>
      startTransition(() =>
        setLines((previous) => (previous && sameAvailability(previous, next) ? previous : next)),
      ),
    [],
  );
  // A new answer with the same stock keeps the same data, so the selection does not render again.
  const live = useMemo(
    () => (lines ? withLiveAvailability(data, lines) : { data, soldOut: undefined }),
    [data, lines],
  );
  const outcome = (visitor: VisitorKind) =>
    outcomeFor(visitor, props, seatmapAccessibleWhenLoggedOut, live.soldOut);
  // The same element until the stock changes: when hydration ends and this renders again with the
  // visitor known, React then leaves the selection's server HTML alone and hydrates it later, in
  // slices, once its chunk is there. A new element would make React hydrate it at once, in one
  // long task (measured: ~120 ms on a 4× slowed CPU).
  const selection = useMemo(
    () => (
      <Suspense
        fallback={<SelectionSkeleton mapAspectRatio={`${data.venue.width} / ${data.venue.height}`} />}
      >
        <SelectionIsland data={live.data} />
      </Suspense>
    ),
    [data.venue.width, data.venue.height, live.data],
  );
  const render = (result: Outcome, loggedIn: boolean | undefined): ReactNode =>
    result.kind === 'selection' ? (
      selection
    ) : (
      <SaleNotice state={result.state} loginRedirect={path} loggedIn={loggedIn} />
    );

  // Before hydration (and on the server) the visitor is unknown: one part per distinct outcome,
  // each marked with the kinds of visitor it is for.
  if (hint === undefined) {
    const parts = new Map<string, { outcome: Outcome; visitors: VisitorKind[] }>();
    for (const visitor of VISITOR_KINDS) {
      const result = outcome(visitor);
      const key = outcomeKey(result);
      const part = parts.get(key) ?? { outcome: result, visitors: [] };
      part.visitors.push(visitor);
      parts.set(key, part);
    }
    // An early-bird notice offers the login to anonymous visitors only.
    const dependsOnVisitor =
      parts.size > 1 ||
      [...parts.values()].some((p) => p.outcome.kind === 'notice' && p.outcome.state?.kind === 'earlyBird');
    // The same three slots as once hydrated, so React keeps the part that stays (and its state).
    return (
      <div className={styles.gate}>
        {dependsOnVisitor ? <script dangerouslySetInnerHTML={{ __html: visitorKindScript(slug) }} /> : null}
        {[...parts].map(([key, part]) => (
          <div key={key} data-show={dependsOnVisitor ? part.visitors.join(' ') : undefined}>
            {render(part.outcome, undefined)}
          </div>
        ))}
        {null}
      </div>
    );
  }

  const visitor: VisitorKind = !hint ? 'anonymous' : hint.isEarlyBird ? 'earlyBird' : 'fan';
  const result = outcome(visitor);
  const pageState = visitor === 'earlyBird' ? props.earlyBirdState : props.state;
  // Stock matters while the sale is open, and to a sold-out sale that may get seats back.
  const stockMatters = pageState.kind === 'onSale' || pageState.kind === 'soldOut';
  return (
    <div className={styles.gate}>
      {null}
      {[<div key={outcomeKey(result)}>{render(result, visitor !== 'anonymous')}</div>]}
      {stockMatters ? (
        <Suspense fallback={null}>
          <LiveSelectionStock subject={data.subject} onLines={onLines} />
        </Suspense>
      ) : null}
    </div>
  );
}
