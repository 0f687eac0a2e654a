// @ts-check
/* global module, require, __dirname */
/**
 * The layering of the repository, checked by `npm run lint` (scripts/boundaries/check-boundaries.ts,
 * which also proves on scripts/boundaries/fixtures/ that each rule still fails a bad import).
 * ADR 0020 says why these rules and not others.
 *
 *   apps/storefront ──► packages/* (never packages/db)      apps/api ──► packages/*
 *   packages/*      ──► packages/*, never apps/*
 *   storefront features/<a> ──► features/<b> only if <b> never leads back to <a>
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const path = require('node:path');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'storefront-not-database',
      severity: 'error',
      comment:
        'The storefront reaches data only through the API (GraphQL), never @stadio/db: the browser-facing app holds no database credentials and cannot bypass the tenant and customer checks of the API.',
      from: { path: '^apps/storefront/' },
      to: { path: '(^|/)packages/db/' },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'Shared packages are the lower layer: they never import an app.',
      from: { path: '^packages/' },
      to: { path: '(^|/)apps/' },
    },
    {
      name: 'apps-not-each-other',
      severity: 'error',
      comment: 'The storefront and the API talk over HTTP only; what both need lives in a package.',
      from: { path: '^apps/(storefront|api)/' },
      to: { path: '(^|/)apps/(storefront|api)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-feature-cycles',
      severity: 'error',
      scope: 'folder',
      comment:
        'Storefront features depend on each other in one direction: move what two features share into a third (primitives, navigation, order-review…) instead of importing both ways.',
      from: { path: '^apps/storefront/src/features/[^/]+$' },
      to: { path: '^apps/storefront/src/features/[^/]+$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*|dist|src/gql|src/generated|\\.turbo)/' },
    // Folder-scope rules (the feature and module cycles) need the folder graph, which metrics builds.
    metrics: true,
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    // The storefront's `@/…` paths, resolved from the repository root (its own tsconfig has no baseUrl).
    tsConfig: { fileName: path.join(__dirname, 'scripts/boundaries/tsconfig.paths.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.d.ts'],
    },
  },
};
