// @ts-check
/* global module */
/**
 * A graphql-codegen plugin: every enum of schema.graphql named `…ErrorCode` or `…RejectionCode`,
 * and those named in the `enums` option, becomes a const list of its values and the union type of
 * them, in a module with no imports. So the codes are written once, in the schema; the API types
 * its errors with them, and the storefront builds its zod enums and, where zod must stay out of a
 * page's first load, its plain checks from the lists (ADR 0020).
 */

/** `OrderErrorCode` → `ORDER_ERROR_CODES`. */
const listName = (/** @type {string} */ typeName) =>
  `${typeName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}S`;

/** @param {string | undefined | null} text */
const docComment = (text, indent = '') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '* /').replace(/\s*\n\s*/g, ' ')} */\n` : '';

module.exports = {
  /**
   * @param {import('graphql').GraphQLSchema} schema
   * @param {unknown} _documents
   * @param {{ enums?: string[] }} config
   */
  plugin(schema, _documents, config) {
    const named = new Set(config.enums ?? []);
    const out = ['// Generated from schema.graphql by enum-lists-plugin.cjs: do not edit.', ''];
    const types = Object.values(schema.getTypeMap())
      .filter((type) => type.astNode?.kind === 'EnumTypeDefinition')
      .filter((type) => /(ErrorCode|RejectionCode)$/.test(type.name) || named.has(type.name))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const type of types) {
      const values = /** @type {import('graphql').GraphQLEnumType} */ (type).getValues();
      const list = listName(type.name);
      out.push(
        `${docComment(type.description)}export const ${list} = [`,
        ...values.map((value) => `${docComment(value.description, '  ')}  '${value.name}',`),
        '] as const;',
        `export type ${type.name} = (typeof ${list})[number];`,
        '',
      );
    }
    const errorTypes = types.filter((type) => type.name.endsWith('ErrorCode')).map((type) => type.name);
    out.push(
      '/** Every `extensions.code` an API error may carry. */',
      `export type ErrorCode = ${errorTypes.join(' | ') || 'never'};`,
      '',
    );
    return out.join('\n');
  },
};
