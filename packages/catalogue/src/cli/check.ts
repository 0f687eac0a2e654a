// `npm run tenants:check`: every tenant file, and the catalogue files of the clubs that have them
// (ADR 0042), in one report.
import { runCheck } from '@stadio/tenants/check';
import { catalogueCheck } from '../check/catalogue-check';

const { exitCode, output } = runCheck(process.argv.slice(2), process.cwd(), [catalogueCheck]);
(exitCode === 0 ? console.log : console.error)(output);
process.exitCode = exitCode;
