import { tenantFixture } from '@stadio/db/testing';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { authenticateStorefront } from './authenticate-storefront';

const secret = 'a-storefront-secret-of-at-least-32-chars';
const riviera = tenantSchema.parse(tenantFixture('riviera'));
const options = {
  storefrontSecret: secret,
  findTenant: (slug: string) => (slug === 'riviera' ? riviera : undefined),
};

describe('authenticateStorefront', () => {
  it('trusts the slug only with the right secret', () => {
    expect(
      authenticateStorefront({ 'x-storefront-secret': secret, 'x-tenant-slug': 'riviera' }, options),
    ).toEqual({
      ok: true,
      tenant: riviera,
    });
    expect(authenticateStorefront({ 'x-tenant-slug': 'riviera' }, options)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(
      authenticateStorefront({ 'x-storefront-secret': `${secret}x`, 'x-tenant-slug': 'riviera' }, options),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it('tells a missing slug (400) from an unknown one (404)', () => {
    expect(authenticateStorefront({ 'x-storefront-secret': secret }, options)).toMatchObject({ status: 400 });
    expect(
      authenticateStorefront({ 'x-storefront-secret': secret, 'x-tenant-slug': 'other' }, options),
    ).toMatchObject({
      status: 404,
    });
  });
});
