import { z } from 'zod';
import { payoutsApi } from '@/features/back-office-payouts/payouts-api';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { errorResponse } from '@/lib/read-json-body';

const query = z.object({ batch: z.uuid() });

/**
 * A batch's SEPA credit transfer file, pain.001.001.03 XML (RESALE_PAYOUT), as the API writes it
 * from the batch: the same file at every download, for the club's bank. Never cached.
 */
export async function GET(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return errorResponse(400, 'batch must be the id of a payout batch');
  const result = await payoutsApi(found.tenantSlug).file(found.session, parsed.data.batch);
  if (!result.ok) return staffFailureResponse(result.failure);
  return new Response(result.data.xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${result.data.fileName.replace(/[^A-Za-z0-9._-]/g, '')}"`,
      'cache-control': 'no-store',
    },
  });
}
