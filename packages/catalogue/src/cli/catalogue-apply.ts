// `npm run catalogue:apply -- <club>` (docs/tenant-onboarding.md#catalogue, ADR 0042).
import { catalogueApply } from '../commands/catalogue-apply';
import { runCommand } from './run-command';

runCommand(catalogueApply);
