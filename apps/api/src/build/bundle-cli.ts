// `npm run build -w @stadio/api`: the production bundle in dist/ (ADR 0023). `npm start` bundles
// its own copy into its data folder at every start, so it never runs a bundle older than the sources.
import { bundleApi, DEFAULT_BUNDLE } from './bundle';

await bundleApi(process.argv[2] ?? DEFAULT_BUNDLE);
