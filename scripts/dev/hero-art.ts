/**
 * Draws the home page's hero artwork: a match-night view of a ground (pitch, rink or court in
 * perspective, a crowd in the stands, floodlights or an arena roof) as SVG, rendered to WebP with
 * sharp. No photo can be fetched here, so clubs get an illustration in their colours; the shop
 * falls back to the sport's default when a club has none (docs/adr/0019-club-imagery-and-fonts.md).
 *
 *   npx tsx scripts/dev/hero-art.ts            # the sport defaults and the demo clubs' heroes
 *   npx tsx scripts/dev/hero-art.ts --svg      # also writes the SVG beside each WebP
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../lib/repo-root';

type Ground = 'field' | 'ice' | 'court';

interface Art {
  ground: Ground;
  /** Crowd and banner colours (the club's), most frequent first. */
  colours: string[];
  /** Tint of the night sky or the arena roof. */
  sky: string;
  seed: number;
}

const WIDTH = 1600;
const HEIGHT = 900;
const HORIZON = 250;
const NEAR_Y = 900;
const FAR_Y = 470;

/** Small deterministic PRNG (mulberry32): the same artwork on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ground sizes in metres: length across the picture, width into it. */
const SIZES: Record<Ground, { length: number; width: number; nearHalfPx: number }> = {
  field: { length: 105, width: 68, nearHalfPx: 1150 },
  ice: { length: 60, width: 26, nearHalfPx: 1000 },
  court: { length: 28, width: 15, nearHalfPx: 1000 },
};

/** A perspective camera on the near touchline's middle: ground metres → picture pixels. */
function camera(ground: Ground) {
  const { length, width, nearHalfPx } = SIZES[ground];
  const zFar = (NEAR_Y - HORIZON) / (FAR_Y - HORIZON);
  const k = (zFar - 1) / width;
  const s = nearHalfPx / (length / 2);
  const project = (x: number, y: number): [number, number] => {
    const z = 1 + y * k;
    return [WIDTH / 2 + (x * s) / z, HORIZON + (NEAR_Y - HORIZON) / z];
  };
  const path = (points: [number, number][], close = false) =>
    points
      .map(([x, y], i) => {
        const [px, py] = project(x, y);
        return `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
      })
      .join(' ') + (close ? ' Z' : '');
  const circle = (cx: number, cy: number, r: number, from = 0, to = Math.PI * 2) => {
    const points: [number, number][] = [];
    for (let i = 0; i <= 48; i += 1) {
      const a = from + ((to - from) * i) / 48;
      points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    return path(points, to - from >= Math.PI * 2);
  };
  return { length, width, project, path, circle };
}

function rect(c: ReturnType<typeof camera>, x0: number, y0: number, x1: number, y1: number) {
  return c.path(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    true,
  );
}

function field(c: ReturnType<typeof camera>): string {
  const L = c.length / 2;
  const W = c.width;
  const stripes: string[] = [];
  const margin = 6;
  for (let i = 0; i < 14; i += 1) {
    const x0 = -L - margin + ((2 * (L + margin)) / 14) * i;
    const x1 = x0 + (2 * (L + margin)) / 14;
    stripes.push(`<path d="${rect(c, x0, -8, x1, W + 4)}" fill="${i % 2 ? '#2E7D32' : '#388E3C'}"/>`);
  }
  const line = 'fill="none" stroke="#F1F8E9" stroke-opacity="0.85" stroke-width="3"';
  return `<g>${stripes.join('')}
<path d="${rect(c, -L, 0, L, W)}" ${line}/>
<path d="${c.path([
    [0, 0],
    [0, W],
  ])}" ${line}/>
<path d="${c.circle(0, W / 2, 9.15)}" ${line}/>
<path d="${rect(c, -L, W / 2 - 20.16, -L + 16.5, W / 2 + 20.16)}" ${line}/>
<path d="${rect(c, L - 16.5, W / 2 - 20.16, L, W / 2 + 20.16)}" ${line}/>
<path d="${rect(c, -L, W / 2 - 9.16, -L + 5.5, W / 2 + 9.16)}" ${line}/>
<path d="${rect(c, L - 5.5, W / 2 - 9.16, L, W / 2 + 9.16)}" ${line}/>
<path d="${c.circle(-L + 11, W / 2, 9.15, -0.93, 0.93)}" ${line}/>
<path d="${c.circle(L - 11, W / 2, 9.15, Math.PI - 0.93, Math.PI + 0.93)}" ${line}/>
</g>`;
}

function ice(c: ReturnType<typeof camera>, colours: string[]): string {
  const L = c.length / 2;
  const W = c.width;
  const r = 8.5;
  const outline: [number, number][] = [];
  const corner = (cx: number, cy: number, from: number) => {
    for (let i = 0; i <= 12; i += 1) {
      const a = from + (Math.PI / 2) * (i / 12);
      outline.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  };
  corner(L - r, W - r, 0);
  corner(-L + r, W - r, Math.PI / 2);
  corner(-L + r, r, Math.PI);
  corner(L - r, r, (3 * Math.PI) / 2);
  const rink = c.path(outline, true);
  const blue = 'fill="none" stroke="#1E5AA8" stroke-width="7"';
  const red = 'fill="none" stroke="#C62828" stroke-width="3"';
  const circles = [
    [-L + 9.5, W / 2 - 6.7],
    [-L + 9.5, W / 2 + 6.7],
    [L - 9.5, W / 2 - 6.7],
    [L - 9.5, W / 2 + 6.7],
  ]
    .map(([x, y]) => `<path d="${c.circle(x ?? 0, y ?? 0, 4.5)}" ${red}/>`)
    .join('');
  return `<g>
<path d="${c.path(
    [
      [-L - 12, -6],
      [L + 12, -6],
      [L + 12, W + 4],
      [-L - 12, W + 4],
    ],
    true,
  )}" fill="#20242C"/>
<path d="${rink}" fill="url(#ice)"/>
<path d="${c.path([
    [0, 0],
    [0, W],
  ])}" fill="none" stroke="#C62828" stroke-width="8"/>
<path d="${c.path([
    [-8.5, 0],
    [-8.5, W],
  ])}" ${blue}/>
<path d="${c.path([
    [8.5, 0],
    [8.5, W],
  ])}" ${blue}/>
<path d="${c.path([
    [-L + 3.4, 1.5],
    [-L + 3.4, W - 1.5],
  ])}" ${red}/>
<path d="${c.path([
    [L - 3.4, 1.5],
    [L - 3.4, W - 1.5],
  ])}" ${red}/>
<path d="${c.circle(0, W / 2, 4.5)}" fill="none" stroke="#1E5AA8" stroke-width="3"/>
${circles}
<path d="${rink}" fill="none" stroke="${colours[0]}" stroke-width="10" stroke-opacity="0.9"/>
<path d="${rink}" fill="none" stroke="#F5F5F5" stroke-width="4"/>
</g>`;
}

function court(c: ReturnType<typeof camera>, colours: string[]): string {
  const L = c.length / 2;
  const W = c.width;
  const planks: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const y0 = -3 + (i * (W + 6)) / 30;
    planks.push(
      `<path d="${rect(c, -L - 4, y0, L + 4, y0 + (W + 6) / 30)}" fill="${
        ['#C98E55', '#D39A60', '#C4874E', '#CF965B'][i % 4]
      }"/>`,
    );
  }
  const line = 'fill="none" stroke="#FFFFFF" stroke-opacity="0.92" stroke-width="3"';
  const key = (side: 1 | -1) =>
    `<path d="${rect(c, side * L, W / 2 - 2.45, side * (L - 5.8), W / 2 + 2.45)}" fill="${
      colours[0]
    }" fill-opacity="0.85"/>` +
    `<path d="${rect(c, side * L, W / 2 - 2.45, side * (L - 5.8), W / 2 + 2.45)}" ${line}/>` +
    `<path d="${
      side === -1
        ? c.circle(-L + 1.575, W / 2, 6.75, -1.35, 1.35)
        : c.circle(L - 1.575, W / 2, 6.75, Math.PI - 1.35, Math.PI + 1.35)
    }" ${line}/>`;
  return `<g>
<path d="${c.path(
    [
      [-L - 6, -5],
      [L + 6, -5],
      [L + 6, W + 4],
      [-L - 6, W + 4],
    ],
    true,
  )}" fill="${colours[1] ?? '#1A1A1A'}"/>
${planks.join('')}
<path d="${rect(c, -L, 0, L, W)}" ${line}/>
<path d="${c.path([
    [0, 0],
    [0, W],
  ])}" ${line}/>
<path d="${c.circle(0, W / 2, 1.8)}" fill="${colours[0]}" fill-opacity="0.85" stroke="#FFFFFF" stroke-width="3"/>
${key(-1)}${key(1)}
</g>`;
}

/** Rows of fans from the far touchline up to the roof, blurred a little like a long lens would. */
function crowd(art: Art, rnd: () => number): string {
  const dots: string[] = [];
  const palette = [
    ...Array(7).fill(art.colours[0]),
    ...Array(4).fill(art.colours[1] ?? art.colours[0]),
    '#F5F5F5',
    '#F5F5F5',
    '#2B2B2B',
    '#3A3A3A',
    '#4A4540',
    '#1F1F1F',
    '#5A5048',
  ] as string[];
  const top = art.ground === 'field' ? 170 : 150;
  for (let y = FAR_Y - 18; y > top; y -= 6.5) {
    // Rows nearer the pitch are larger; the stand curves up at the ends.
    const depth = (FAR_Y - y) / (FAR_Y - top);
    const size = 3.6 - depth * 1.4;
    for (let x = -10; x < WIDTH + 10; x += size * 2.1) {
      const curve = Math.pow((x - WIDTH / 2) / (WIDTH / 2), 2) * 70;
      const cy = y - curve + (rnd() - 0.5) * 2;
      if (cy < top - 60) continue;
      const colour = palette[Math.floor(rnd() * palette.length)];
      dots.push(
        `<circle cx="${(x + (rnd() - 0.5) * 2).toFixed(1)}" cy="${cy.toFixed(1)}" r="${(
          size *
          (0.8 + rnd() * 0.35)
        ).toFixed(2)}" fill="${colour}"/>`,
      );
    }
  }
  return `<g filter="url(#soft)" opacity="0.92">${dots.join('')}</g>`;
}

/** A tifo across the middle of the stand in the club's colours. */
function tifo(art: Art): string {
  const stripes = art.colours.slice(0, 2);
  const w = 520;
  const x0 = WIDTH / 2 - w / 2;
  const bands = Array.from({ length: 8 }, (_, i) => {
    const colour = stripes[i % stripes.length];
    return `<rect x="${x0 + (i * w) / 8}" y="300" width="${w / 8 + 0.5}" height="120" fill="${colour}"/>`;
  }).join('');
  return `<g opacity="0.82" filter="url(#soft)">${bands}</g>`;
}

function sky(art: Art): string {
  if (art.ground === 'field') {
    const towers = [140, 1460]
      .map(
        (x) => `<g>
<rect x="${x - 3}" y="60" width="6" height="150" fill="#11151C"/>
<rect x="${x - 46}" y="40" width="92" height="34" rx="4" fill="#E8EEF6"/>
<circle cx="${x}" cy="57" r="180" fill="url(#glow)"/>
<path d="M${x - 40} 74 L${x < WIDTH / 2 ? 640 : 960} 760 L${x < WIDTH / 2 ? 260 : 1340} 760 Z" fill="url(#beam)" opacity="0.35"/>
</g>`,
      )
      .join('');
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/>
<path d="M0 170 Q${WIDTH / 2} 120 ${WIDTH} 170 L${WIDTH} 200 Q${WIDTH / 2} 150 0 200 Z" fill="#0A0D12"/>
${towers}`;
  }
  const lights = Array.from({ length: 24 }, (_, i) => {
    const x = 60 + i * 64;
    return `<circle cx="${x}" cy="${60 + Math.abs(i - 11.5) * 2}" r="5" fill="#FFF8E1"/><circle cx="${x}" cy="${
      60 + Math.abs(i - 11.5) * 2
    }" r="40" fill="url(#glow)" opacity="0.55"/>`;
  }).join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/>
<path d="M0 0 H${WIDTH} V140 Q${WIDTH / 2} 100 0 140 Z" fill="#07090D" opacity="0.85"/>
${lights}
<g>
<rect x="${WIDTH / 2 - 110}" y="96" width="220" height="120" rx="10" fill="#0B0E14" stroke="#2A2F3A" stroke-width="4"/>
<rect x="${WIDTH / 2 - 96}" y="110" width="192" height="76" rx="4" fill="${art.colours[0]}" opacity="0.9"/>
<rect x="${WIDTH / 2 - 96}" y="190" width="192" height="16" rx="3" fill="#F5F5F5" opacity="0.7"/>
<circle cx="${WIDTH / 2}" cy="150" r="220" fill="url(#glow)" opacity="0.35"/>
</g>`;
}

export function heroSvg(art: Art): string {
  const rnd = random(art.seed);
  const c = camera(art.ground);
  const ground =
    art.ground === 'field' ? field(c) : art.ground === 'ice' ? ice(c, art.colours) : court(c, art.colours);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#05070B"/><stop offset="0.45" stop-color="${art.sky}"/><stop offset="1" stop-color="#11151C"/>
</linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.9"/><stop offset="0.25" stop-color="#FFF6D8" stop-opacity="0.35"/><stop offset="1" stop-color="#FFF6D8" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.7"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient>
<linearGradient id="ice" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#DCE7F2"/><stop offset="1" stop-color="#F7FAFD"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.55" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="1.1"/></filter>
<filter id="haze"><feGaussianBlur stdDeviation="0.6"/></filter>
</defs>
${sky(art)}
${crowd(art, rnd)}
${tifo(art)}
<rect x="0" y="${FAR_Y - 14}" width="${WIDTH}" height="16" fill="#0B0E14"/>
<rect x="0" y="${FAR_Y - 12}" width="${WIDTH}" height="8" fill="${art.colours[0]}" opacity="0.85"/>
<g filter="url(#haze)">${ground}</g>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
</svg>`;
}

const SPORT_DEFAULTS: Record<Ground, Art> = {
  field: { ground: 'field', colours: ['#1E3A5F', '#C9A227'], sky: '#16233A', seed: 11 },
  ice: { ground: 'ice', colours: ['#B71C1C', '#F5F5F5'], sky: '#1A1F2B', seed: 12 },
  court: { ground: 'court', colours: ['#E65100', '#1A1A1A'], sky: '#1C1A22', seed: 13 },
};

const CLUBS: Record<string, Art> = {
  riviera: { ground: 'field', colours: ['#0B2A5B', '#D4A017'], sky: '#12264A', seed: 21 },
  amstel: { ground: 'ice', colours: ['#C2410C', '#111111'], sky: '#231A17', seed: 22 },
  neva: { ground: 'court', colours: ['#C8102E', '#14B8A6'], sky: '#1A1216', seed: 23 },
};

async function write(art: Art, file: string, withSvg: boolean) {
  const svg = heroSvg(art);
  if (withSvg) writeFileSync(file.replace(/\.webp$/, '.svg'), svg);
  await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toFile(file);
  console.log(path.relative(REPO_ROOT, file));
}

async function main() {
  const withSvg = process.argv.includes('--svg');
  for (const [ground, art] of Object.entries(SPORT_DEFAULTS))
    await write(
      art,
      path.join(REPO_ROOT, `apps/storefront/src/features/home/hero-art/${ground}.webp`),
      withSvg,
    );
  for (const [slug, art] of Object.entries(CLUBS))
    await write(art, path.join(REPO_ROOT, `tenants/${slug}/hero.webp`), withSvg);
}

void main();
