import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';

/*
 * The cookies of the waiting room (ADR 0014), both httpOnly: the visitor id, random, which keeps a
 * fan's place across reloads whether or not they log in; and per event the signed admission, sent
 * only to the order routes, where the hold checks it.
 */

const VISITOR_COOKIE = 'stadio_visitor';
const ADMISSION_PATH = '/api/order';
const VISITOR_MAX_AGE_S = 7 * 24 * 60 * 60;

/** The admission cookie's name for an event (catalogue ids are URL-safe already). */
export const admissionCookieName = (eventId: string) =>
  `stadio_admission_${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const secure = () => env().NODE_ENV === 'production';

/** This browser's visitor id, made and set (for a week, renewed on each visit) when it has none. */
export async function visitorId(): Promise<string> {
  const jar = await cookies();
  const id = jar.get(VISITOR_COOKIE)?.value;
  const visitor = id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : randomBytes(18).toString('base64url');
  jar.set(VISITOR_COOKIE, visitor, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: VISITOR_MAX_AGE_S,
  });
  return visitor;
}

/** Keeps an event's admission until it ends. */
export async function keepAdmission(eventId: string, token: string, until: Date): Promise<void> {
  (await cookies()).set(admissionCookieName(eventId), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: ADMISSION_PATH,
    expires: until,
  });
}

/** Forgets an event's admission (ended, or the waiting room is gone). */
export async function dropAdmission(eventId: string): Promise<void> {
  const jar = await cookies();
  if (jar.has(admissionCookieName(eventId)))
    jar.delete({ name: admissionCookieName(eventId), path: ADMISSION_PATH });
}

/**
 * What a hold hands to the API of this browser's waiting-room cookies (`cookie` reads one by name):
 * for an event, its admission and the visitor id; nothing for a pack.
 */
export function cartAdmission(
  eventId: string | undefined,
  cookie: (name: string) => string | undefined,
): { token: string | undefined; visitorId: string | undefined } {
  if (!eventId) return { token: undefined, visitorId: undefined };
  return { token: cookie(admissionCookieName(eventId)), visitorId: cookie(VISITOR_COOKIE) };
}
