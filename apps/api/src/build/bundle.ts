import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKSPACE_ROOT = path.resolve(API_ROOT, '../..');

/**
 * Third-party packages stay outside the bundle, imported from where they are installed (the
 * absolute path esbuild resolved, so a package that only a workspace package depends on is still
 * found, whatever folder the bundle is written to): several read their own files at run time
 * (pdfkit's fonts, passkit's templates), which a bundle would break.
 */
const packagesStayInstalled: Plugin = {
  name: 'packages-stay-installed',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@stadio/') || args.pluginData === 'resolving') return undefined;
      const found = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: found.external ? args.path : pathToFileURL(found.path).href, external: true };
    });
  },
};

/**
 * Workspace sources find files next to themselves through `import.meta.url` (migrations, the
 * GraphQL schema, the tenants folder); inside a bundle that would be the bundle's address. Each
 * source keeps its own address instead, so the bundle behaves exactly as the sources run by tsx.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Bundles the API (src/main.ts and the workspace packages it uses) into one ES module for
 * production (ADR 0023): no TypeScript compiler in the running process, and a start measured in
 * milliseconds instead of tsx compiling every file. Third-party packages are imported from
 * node_modules; the bundle runs from this checkout (it names the files it reads by their path).
 */
export async function bundleApi(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(API_ROOT, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Resolve third-party packages to the very files Node would load from the sources (never a
    // bundler-only `module` build): the bundle and the packages importing each other share one copy.
    mainFields: ['main'],
    conditions: ['node'],
    sourcemap: 'linked',
    absWorkingDir: WORKSPACE_ROOT,
    logLevel: 'warning',
    plugins: [packagesStayInstalled, ownImportMetaUrl],
  });
}

/** Where `npm run build -w @stadio/api` writes the bundle. */
export const DEFAULT_BUNDLE = path.join(API_ROOT, 'dist/main.mjs');
