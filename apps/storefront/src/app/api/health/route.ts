import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';

const HealthQuery = graphql(`
  query StorefrontHealth {
    health {
      status
      database
    }
    tenant {
      slug
    }
  }
`);

/** Health of the whole chain for a load balancer: storefront → API → database, for this club. */
export async function GET() {
  const tenant = await tenantFromRequest();
  if (!tenant) return Response.json({ status: 'unknown-host' }, { status: 404 });
  const result = await apiClient(tenant.slug).query(HealthQuery, {}).toPromise();
  const healthy =
    !result.error && result.data?.health.database === true && result.data.tenant.slug === tenant.slug;
  return Response.json(
    {
      status: healthy ? 'ok' : 'degraded',
      api: !result.error,
      database: result.data?.health.database ?? false,
    },
    { status: healthy ? 200 : 503 },
  );
}
