import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_PORT } from './hosts';

/*
 * A ticket's QR code as a gate reads it: the PDF the fan downloads, rendered by poppler's pdftoppm,
 * decoded with jsQR, then checked by the API's gate verification (signature with the club's key
 * and the ticket's current QR version, ADR 0009), the stack's API called as the storefront does.
 */

/** A ticket's PDF, downloaded in the fan's browser session. */
async function ticketPdf(page: Page, ticketId: string): Promise<Buffer> {
  const download = await page.evaluate(async (id) => {
    const response = await fetch(`/api/tickets/${id}/pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, base64: btoa(binary) };
  }, ticketId);
  if (download.status !== 200) throw new Error(`ticket ${ticketId}: PDF answered ${download.status}`);
  return Buffer.from(download.base64, 'base64');
}

/** The gate code printed beside the ticket's number on its PDF (ADR 0044), e.g. `K7M2-QXA9`. */
export async function ticketGateCode(page: Page, ticketId: string): Promise<string> {
  return gateCodeOfPdf(await ticketPdf(page, ticketId), ticketId);
}

/** The gate code printed on a ticket's PDF, however it was downloaded. */
export function gateCodeOfPdf(pdf: Buffer, ticketId: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-e2e-code-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const code = /\b[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/.exec(text)?.[0];
    if (!code) throw new Error(`ticket ${ticketId}: no gate code on the PDF`);
    return code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The QR code text of a ticket's PDF, downloaded in the fan's browser session. */
export async function ticketQr(page: Page, ticketId: string): Promise<string> {
  return qrOfPdf(await ticketPdf(page, ticketId), ticketId);
}

/** The QR code text of a ticket's PDF, however it was downloaded. */
export function qrOfPdf(pdf: Buffer, ticketId: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-e2e-qr-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const [rendered] = readdirSync(dir).filter((name) => name.endsWith('.png'));
    if (!rendered) throw new Error('pdftoppm rendered no page');
    const image = PNG.sync.read(readFileSync(path.join(dir, rendered)));
    const qr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
    if (!qr) throw new Error(`ticket ${ticketId}: no QR code found on the PDF`);
    return qr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the gate says of a QR code at a club: valid, or the reason it is refused. */
export async function gateCheck(
  dataDir: string,
  tenantSlug: string,
  token: string,
): Promise<{ valid: boolean; rejection: string | null; ticketId: string | null }> {
  // The stack's generated secrets (scripts/lib/secrets.ts), as its storefront reads them.
  const { STOREFRONT_SECRET } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    STOREFRONT_SECRET: string;
  };
  const response = await fetch(`http://127.0.0.1:${E2E_PORT + 1000}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-storefront-secret': STOREFRONT_SECRET,
      'x-tenant-slug': tenantSlug,
    },
    body: JSON.stringify({
      query: 'query ($token: String!) { verifyTicketToken(token: $token) { valid rejection ticketId } }',
      variables: { token },
    }),
  });
  const body = (await response.json()) as {
    data?: { verifyTicketToken: { valid: boolean; rejection: string | null; ticketId: string | null } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`gate check failed: ${JSON.stringify(body.errors)}`);
  return body.data.verifyTicketToken;
}
