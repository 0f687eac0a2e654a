import { NextResponse } from 'next/server';
import {
  previewMode,
  secretMatches,
  STAFF_COOKIE,
  STAFF_COOKIE_MAX_AGE,
  staffToken,
} from '@/features/theme-preview/staff-access';

/** Staff log-in to the theme preview: checks the secret and sets an HttpOnly cookie holding a token. */
export async function POST(request: Request) {
  const secret = process.env.STAFF_PREVIEW_SECRET ?? '';
  if (previewMode(process.env) !== 'staff')
    return NextResponse.json({ error: 'Not found.' }, { status: 404 });
  const form = await request.formData().catch(() => null);
  const given = form?.get('secret');
  const ok = typeof given === 'string' && secretMatches(given, secret);
  // A relative Location keeps the club's own host (the request URL is the internal one).
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: ok ? '/theme-preview' : '/theme-preview?denied=1' },
  });
  if (ok) {
    response.cookies.set(STAFF_COOKIE, staffToken(secret), {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'strict',
      path: '/',
      maxAge: STAFF_COOKIE_MAX_AGE,
    });
  }
  return response;
}
