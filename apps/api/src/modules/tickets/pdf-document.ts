import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';

const require = createRequire(import.meta.url);
// DejaVu covers Latin and Cyrillic alike (a Russian holder's name on a Neva ticket), which the
// PDF standard fonts do not.
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** Font names registered on every document. */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

/** A new A4 document with the shop's fonts, titled for PDF readers. */
export function createPdf(info: { title: string; author: string; lang: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: info.lang,
    info: { Title: info.title, Author: info.author, Creator: 'Stadio' },
    autoFirstPage: false,
  });
  doc.registerFont(FONT.regular, path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  return doc;
}

/** Ends a document and resolves with its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Draws the club's logo (an asset of the tenants folder) fitted in a box; a missing or unreadable
 * logo leaves the box empty rather than failing the fan's download.
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  file: string,
  box: { x: number; y: number; size: number },
): void {
  if (!existsSync(file)) return;
  try {
    if (file.endsWith('.svg')) {
      SVGtoPDF(doc, readFileSync(file, 'utf8'), box.x, box.y, {
        width: box.size,
        height: box.size,
        preserveAspectRatio: 'xMidYMid meet',
      });
    } else {
      doc.image(file, box.x, box.y, { fit: [box.size, box.size], align: 'center', valign: 'center' });
    }
  } catch {
    // A broken logo file is the club's to fix (tenants:check); the ticket stays usable without it.
  }
}

/** Draws `text` as a QR code of `size` points, as vector squares so it stays sharp at any zoom. */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; size: number },
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of four modules around the code, as scanners expect.
  const cell = box.size / (modules.size + 8);
  doc.save().rect(box.x, box.y, box.size, box.size).fill('#FFFFFF');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column))
        doc.rect(box.x + (column + 4) * cell, box.y + (row + 4) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill().restore();
}
