import { describe, expect, it } from 'vitest';
import { tenantSchema } from './schema';
import { fixtureJson } from './test-support/temp-tenants';

describe('resale settings of a club (ADR 0021)', () => {
  it('forbids resale when the file says nothing', () => {
    const { resale: _none, ...withoutResale } = fixtureJson();
    expect(tenantSchema.parse(withoutResale).resale).toEqual({ policy: 'forbidden', minPriceCents: 100 });
  });

  it('takes a policy, price bounds and a limit per match or pack', () => {
    const parsed = tenantSchema.parse({
      ...fixtureJson(),
      resale: {
        policy: 'whole_order_only',
        minPriceCents: 500,
        maxPercentOfFaceValue: 100,
        limitPerCampaign: 4,
      },
    });
    expect(parsed.resale).toEqual({
      policy: 'whole_order_only',
      minPriceCents: 500,
      maxPercentOfFaceValue: 100,
      limitPerCampaign: 4,
    });
  });

  it('refuses an unknown policy, a free minimum, a fractional cap and misspelt settings', () => {
    const refused = (resale: unknown) =>
      tenantSchema.safeParse({ ...fixtureJson(), resale }).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused({ policy: 'sometimes' })).toEqual(['resale.policy']);
    expect(refused({ policy: 'no_restriction', minPriceCents: 0 })).toEqual(['resale.minPriceCents']);
    expect(refused({ policy: 'no_restriction', maxPercentOfFaceValue: 99.5 })).toEqual([
      'resale.maxPercentOfFaceValue',
    ]);
    expect(refused({ policy: 'no_restriction', limit: 4 })).toEqual(['resale']);
  });
});
