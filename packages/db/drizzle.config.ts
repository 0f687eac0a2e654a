import { defineConfig } from 'drizzle-kit';

// `npm run generate -w @stadio/db` writes SQL migrations into ./drizzle; they are committed and
// applied by `migrate()` at start-up, so review the generated SQL like any other code.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
