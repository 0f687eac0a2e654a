'use client';

import { useEffect, useRef } from 'react';
import { drawSeats, type SeatPaint } from './draw-seats';
import { markAfterPaint, PAINT_MARKS } from './paint-marks';

/**
 * Draws the seats whenever what they show changes, at most once per frame, at the screen's pixel
 * density (sharp on phones and retina screens). Nothing is drawn between changes.
 */
export function useSeatCanvas(paint: Omit<SeatPaint, 'dpr'> | null) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const painted = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !paint || paint.width <= 0 || paint.height <= 0) return;
    const frame = requestAnimationFrame(() => {
      const dpr = window.devicePixelRatio || 1;
      const width = Math.round(paint.width * dpr);
      const height = Math.round(paint.height * dpr);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      drawSeats(ctx, { ...paint, dpr });
      // What is on screen, for browser tests: seat units to canvas pixels (x * scale + tx).
      canvas.dataset.transform = `${paint.scale} ${paint.tx} ${paint.ty}`;
      if (!painted.current) {
        painted.current = true;
        markAfterPaint(PAINT_MARKS.block);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [paint]);

  return canvasRef;
}
