/** A VAT-inclusive total split into net and VAT. */
export interface VatSplit {
  net: number;
  vat: number;
}

/**
 * Splits a total that includes VAT at `rateBasisPoints` (550 = 5.5 %) into net and VAT, in cents.
 * The net is rounded half up and the VAT is the difference, so the two always add up to the total.
 */
export function splitVat(totalCents: number, rateBasisPoints: number): VatSplit {
  const net = Math.round((totalCents * 10_000) / (10_000 + rateBasisPoints));
  return { net, vat: totalCents - net };
}
