/**
 * `values` as written, when they list every value of the union `T` (a generated GraphQL enum,
 * a shared package's type) and nothing else: a value added to the enum fails to compile where
 * the list is, instead of being refused at run time. For lists kept in an order of our own or
 * where importing the source's values would cost the page (ADR 0017, ADR 0020).
 */
export function enumValues<T extends string>() {
  return <const V extends readonly [T, ...T[]]>(
    values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : { missing: Exclude<T, V[number]> }),
  ): V => values;
}
