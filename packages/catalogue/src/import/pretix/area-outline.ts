import {
  insidePolygon,
  polygonArea,
  polygonCentroid,
  polygonPath,
  rotateClockwise,
  round,
  type Point,
} from '../geometry';
import type { PretixArea } from './pretix-plan-schema';

/** A shape of a zone, in plan coordinates, as a block outline. */
export interface AreaOutline {
  path: string;
  centre: Point;
  surface: number;
  contains(point: Point): boolean;
}

/**
 * An area of a pretix zone as an outline in plan coordinates, or undefined for a text or a shape
 * without a size. pretix's JSON schema says only that `rotation` is "degrees clockwise around the
 * point specified in position"; the rest is how this importer reads an area, the way plans written
 * for pretix draw them:
 * - every area is placed from the zone's position, as rows are;
 * - a rectangle's `position` is its top-left corner; a circle's and an ellipse's is the centre,
 *   `ellipse.radius` the two half-axes;
 * - a polygon's points are relative to the area's `position`.
 */
export function areaOutline(area: PretixArea, zoneOrigin: Point): AreaOutline | undefined {
  const at = { x: zoneOrigin.x + (area.position?.x ?? 0), y: zoneOrigin.y + (area.position?.y ?? 0) };
  const rotation = area.rotation ?? 0;
  const shape =
    area.shape ?? (area.width !== undefined && area.height !== undefined ? 'rectangle' : undefined);

  const polygon = (points: Point[]): AreaOutline | undefined => {
    const turned = points.map((p) => rotateClockwise(p, rotation, at));
    const surface = polygonArea(turned);
    if (turned.length < 3 || surface <= 0) return undefined;
    return {
      path: polygonPath(turned),
      centre: polygonCentroid(turned),
      surface,
      contains: (p) => insidePolygon(p, turned),
    };
  };

  switch (shape) {
    case 'rectangle': {
      const width = area.rectangle?.width ?? area.width ?? 0;
      const height = area.rectangle?.height ?? area.height ?? 0;
      if (width <= 0 || height <= 0) return undefined;
      return polygon([
        at,
        { x: at.x + width, y: at.y },
        { x: at.x + width, y: at.y + height },
        { x: at.x, y: at.y + height },
      ]);
    }
    case 'polygon':
      return polygon((area.polygon?.points ?? []).map((p) => ({ x: at.x + p.x, y: at.y + p.y })));
    case 'circle':
    case 'ellipse': {
      const rx = shape === 'circle' ? (area.circle?.radius ?? 0) : (area.ellipse?.radius.x ?? 0);
      const ry = shape === 'circle' ? (area.circle?.radius ?? 0) : (area.ellipse?.radius.y ?? 0);
      if (rx <= 0 || ry <= 0) return undefined;
      const a = (rotation * Math.PI) / 180;
      const left = rotateClockwise({ x: at.x - rx, y: at.y }, rotation, at);
      const right = rotateClockwise({ x: at.x + rx, y: at.y }, rotation, at);
      const arc = (to: Point) =>
        `A ${round(rx, 1)} ${round(ry, 1)} ${round(rotation, 2)} 1 0 ${round(to.x, 1)} ${round(to.y, 1)}`;
      return {
        path: `M ${round(left.x, 1)} ${round(left.y, 1)} ${arc(right)} ${arc(left)} Z`,
        centre: at,
        surface: Math.PI * rx * ry,
        contains: (p) => {
          // Into the ellipse's own axes: turn the point back by the rotation.
          const dx = p.x - at.x;
          const dy = p.y - at.y;
          const u = dx * Math.cos(a) + dy * Math.sin(a);
          const v = -dx * Math.sin(a) + dy * Math.cos(a);
          return (u / rx) ** 2 + (v / ry) ** 2 <= 1;
        },
      };
    }
    default:
      return undefined;
  }
}
