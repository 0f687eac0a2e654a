// `npm run catalogue:new -- <club>` (docs/tenant-onboarding.md#catalogue, ADR 0042).
import { catalogueNew } from '../commands/catalogue-new';
import { runCommand } from './run-command';

runCommand((args, tenantsDir, _open, io) => catalogueNew(args, tenantsDir, io));
