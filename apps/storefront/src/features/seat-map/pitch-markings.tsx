import type { PitchRect } from '@stadio/venues';
import { BasketballCourt } from './pitch-basketball';
import { FootballPitch } from './pitch-football';
import { HockeyRink } from './pitch-hockey';
import { StageFloor } from './pitch-stage';
import type { Arena } from './types';

/**
 * The playing surface at its real proportions and markings, where the venue's layout puts it
 * (venue-layout.ts). Natural colours (grass, ice, wood); only the basketball keys and the stage
 * edge take the club's colour.
 */
export function PitchMarkings({
  arena,
  rect,
  brandColour,
  stageLabel,
}: {
  arena: Pick<Arena, 'pitch'>;
  rect: PitchRect;
  brandColour: string;
  stageLabel: string;
}) {
  return (
    <g transform={`translate(${rect.x} ${rect.y}) scale(${rect.unit})`} aria-hidden="true">
      {arena.pitch === 'football' && <FootballPitch />}
      {arena.pitch === 'hockey' && <HockeyRink />}
      {arena.pitch === 'basketball' && (
        <BasketballCourt paint={`color-mix(in srgb, ${brandColour} 70%, transparent)`} />
      )}
      {arena.pitch === 'stage' && <StageFloor label={stageLabel} accent={brandColour} />}
    </g>
  );
}
