/**
 * JSON as a person reads it in an editor and a diff: two-space indentation, but a list or object
 * that fits on one short line stays on it, so a 30,000-seat venue has one line per seat
 * (`{ "number": "7", "at": [6, 2] }`), not five.
 */
export function catalogueJson(value: unknown): string {
  return `${write(value, '')}\n`;
}

const LINE = 100;

function write(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inline = oneLine(value);
  if (inline.length + indent.length <= LINE) return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((item) => inner + write(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([key, v]) => `${inner}${JSON.stringify(key)}: ${write(v, inner)}`).join(',\n')}\n${indent}}`;
}

function oneLine(value: object): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (item !== null && typeof item === 'object' ? oneLine(item) : JSON.stringify(item))).join(', ')}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{ ${entries
    .map(
      ([key, v]) =>
        `${JSON.stringify(key)}: ${v !== null && typeof v === 'object' ? oneLine(v) : JSON.stringify(v)}`,
    )
    .join(', ')} }`;
}
