import { runCheck } from '../check/run-check';

const { exitCode, output } = runCheck(process.argv.slice(2));
(exitCode === 0 ? console.log : console.error)(output);
process.exitCode = exitCode;
