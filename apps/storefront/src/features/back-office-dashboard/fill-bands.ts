/*
 * How the dashboard colours a block by how full it is (docs/product.md#sales-dashboard): four
 * bands of one hue, lighter to darker, and a full block hatched by the seat map itself (it draws
 * a block with nothing left as sold out), so "full" does not rest on colour alone.
 */

/** Lower bounds (percent sold) of the bands, with their fill; the last band ends below 100 %. */
export const FILL_BANDS = [
  { from: 0, to: 25, colour: '#DBEAFE' },
  { from: 25, to: 50, colour: '#93C5FD' },
  { from: 50, to: 75, colour: '#3B82F6' },
  { from: 75, to: 100, colour: '#1E3A8A' },
] as const;

export type FillBand = (typeof FILL_BANDS)[number];

/** Share of the capacity sold, 0..1 (0 for an empty block). */
export function fillShare(stock: { capacity: number; sold: number }): number {
  return stock.capacity > 0 ? Math.min(1, stock.sold / stock.capacity) : 0;
}

/** The band a block's share falls in (the top band holds everything from 75 % up). */
export function fillBand(share: number): FillBand {
  const percent = share * 100;
  return FILL_BANDS.findLast((band) => percent >= band.from) ?? FILL_BANDS[0];
}
