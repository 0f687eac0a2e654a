// `npm run venue:generate -- <club> --preset <preset>`: a preset bowl as the club's venue.json.
import { venueGenerate } from '../import/venue-generate-command';
import { runCommand } from './run-command';

runCommand((args, tenantsDir, _open, io) => venueGenerate(args, tenantsDir, io));
