import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/*
 * Opens generated PDFs the way a fan's reader and a gate scanner would: poppler's pdftotext and
 * pdftoppm (Debian package poppler-utils), then jsQR on the rendered page.
 */

function withPdf<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, pages separated by form feeds; `layout` keeps columns side by side. */
export function pdfText(pdf: Buffer, options: { layout?: boolean } = {}): string {
  const args = options.layout === false ? [] : ['-layout'];
  return withPdf(pdf, (file) => execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' }));
}

/** Each page rendered as PNG at `dpi`. */
export function renderPages(pdf: Buffer, dpi = 150): Buffer[] {
  return withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name)));
  });
}

/** The text of the QR code found on a rendered page, or undefined. */
export function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Writes a PDF's first page as PNG (for looking at the layout), when STADIO_RENDER_DIR is set. */
export function keepRender(pdf: Buffer, name: string): void {
  const dir = process.env.STADIO_RENDER_DIR;
  if (!dir) return;
  const [page] = renderPages(pdf, 110);
  if (page) writeFileSync(path.join(dir, `${name}.png`), page);
  writeFileSync(path.join(dir, `${name}.pdf`), pdf);
}
