import { PNG } from 'pngjs';

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * A square PNG in the club's colours (a disc of `accent` on `background`): Apple Wallet requires an
 * icon, and the club's logo is an SVG that Wallet cannot show.
 */
export function passIcon(size: number, background: string, accent: string): Buffer {
  const png = new PNG({ width: size, height: size });
  const [br, bg, bb] = rgb(background);
  const [ar, ag, ab] = rgb(accent);
  const centre = (size - 1) / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2;
      const offset = (y * size + x) * 4;
      png.data[offset] = inside ? ar : br;
      png.data[offset + 1] = inside ? ag : bg;
      png.data[offset + 2] = inside ? ab : bb;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
