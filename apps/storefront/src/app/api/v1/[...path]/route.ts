import { forwardReadApi } from '@/features/read-api/forward-read-api';

/*
 * The read API for the club's systems (docs/integrations.md#read-api): GET and HEAD go to the API;
 * the other methods are answered 405 by the shop itself, in the API's error shape.
 */

export const GET = forwardReadApi;
export const HEAD = forwardReadApi;
export const POST = forwardReadApi;
export const PUT = forwardReadApi;
export const PATCH = forwardReadApi;
export const DELETE = forwardReadApi;
