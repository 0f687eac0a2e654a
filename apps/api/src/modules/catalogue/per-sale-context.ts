import type { SaleContext } from './catalogue-models';

/** One value (typically a DataLoader whose batches need the context) per sale context, created on first use. */
export function perSaleContext<T>(create: (context: SaleContext) => T): (context: SaleContext) => T {
  const byKey = new Map<string, T>();
  return (context) => {
    const key = context ? `${context.kind}:${context.id}` : 'plan';
    let value = byKey.get(key);
    if (value === undefined) {
      value = create(context);
      byKey.set(key, value);
    }
    return value;
  };
}
