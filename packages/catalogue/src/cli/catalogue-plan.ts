// `npm run catalogue:plan -- <club>` (docs/tenant-onboarding.md#catalogue, ADR 0042).
import { cataloguePlan } from '../commands/catalogue-apply';
import { runCommand } from './run-command';

runCommand(cataloguePlan);
