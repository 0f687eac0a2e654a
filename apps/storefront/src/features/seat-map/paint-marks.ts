/** Performance marks read by scripts/bench/seat-map.ts. */
export const PAINT_MARKS = {
  overview: 'seat-map:overview-painted',
  block: 'seat-map:block-painted',
} as const;

/**
 * Sets the mark once the frame with the new content has been painted: rAF runs just before the
 * paint, the task queued from it runs just after.
 */
export function markAfterPaint(name: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => performance.mark(name), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer) clearTimeout(timer);
  };
}
