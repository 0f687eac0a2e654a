import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveTenantsDir } from '@stadio/tenants';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Serves club branding files (logos, banners, documents) straight from the tenants folder. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const type = CONTENT_TYPES[path.extname(segments.at(-1) ?? '').toLowerCase()];
  if (!type || segments.length < 2 || !segments.every((s) => SAFE_SEGMENT.test(s))) {
    return Response.json({ error: 'Unknown asset.' }, { status: 404 });
  }
  try {
    const body = await readFile(path.join(/*turbopackIgnore: true*/ resolveTenantsDir(), ...segments));
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
        // SVGs are club artwork, never scripts.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
      },
    });
  } catch {
    return Response.json({ error: 'Unknown asset.' }, { status: 404 });
  }
}
