// `npm run venue:import -- <club> <plan.json>`: a pretix seating plan into the club's venue.json.
import { venueImport } from '../import/venue-import-command';
import { runCommand } from './run-command';

runCommand((args, tenantsDir, _open, io) => venueImport(args, tenantsDir, io));
