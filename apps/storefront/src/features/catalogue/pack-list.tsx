import { EmptyState } from '@/features/primitives/empty-state';
import { CardGrid } from './card-grid';
import { PackCard, type PackCardData } from './pack-card';

/** Packs or season tickets as a grid of cards; `emptyText` (if any) when there are none. */
export function PackList({
  packs,
  currency,
  testId,
  emptyText,
}: {
  packs: readonly PackCardData[];
  /** The club's currency (ISO 4217). */
  currency: string;
  testId: string;
  emptyText?: string;
}) {
  if (packs.length === 0) return emptyText ? <EmptyState text={emptyText} /> : null;
  return (
    <CardGrid testId={testId}>
      {packs.map((pack) => (
        <li key={pack.id}>
          <PackCard pack={pack} currency={currency} />
        </li>
      ))}
    </CardGrid>
  );
}
