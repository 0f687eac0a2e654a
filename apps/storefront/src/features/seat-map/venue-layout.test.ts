import {
  boxAround,
  footballStadiumSpec,
  generateStadium,
  outlinePolygons,
  type OutlineBox,
  pitchRect,
  plainVenueNaming,
} from '@stadio/venues';
import { describe, expect, it } from 'vitest';
import { blockLabelSize, hatchSize, labelMagnification } from './overview-labels';
import { pitchShape, seatCamera, standQuads } from './seat-view-geometry';
import { SURFACES } from './seat-view-surface';
import type { Arena } from './types';
import { venueLayout } from './venue-layout';

/**
 * A small hall as a club file describes it (no generator): a 60 × 40 drawing round a stage, two
 * rectangular side blocks written in different path styles, and a balcony whose front is a curve
 * and whose back is an arc.
 */
const HALL: Arena = { width: 60, height: 40, pitch: 'stage' };
const HALL_BLOCKS = [
  { id: 'A', contour: 'M 2 9 H 14 V 33 H 2 Z', labelX: 8, labelY: 21 },
  { id: 'B', contour: 'm46 9h12v24h-12z', labelX: 52, labelY: 21 },
  { id: 'C', contour: 'M 15 29 Q 30 23 45 29 L 45 38 A 60 60 0 0 1 15 38 Z', labelX: 30, labelY: 33 },
];

const contains = (outer: OutlineBox, inner: OutlineBox) =>
  outer.x <= inner.x + 1e-9 &&
  outer.y <= inner.y + 1e-9 &&
  outer.x + outer.width >= inner.x + inner.width - 1e-9 &&
  outer.y + outer.height >= inner.y + inner.height - 1e-9;
const boxOf = (contour: string) => {
  const box = boxAround(outlinePolygons(contour).flat());
  if (!box) throw new Error(`no box for ${contour}`);
  return box;
};

describe('the layout of a venue described by data', () => {
  const layout = venueLayout(HALL, HALL_BLOCKS);

  it('draws the stage in the middle, shrunk just enough to clear a balcony that reaches in', () => {
    const usual = pitchRect(HALL);
    const { pitch } = layout;
    // Same middle, same proportions, smaller: the balcony's curved front is 26 units down at most.
    expect(pitch.x + pitch.width / 2).toBeCloseTo(30);
    expect(pitch.y + pitch.height / 2).toBeCloseTo(20);
    expect(pitch.width / pitch.height).toBeCloseTo(usual.width / usual.height);
    expect(pitch.unit / usual.unit).toBeCloseTo(pitch.width / usual.width);
    expect(pitch.y + pitch.height).toBeLessThanOrEqual(26);
    expect(pitch.y + pitch.height).toBeGreaterThan(25.9);
  });

  it('fits the blocks, the stage and the balcony’s arc, at the drawing’s proportions, inside it', () => {
    const { bounds } = layout;
    expect(bounds.width / bounds.height).toBeCloseTo(60 / 40);
    for (const block of HALL_BLOCKS) expect(contains(bounds, boxOf(block.contour)), block.id).toBe(true);
    expect(contains(bounds, layout.pitch)).toBe(true);
    // The arc bulges below its ends (y 38) to nearly the drawing's edge.
    expect(
      boxOf(HALL_BLOCKS[2]?.contour ?? '').y + boxOf(HALL_BLOCKS[2]?.contour ?? '').height,
    ).toBeGreaterThan(39.5);
    expect(contains({ x: 0, y: 0, width: 60, height: 40 }, bounds)).toBe(true);
  });

  it('sizes block names and hatching to the hall’s blocks, not to a stadium’s units', () => {
    // The side blocks are 12 units wide; the balcony is deeper than that.
    expect(layout.blockSize).toBe(12);
    // On a 600-px map (about 10 px per unit), names are 11 px high, as in a stadium.
    const scale = 600 / layout.bounds.width;
    const label = blockLabelSize(scale, layout.blockSize);
    expect(label.visible).toBe(true);
    expect(label.fontSize * scale).toBeCloseTo(11, 0);
    // Never larger than a block allows, however far the fan zooms out.
    expect(blockLabelSize(0.01, layout.blockSize).fontSize).toBeCloseTo(2.2);
    expect(hatchSize(layout.blockSize)).toBe(1);
    // Written ten times larger in a group scaled back: browsers would raise 1.1 to their minimum.
    expect(labelMagnification(label.fontSize)).toBe(10);
  });

  it('views the stage from a block over the other blocks, leaving out the one the fan sits in', () => {
    const from = HALL_BLOCKS[0];
    if (!from) throw new Error('no block');
    const camera = seatCamera(HALL, layout.pitch, { x: from.labelX, y: from.labelY }, 320, 180);
    const stands = standQuads(camera, HALL_BLOCKS, from.id);
    expect(stands.length).toBeGreaterThan(0);
    expect(stands.length).toBeLessThanOrEqual(2);
    expect(
      stands.flatMap((quad) => quad.points).every((p) => Number.isFinite(p.x) && Number.isFinite(p.y)),
    ).toBe(true);
    // The stage is in front of the camera and on the picture.
    const floor = pitchShape(camera, SURFACES.stage()[1]?.points ?? []);
    expect(floor.length).toBeGreaterThan(2);
    expect(floor.some((p) => p.x > 0 && p.x < 320 && p.y > 0 && p.y < 180)).toBe(true);
  });
});

describe('the layout of a generated bowl', () => {
  const naming = plainVenueNaming('stade', 'Stade');

  const bowl = generateStadium(footballStadiumSpec(naming));
  const arena: Arena = { width: bowl.arena.width, height: bowl.arena.height, pitch: 'football' };
  const layout = venueLayout(arena, bowl.blocks);

  it('keeps the pitch where the bowl was laid out round it, and fits the bowl', () => {
    expect(layout.pitch).toEqual(pitchRect(arena));
    for (const block of bowl.blocks) expect(contains(layout.bounds, boxOf(block.contour))).toBe(true);
    // Its outer tier reaches the drawing's edges: the frame is the whole drawing, as it always was.
    expect(layout.bounds).toEqual({ x: 0, y: 0, width: arena.width, height: arena.height });
  });

  it('draws names and hatching at the sizes the map always had (11 and 6 units)', () => {
    expect(blockLabelSize(0.6, layout.blockSize)).toEqual({ fontSize: 11, visible: false });
    expect(blockLabelSize(1, layout.blockSize)).toEqual({ fontSize: 11, visible: true });
    expect(blockLabelSize(2, layout.blockSize).fontSize).toBe(5.5);
    expect(hatchSize(layout.blockSize)).toBe(6);
    expect(labelMagnification(11)).toBe(1);
  });

  it('sees the stands opposite from a block', () => {
    const block = bowl.blocks[0];
    if (!block) throw new Error('no block');
    const camera = seatCamera(arena, layout.pitch, { x: block.labelX, y: block.labelY }, 320, 180);
    const stands = standQuads(camera, bowl.blocks, block.id);
    expect(stands.length).toBeGreaterThan(bowl.blocks.length / 3);
    expect(new Set(stands.map((quad) => quad.tier))).toEqual(new Set([0, 1]));
  });
});
