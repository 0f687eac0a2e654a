/** The playing surface drawn in the middle of the overview; it also orients the "view from seat". */
export type PitchKind = 'football' | 'hockey' | 'basketball' | 'stage';

/**
 * The venue's drawing space. Block contours and label points are in these units; the playing
 * surface is centred in it and sized by `pitchRect` (pitch-geometry.ts).
 */
export interface Arena {
  width: number;
  height: number;
  pitch: PitchKind;
}
