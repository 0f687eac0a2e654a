import type { SaleState } from '@/features/catalogue/sale-state';
import { SaleNotice } from './sale-notice';
import { SeatSelection } from './seat-selection';
import type { SelectionData } from './selection-data';

/**
 * The body of an event or pack page: the seat selection when the sale is open to this visitor,
 * else why not (sale state, or a map kept for logged-in fans) with a login that comes back to `path`.
 */
export function SelectionOrNotice(props: {
  state: SaleState;
  mapVisible: boolean;
  loggedIn: boolean;
  path: string;
  data: SelectionData;
}) {
  const { state, mapVisible, loggedIn, path, data } = props;
  if (state.kind !== 'onSale') return <SaleNotice state={state} loginRedirect={path} loggedIn={loggedIn} />;
  if (!mapVisible) return <SaleNotice state={null} loginRedirect={path} loggedIn={false} />;
  return <SeatSelection data={data} />;
}
