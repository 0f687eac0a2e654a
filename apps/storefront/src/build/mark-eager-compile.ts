// Run after `next build` (package.json): marks the build's client chunks for eager compilation.
import { markChunksForEagerCompile } from './eager-compile';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const changed = await markChunksForEagerCompile(distDir);
process.stdout.write(`eager compile hint: ${changed.length} chunks in ${distDir}/static/chunks\n`);
