import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/** How long an e-mailed staff link works (docs/staff-roles.md#invitations). */
export const LINK_VALID_HOURS = 48;
export const LINK_VALID_MS = LINK_VALID_HOURS * 3600 * 1000;

/** A new link token (32 random bytes) and the hash stored in its place: a leaked table opens nothing. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The page a link opens on the club's shop, in the e-mail's language. */
export function invitationUrl(shopOrigin: string, token: string, locale: string): string {
  return `${shopOrigin}/staff/invitation/${encodeURIComponent(token)}?lng=${encodeURIComponent(locale)}`;
}

/** The otpauth:// URI as a PNG data URL, drawn by the library that draws the tickets' QR codes. */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
