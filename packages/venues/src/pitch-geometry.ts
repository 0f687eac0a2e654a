import type { Arena, PitchKind } from './types';

/** Real dimensions in metres (length × width) of each playing surface. */
export const PITCH_SIZE: Record<PitchKind, { length: number; width: number }> = {
  football: { length: 105, width: 68 },
  hockey: { length: 60, width: 30 },
  basketball: { length: 28, width: 15 },
  // A concert or show: the arena floor, with the stage at its left end.
  stage: { length: 40, width: 24 },
};

/** Share of the arena the playing surface takes, so stands have room around it. */
const PITCH_SHARE = 0.5;

export interface PitchRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Arena units per metre, to draw markings at their real size. */
  unit: number;
}

/**
 * Where the playing surface sits: centred, long side horizontal, at its real proportions. The
 * overview, the view from a seat and the demo stadium all use this one rule so they line up.
 */
export function pitchRect(arena: Pick<Arena, 'width' | 'height' | 'pitch'>): PitchRect {
  const size = PITCH_SIZE[arena.pitch];
  const unit = Math.min((arena.width * PITCH_SHARE) / size.length, (arena.height * PITCH_SHARE) / size.width);
  const width = size.length * unit;
  const height = size.width * unit;
  return { x: (arena.width - width) / 2, y: (arena.height - height) / 2, width, height, unit };
}
