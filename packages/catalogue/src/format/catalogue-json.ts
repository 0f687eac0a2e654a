/**
 * JSON as a person reads it in an editor and a diff: two-space indentation, but a list or object
 * that fits on one short line stays on it, and a seat is always one line however long (a pretix
 * guid makes it long), so a 30,000-seat venue is 30,000 lines to read and diff, not 150,000.
 */
export function catalogueJson(value: unknown): string {
  return `${write(value, '', undefined)}\n`;
}

const LINE = 100;

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';
const entriesOf = (value: object) => Object.entries(value).filter(([, v]) => v !== undefined);

function oneLine(value: unknown): string {
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  const entries = entriesOf(value);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([key, v]) => `${JSON.stringify(key)}: ${oneLine(v)}`).join(', ')} }`;
}

function write(value: unknown, indent: string, key: string | undefined): string {
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  const inline = oneLine(value);
  if (inline.length + indent.length <= LINE) return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const item = (v: unknown) => (key === 'seats' ? oneLine(v) : write(v, inner, undefined));
    return `[\n${value.map((v) => inner + item(v)).join(',\n')}\n${indent}]`;
  }
  const lines = entriesOf(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, inner, k)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
