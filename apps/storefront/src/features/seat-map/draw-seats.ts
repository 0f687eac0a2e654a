import { categoryColour, textOn } from './colour';
import type { SeatLayout } from './seat-layout';
import type { MapSeat } from './types';
import type { ThemeColours } from './use-theme-colours';

export interface SeatPaint {
  layout: SeatLayout;
  colours: ThemeColours;
  /** Selected seat → ticket number. */
  tickets: ReadonlyMap<string, number>;
  held: ReadonlySet<string>;
  focusedId: string | null;
  hoverId: string | null;
  /** Content → CSS pixels: x * scale + tx. */
  scale: number;
  tx: number;
  ty: number;
  width: number;
  height: number;
  dpr: number;
}

/** Zoom (seat gap in pixels) from which row names, then seat numbers, become readable. */
const ROW_LABELS_FROM = 14;
const SEAT_NUMBERS_FROM = 30;
/** The buyer's seats grow to carry their ticket number, overlapping their neighbours a little at most. */
const SELECTED_MIN_RADIUS = 9;
const SELECTED_MAX_OVERLAP = 0.68;
/** Even on a phone's whole-block view, the buyer's seats stay big enough to spot. */
const SELECTED_SMALLEST_RADIUS = 4.5;
const TICKET_NUMBER_MIN_PX = 7;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

type Shape = 'circle' | 'square';

function addShape(ctx: CanvasRenderingContext2D, shape: Shape, x: number, y: number, r: number) {
  if (shape === 'circle') {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  } else {
    ctx.roundRect(x - r, y - r, 2 * r, 2 * r, r * 0.3);
  }
}

/**
 * Paints a block's seats. Seats are batched into one path per colour and shape, so 2,500 seats
 * cost a handful of fills; seats outside the viewport are skipped.
 */
export function drawSeats(ctx: CanvasRenderingContext2D, p: SeatPaint) {
  const { colours, layout, scale } = p;
  ctx.setTransform(p.dpr, 0, 0, p.dpr, 0, 0);
  ctx.clearRect(0, 0, p.width, p.height);
  const r = Math.max(1, layout.radius * scale);
  const gap = layout.spacing * scale;
  const screen = (seat: MapSeat) => ({ x: seat.x * scale + p.tx, y: seat.y * scale + p.ty });
  const visible = (x: number, y: number) =>
    x > -2 * r && y > -2 * r && x < p.width + 2 * r && y < p.height + 2 * r;

  const batches = new Map<string, { colour: string; shape: Shape; radius: number; points: number[] }>();
  const add = (colour: string, shape: Shape, radius: number, x: number, y: number) => {
    const key = `${colour}|${shape}|${radius}`;
    const batch = batches.get(key) ?? { colour, shape, radius, points: [] };
    batch.points.push(x, y);
    batches.set(key, batch);
  };
  const resale: { x: number; y: number }[] = [];
  const restricted: { x: number; y: number }[] = [];
  const numbered: { seat: MapSeat; x: number; y: number; colour: string }[] = [];
  const special: { seat: MapSeat; x: number; y: number }[] = [];

  for (const row of layout.rows) {
    for (const seat of row.seats) {
      const { x, y } = screen(seat);
      if (!visible(x, y)) continue;
      const shape: Shape = seat.isAccessible ? 'square' : 'circle';
      if (p.tickets.has(seat.id) || p.held.has(seat.id)) {
        special.push({ seat, x, y });
      } else if (!seat.available) {
        add(colours.border, shape, r * 0.72, x, y);
      } else {
        const colour = categoryColour(seat.categoryId, seat.colour);
        add(colour, shape, r, x, y);
        if (seat.isResale) resale.push({ x, y });
        if (seat.isRestrictedView) restricted.push({ x, y });
        if (gap >= SEAT_NUMBERS_FROM) numbered.push({ seat, x, y, colour });
      }
    }
  }

  for (const batch of batches.values()) {
    ctx.beginPath();
    for (let i = 0; i < batch.points.length; i += 2) {
      addShape(ctx, batch.shape, batch.points[i] ?? 0, batch.points[i + 1] ?? 0, batch.radius);
    }
    ctx.fillStyle = batch.colour;
    ctx.fill();
  }

  // Resale seats: a ring cut into the dot, visible without relying on colour.
  ctx.beginPath();
  for (const { x, y } of resale) addShape(ctx, 'circle', x, y, r * 0.45);
  ctx.strokeStyle = colours.bg;
  ctx.lineWidth = Math.max(1, r * 0.22);
  ctx.stroke();

  // Restricted view: a slash across the dot, like the legend's symbol, readable without colour.
  if (restricted.length) {
    ctx.beginPath();
    for (const { x, y } of restricted) {
      ctx.moveTo(x - r * 0.62, y + r * 0.62);
      ctx.lineTo(x + r * 0.62, y - r * 0.62);
    }
    ctx.strokeStyle = colours.bg;
    ctx.lineWidth = Math.max(1, r * 0.24);
    ctx.stroke();
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (numbered.length) {
    ctx.font = `600 ${Math.round(Math.min(12, r * 0.9))}px ${FONT}`;
    for (const { seat, x, y, colour } of numbered) {
      if (seat.isResale || seat.isRestrictedView) continue;
      ctx.fillStyle = textOn(colour);
      ctx.fillText(seat.seatNumber, x, y + 0.5);
    }
  }

  if (gap >= ROW_LABELS_FROM) drawRowNames(ctx, p, gap);
  drawMine(ctx, p, special, r);

  const focused = p.focusedId ? p.layout.byId.get(p.focusedId) : undefined;
  const hovered = p.hoverId && p.hoverId !== p.focusedId ? p.layout.byId.get(p.hoverId) : undefined;
  if (hovered) ring(ctx, screen(hovered), ringRadius(p, hovered, r) + 2, colours.fg, 1.5, colours.bg);
  if (focused) ring(ctx, screen(focused), ringRadius(p, focused, r) + 3, colours.fg, 2.5, colours.bg);
}

function ringRadius(p: SeatPaint, seat: MapSeat, r: number) {
  return p.tickets.has(seat.id) ? selectedRadius(p, r) : r;
}

function selectedRadius(p: SeatPaint, r: number) {
  const roomy = Math.max(SELECTED_SMALLEST_RADIUS, p.layout.spacing * p.scale * SELECTED_MAX_OVERLAP);
  return Math.max(r, Math.min(SELECTED_MIN_RADIUS, roomy));
}

/** A ring with a halo, so it shows on any seat colour and on the page background alike. */
function ring(
  ctx: CanvasRenderingContext2D,
  at: { x: number; y: number },
  radius: number,
  colour: string,
  width: number,
  halo: string,
) {
  ctx.beginPath();
  ctx.arc(at.x, at.y, radius, 0, Math.PI * 2);
  ctx.strokeStyle = halo;
  ctx.lineWidth = width + 3;
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** The buyer's seats: selected ones in the club's colour with their ticket number, held ones ringed. */
function drawMine(
  ctx: CanvasRenderingContext2D,
  p: SeatPaint,
  seats: { seat: MapSeat; x: number; y: number }[],
  r: number,
) {
  const { colours } = p;
  for (const { seat, x, y } of seats) {
    const ticket = p.tickets.get(seat.id);
    if (ticket === undefined) {
      ctx.beginPath();
      ctx.arc(x, y, r * 0.85, 0, Math.PI * 2);
      ctx.strokeStyle = colours.brand;
      ctx.lineWidth = Math.max(1.5, r * 0.3);
      ctx.stroke();
      continue;
    }
    const radius = selectedRadius(p, r);
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fillStyle = colours.brand;
    ctx.fill();
    ctx.strokeStyle = colours.bg;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    const fontPx = Math.round(Math.min(radius * (ticket > 9 ? 0.95 : 1.15), 16));
    if (fontPx < TICKET_NUMBER_MIN_PX) continue;
    ctx.fillStyle = colours.brandContrast;
    ctx.font = `700 ${fontPx}px ${FONT}`;
    ctx.fillText(String(ticket), x, y + 0.5);
  }
}

/** Row names at both ends of each row, once seats are big enough to need them. */
function drawRowNames(ctx: CanvasRenderingContext2D, p: SeatPaint, gap: number) {
  ctx.fillStyle = p.colours.fgMuted;
  ctx.font = `600 ${Math.round(Math.min(13, gap * 0.55))}px ${FONT}`;
  for (const row of p.layout.rows) {
    const first = row.seats[0];
    const last = row.seats[row.seats.length - 1];
    if (!first || !last) continue;
    ctx.textAlign = 'right';
    ctx.fillText(row.name, first.x * p.scale + p.tx - gap * 0.9, first.y * p.scale + p.ty);
    ctx.textAlign = 'left';
    ctx.fillText(row.name, last.x * p.scale + p.tx + gap * 0.9, last.y * p.scale + p.ty);
  }
  ctx.textAlign = 'center';
}
