import { resolveTenantsDir } from '../registry';
import { runNew } from '../scaffold/run-new';

const { exitCode, output } = runNew(process.argv.slice(2), resolveTenantsDir());
(exitCode === 0 ? console.log : console.error)(output);
process.exitCode = exitCode;
