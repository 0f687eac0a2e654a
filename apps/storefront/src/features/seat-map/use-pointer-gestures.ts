'use client';

import { useCallback, useEffect, useRef } from 'react';

/** Movement (px) under which a press is still a click or tap, not a drag. */
const DRAG_THRESHOLD = 5;
/** Wheel delta (px) that doubles or halves the zoom. */
const WHEEL_PER_DOUBLING = 480;

interface Handlers {
  onPan: (dx: number, dy: number) => void;
  /** Zoom by `factor` around the viewport point (px, py). */
  onZoom: (factor: number, px: number, py: number) => void;
}

interface Pointer {
  x: number;
  y: number;
  startX: number;
  startY: number;
}

/**
 * Wheel, drag and two-finger pinch on `element`, reported as pans and zooms in viewport pixels.
 * Returns `consumeDrag`, true once after a gesture that moved, so its trailing click is ignored.
 */
export function usePointerGestures(element: HTMLElement | null, handlers: Handlers): () => boolean {
  const handlersRef = useRef(handlers);
  const dragged = useRef(false);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!element) return;
    const pointers = new Map<number, Pointer>();
    let moving = false;
    const local = (event: PointerEvent | WheelEvent) => {
      const box = element.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };

    // Non-passive so the page does not scroll while the wheel zooms the map.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const { x, y } = local(event);
      handlersRef.current.onZoom(2 ** ((-event.deltaY * unit) / WHEEL_PER_DOUBLING), x, y);
    };

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const { x, y } = local(event);
      pointers.set(event.pointerId, { x, y, startX: x, startY: y });
      if (pointers.size === 1) {
        moving = false;
        // A new gesture: a drag that ended without a click (outside the map) must not eat this one.
        dragged.current = false;
      }
    };

    const onMove = (event: PointerEvent) => {
      const pointer = pointers.get(event.pointerId);
      if (!pointer) return;
      const { x, y } = local(event);
      if (!moving && Math.hypot(x - pointer.startX, y - pointer.startY) < DRAG_THRESHOLD) return;
      if (!moving) {
        moving = true;
        // Captured only once it is a drag: capturing on press would retarget the click of a tap.
        for (const id of pointers.keys()) if (element.hasPointerCapture?.(id) === false) capture(id);
      }
      const others = [...pointers.entries()].filter(([id]) => id !== event.pointerId);
      const other = others[0]?.[1];
      if (other && others.length === 1) {
        const before = Math.hypot(pointer.x - other.x, pointer.y - other.y);
        const after = Math.hypot(x - other.x, y - other.y);
        if (before > 0) handlersRef.current.onZoom(after / before, (x + other.x) / 2, (y + other.y) / 2);
        handlersRef.current.onPan((x - pointer.x) / 2, (y - pointer.y) / 2);
      } else if (pointers.size === 1) {
        handlersRef.current.onPan(x - pointer.x, y - pointer.y);
      }
      pointer.x = x;
      pointer.y = y;
    };

    const capture = (id: number) => {
      try {
        element.setPointerCapture(id);
      } catch {
        // The pointer may already be gone (released between events); nothing to capture then.
      }
    };

    const onUp = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      if (moving) dragged.current = true;
      if (pointers.size === 0) moving = false;
    };

    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
    };
  }, [element]);

  return useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);
}
