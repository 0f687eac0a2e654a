/*
 * What the docs page reads of the read API's OpenAPI document (read-api-document.ts in the API):
 * each path's parameters and the fields of its answer, `$ref`s resolved and nested objects
 * flattened to dotted names (`amounts.total_cents`, `data[].id`). Plain data in, plain data out.
 */

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  format?: string;
  default?: unknown;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: SchemaObject;
  }>;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: SchemaObject }> }>;
}

export interface ReferenceParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
}
export interface ReferenceField {
  name: string;
  type: string;
  description: string;
}
export interface ReferenceEndpoint {
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ReferenceParameter[];
  fields: ReferenceField[];
  errors: Array<{ status: string; description: string }>;
}

const MAX_DEPTH = 4;

function resolve(schema: SchemaObject | undefined, doc: OpenApiDocument): SchemaObject {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return {
      ...resolve(doc.components?.schemas?.[name], doc),
      ...(schema.description ? { description: schema.description } : {}),
    };
  }
  return schema;
}

/** A schema's type in a few words: `string | null`, `integer`, `array of object`, `"a" | "b"`. */
function typeOf(schema: SchemaObject, doc: OpenApiDocument): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => typeOf(resolve(variant, doc), doc)).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  if (type === 'array') return `array of ${typeOf(resolve(schema.items, doc), doc)}`;
  return type;
}

/** The object a schema describes, if any (also behind `anyOf: [object, null]`). */
function objectOf(schema: SchemaObject, doc: OpenApiDocument): SchemaObject | undefined {
  if (schema.properties) return schema;
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    const object = objectOf(resolve(variant, doc), doc);
    if (object) return object;
  }
  return undefined;
}

function fieldsOf(
  schema: SchemaObject,
  doc: OpenApiDocument,
  prefix: string,
  depth: number,
): ReferenceField[] {
  const object = objectOf(schema, doc);
  if (!object?.properties || depth > MAX_DEPTH) return [];
  return Object.entries(object.properties).flatMap(([key, raw]) => {
    const property = resolve(raw, doc);
    const name = `${prefix}${key}`;
    const own = { name, type: typeOf(property, doc), description: property.description ?? '' };
    if (property.type === 'array') {
      const item = resolve(property.items, doc);
      return [own, ...fieldsOf(item, doc, `${name}[].`, depth + 1)];
    }
    return [own, ...fieldsOf(property, doc, `${name}.`, depth + 1)];
  });
}

/** Every GET endpoint of the document with its parameters, answer fields and refusals, in the document's order. */
export function referenceOf(document: unknown): ReferenceEndpoint[] {
  const doc = (document ?? {}) as OpenApiDocument;
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const ok = operation.responses?.['200']?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        parameters: (operation.parameters ?? []).map((parameter) => {
          const schema = resolve(parameter.schema, doc);
          return {
            name: parameter.name,
            in: parameter.in,
            required: parameter.required ?? false,
            type: typeOf(schema, doc),
            description: parameter.description ?? schema.description ?? '',
          };
        }),
        fields: fieldsOf(resolve(ok, doc), doc, '', 0),
        errors: Object.entries(operation.responses ?? {})
          .filter(([status]) => status !== '200')
          .map(([status, response]) => ({ status, description: response.description ?? '' })),
      };
    }),
  );
}
