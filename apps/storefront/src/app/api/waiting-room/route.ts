import { routeJson } from '@/features/api/route-contract';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { dropAdmission, keepAdmission, visitorId } from '@/features/waiting-room/visitor-cookies';
import { joinWaitingRoom } from '@/features/waiting-room/waiting-room-api';
import { WAITING_ROOM } from '@/features/waiting-room/waiting-room-routes';
import { waitingRoomRequestSchema } from '@/features/waiting-room/waiting-room-status';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';

/**
 * The visitor's place in an event's waiting room (ADR 0014): joins the line the first time, tells
 * the position and wait after that (the page polls this), and once the visitor's turn has come
 * keeps the signed admission in an httpOnly cookie for the hold. Personal: never cached.
 */
export async function POST(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  const body = await readJsonBody(request, waitingRoomRequestSchema, 1024);
  if ('response' in body) return body.response;
  const { eventId, rejoin = false } = body.data;
  const answer = await joinWaitingRoom(tenant.slug, eventId, await visitorId(), rejoin);
  if (!answer.ok) {
    if (answer.failure === 'BAD_INPUT') return errorResponse(400, 'Invalid event id.');
    // The line is kept in the database: the page keeps its place and asks again a little later.
    return Response.json(
      { error: 'The waiting room is unavailable. Please wait.' },
      { status: 503, headers: { 'retry-after': '10', 'cache-control': 'no-store' } },
    );
  }
  const { admissionToken, ...status } = answer.data;
  if (status.state === 'ADMITTED' && admissionToken && status.admittedUntil)
    await keepAdmission(eventId, admissionToken, new Date(status.admittedUntil));
  else if (status.state !== 'WAITING' && status.state !== 'NOT_OPEN') await dropAdmission(eventId);
  return routeJson(WAITING_ROOM, status);
}
