/*
 * Stripe's request bodies are `application/x-www-form-urlencoded` with bracket notation
 * (`metadata[orderId]=…`, `line_items[0][price_data][currency]=gbp`); GET parameters are the same
 * in the query string. This reads them back into objects and arrays, as Stripe's servers do.
 */

/** A decoded form value: text, or nested objects and arrays of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const MAX_DEPTH = 8;

function isIndex(key: string): boolean {
  return /^(0|[1-9]\d{0,3})$/.test(key);
}

/** Objects whose keys are all 0, 1, … become arrays. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every(isIndex)) {
    const list: FormValue[] = [];
    for (const key of keys.map(Number).sort((a, b) => a - b)) list.push(converted[String(key)] as FormValue);
    return list;
  }
  return converted;
}

/** `a[b][0]=x&c=y` → `{ a: { b: ['x'] }, c: 'y' }`; throws on a malformed or too deep key. */
export function decodeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = Object.create(null) as Record<string, FormValue>;
  for (const [name, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) throw new Error(`malformed parameter name "${name}"`);
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    if (path.length > MAX_DEPTH) throw new Error(`parameter "${name}" is nested too deeply`);
    let node: Record<string, FormValue> = root;
    path.forEach((key, at) => {
      if (key === '' || key === '__proto__' || key === 'constructor' || key === 'prototype')
        throw new Error(`malformed parameter name "${name}"`);
      if (at === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const child = Object.create(null) as Record<string, FormValue>;
        node[key] = child;
        node = child;
      } else node = next;
    });
  }
  return arrays(root) as Record<string, FormValue>;
}
