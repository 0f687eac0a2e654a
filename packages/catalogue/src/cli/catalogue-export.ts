// `npm run catalogue:export -- <club>` (docs/tenant-onboarding.md#catalogue, ADR 0042).
import { catalogueExport } from '../commands/catalogue-apply';
import { runCommand } from './run-command';

runCommand(catalogueExport);
