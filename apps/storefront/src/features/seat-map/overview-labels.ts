/** Block names are drawn at most this many screen pixels high, and hidden below the minimum. */
const LABEL_PX = 11;
const LABEL_MIN_PX = 8;
/** Largest name, as a share of the venue's usual block size: a generated bowl's 59-unit blocks get 11-unit names. */
const LABEL_SHARE = 0.186;
/** Sizes a name takes up to its largest, so a zoom changes the labels' size now and then, not at every step. */
const LABEL_STEPS = 22;
/** Hatching of sold-out blocks, as a share of the usual block size (6 units in a generated bowl). */
const HATCH_SHARE = 0.102;

const tidy = (value: number, digits: number) => Number(value.toPrecision(digits));

/**
 * The size of block names in drawing units at a zoom (`scale`: pixels per unit), for any venue's
 * units: as large as the venue's blocks allow, no more than LABEL_PX on screen, and whether they
 * are big enough to read at all.
 */
export function blockLabelSize(scale: number, blockSize: number): { fontSize: number; visible: boolean } {
  const largest = tidy(LABEL_SHARE * blockSize, 2);
  const step = largest / LABEL_STEPS;
  const wanted = Math.min(largest, LABEL_PX / scale);
  const fontSize = tidy(Math.max(step, Math.round(wanted / step) * step), 4);
  return { fontSize, visible: scale * fontSize >= LABEL_MIN_PX };
}

/** The period of the sold-out hatching in drawing units. */
export function hatchSize(blockSize: number): number {
  return tidy(HATCH_SHARE * blockSize, 1);
}

/** Browsers raise font sizes below a minimum (Chromium: 6, in user units, before the SVG is scaled). */
const SMALLEST_FONT = 8;

/**
 * How many times larger than `fontSize` block names are written, inside a group scaled back down
 * by as much, so a venue drawn in small units (metres) does not get its names raised to the
 * browser's minimum font size and drawn huge. 1 (no scaling) for a generated bowl's 11 units.
 */
export function labelMagnification(fontSize: number): number {
  if (!(fontSize > 0) || fontSize >= SMALLEST_FONT) return 1;
  return 10 ** Math.ceil(Math.log10(SMALLEST_FONT / fontSize));
}
