import type { StaffRole } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { createStaff } from '../staff/create-staff';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import {
  RETURN_URL,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-fixtures/payments-testbed';
import { START_CHECKOUT } from '../payments/test-fixtures/payment-operations';
import { raceSeat } from '../orders/test-fixtures/orders-fixture';
import { ORDER_DISCOUNTS, type OrderDiscountsData } from '../promo/test-fixtures/promo-fixture';

const SUCCESS = '4242 4242 4242 4242';
const CODE_FIELDS = `id name label percent amount on combinable usageLimit perCustomerLimit validFrom validUntil
  matches categories products active state used confirmedOrders revenue discount batchId`;
const LIST = `query ($session: StaffSessionInput!, $state: BackOfficePromoState, $search: String) {
  backOfficePromoCodes(session: $session, state: $state, search: $search) { ${CODE_FIELDS} } }`;
const ONE = `query ($session: StaffSessionInput!, $id: ID!) { backOfficePromoCode(session: $session, id: $id) {
  code { ${CODE_FIELDS} } uses { orderId status customerEmail total discount } } }`;
const CREATE = `mutation ($session: StaffSessionInput!, $input: BackOfficePromoCodeInput!) {
  backOfficeCreatePromoCode(session: $session, input: $input) { ${CODE_FIELDS} } }`;
const UPDATE = `mutation ($session: StaffSessionInput!, $id: ID!, $input: BackOfficePromoCodeInput!) {
  backOfficeUpdatePromoCode(session: $session, id: $id, input: $input) { ${CODE_FIELDS} } }`;
const ACTIVE = `mutation ($session: StaffSessionInput!, $id: ID!, $active: Boolean!) {
  backOfficeSetPromoCodeActive(session: $session, id: $id, active: $active) { id active state } }`;
const BATCH = `mutation ($session: StaffSessionInput!, $input: BackOfficePromoBatchInput!) {
  backOfficeCreatePromoBatch(session: $session, input: $input) { id prefix size codes { id name usageLimit percent batchId } } }`;
const BATCH_AGAIN = `query ($session: StaffSessionInput!, $id: ID!) {
  backOfficePromoBatch(session: $session, id: $id) { id size codes { name } } }`;

interface Code {
  id: string;
  name: string;
  label: string;
  percent: number | null;
  amount: number | null;
  usageLimit: number | null;
  validFrom: string | null;
  validUntil: string | null;
  categories: string[];
  active: boolean;
  state: string;
  used: number;
  confirmedOrders: number;
  revenue: number;
  discount: number;
  batchId: string | null;
}

describe('promo codes in the back office (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndAdmin: CreatedStaff;
  const session = (role: StaffRole) => ({ staffId: staff.get(role)?.id ?? '', epoch: 0 });
  const codeOf = async (
    query: string,
    variables: Record<string, unknown>,
    club: 'riviera' | 'north-end' = 'riviera',
  ) => (await bed.gql(query, variables, { club })).errors?.[0]?.extensions?.code;
  const audit = (targetId: string) =>
    bed.orders.rows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      `select action, staff_email, before, after from staff_audit_log where target_id = $1 order by created_at, id`,
      [targetId],
    );
  let seat = 0;
  /** A fan's order at match-open, checked out with `codes` and paid: confirmed. */
  const paidWith = async (codes: string[]) => {
    seat += 1;
    const { customerId, order } = await bed.order(raceSeat('R1', 'D', seat));
    const start = await bed.gql<{ startCheckout: { redirectUrl: string } }>(START_CHECKOUT, {
      customerId,
      orderId: order.orderId,
      numberOfInstallments: 1,
      promoCodeIds: codes,
      termsAccepted: true,
      returnUrl: `${RETURN_URL}${order.orderId}`,
    });
    return { customerId, orderId: order.orderId, start };
  };

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    const accounts = await staffPerRole(bed.orders.db, {
      clubSlug: 'riviera',
      emailDomain: 'promo.example',
      now: bed.orders.clock.now(),
    });
    for (const [role, account] of accounts) staff.set(role, account);
    northEndAdmin = await createStaff(bed.orders.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.orders.clock.now(),
    });
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('creates, edits, disables and re-enables a code, each change audited with before and after', async () => {
    const created = (
      await bed.data<{ backOfficeCreatePromoCode: Code }>(CREATE, {
        session: session('crm'),
        input: { name: 'Spring15', rules: { percent: 15, on: 'SEATS', usageLimit: 100 } },
      })
    ).backOfficeCreatePromoCode;
    expect(created).toMatchObject({ id: 'spring15', label: '-15 %', state: 'ACTIVE', used: 0, active: true });
    const [row] = await bed.orders.rows<{ scope: string; usage_limit: number }>(
      `select scope, usage_limit from promo_codes where tenant_id = 'riviera' and id = 'spring15'`,
    );
    expect(row).toEqual({ scope: 'seat_tickets', usage_limit: 100 });
    // One clock reading per change, so the audit rows come back in the order they were written.
    bed.orders.clock.advance(1000);

    const edited = (
      await bed.data<{ backOfficeUpdatePromoCode: Code }>(UPDATE, {
        session: session('admin'),
        id: 'spring15',
        input: {
          name: 'SPRING-15',
          rules: {
            amount: 500,
            validFrom: '2020-01-01 10:00',
            validUntil: '2099-12-31 23:59',
            usageLimit: 100,
          },
        },
      })
    ).backOfficeUpdatePromoCode;
    expect(edited).toMatchObject({
      id: 'spring15',
      name: 'SPRING-15',
      amount: 500,
      percent: null,
      label: '-5 €',
    });
    expect(edited.validFrom).toBe('2020-01-01 10:00');
    bed.orders.clock.advance(1000);

    expect(
      (
        await bed.data<{ backOfficeSetPromoCodeActive: Code }>(ACTIVE, {
          session: session('crm'),
          id: 'spring15',
          active: false,
        })
      ).backOfficeSetPromoCodeActive,
    ).toEqual({ id: 'spring15', active: false, state: 'DISABLED' });
    bed.orders.clock.advance(1000);
    await bed.data(ACTIVE, { session: session('crm'), id: 'spring15', active: true });

    const rows = await audit('spring15');
    expect(rows.map((r) => `${r.action} ${r.staff_email}`)).toEqual([
      'promo.create crm@promo.example',
      'promo.update admin@promo.example',
      'promo.disable crm@promo.example',
      'promo.enable crm@promo.example',
    ]);
    expect(rows[0]?.after).toMatchObject({ name: 'Spring15', discountType: 'percent', discountValue: 15 });
    expect(rows[1]?.before).toMatchObject({ name: 'Spring15', discountType: 'percent', discountValue: 15 });
    expect(rows[1]?.after).toMatchObject({ name: 'SPRING-15', discountType: 'absolute', discountValue: 500 });
    expect(rows[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('refuses bad rules with their field and a taken name, changing nothing', async () => {
    const answer = await bed.gql(CREATE, {
      session: session('crm'),
      input: { name: 'x', rules: { percent: 150, amount: 100, validFrom: '2026-02-30' } },
    });
    const extensions = answer.errors?.[0]?.extensions as { code: string; issues: Array<{ path: string }> };
    expect(extensions.code).toBe('BAD_USER_INPUT');
    expect(extensions.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['input.name', 'input.rules.percent', 'input.rules.validFrom']),
    );
    expect(
      await codeOf(CREATE, {
        session: session('crm'),
        input: { name: 'ok-code', rules: { percent: 10, matches: ['nope'] } },
      }),
    ).toBe('BAD_USER_INPUT');
    await bed.data(CREATE, { session: session('crm'), input: { name: 'Taken1', rules: { percent: 5 } } });
    expect(
      await codeOf(CREATE, { session: session('crm'), input: { name: 'TAKEN1', rules: { percent: 5 } } }),
    ).toBe('PROMO_NAME_TAKEN');
    const [count] = await bed.orders.rows<{ n: number }>(
      `select count(*)::int as n from promo_codes where tenant_id = 'riviera' and lower(name) in ('x', 'ok-code', 'taken1')`,
    );
    expect(count?.n).toBe(1);
  });

  it('a disabled code is refused at checkout as a code that does not exist; enabled again it applies', async () => {
    await bed.data(CREATE, { session: session('crm'), input: { name: 'OFF20', rules: { percent: 20 } } });
    await bed.data(ACTIVE, { session: session('crm'), id: 'off20', active: false });
    const refused = await paidWith(['off20']);
    expect(refused.start.errors?.[0]?.extensions).toMatchObject({
      code: 'PROMO_REJECTED',
      promoCodeErrors: [expect.objectContaining({ promoCodeId: 'off20', code: 'PROMO_DOES_NOT_EXISTS' })],
    });
    await bed.data(ACTIVE, { session: session('crm'), id: 'off20', active: true });
    const accepted = await paidWith(['off20']);
    expect(accepted.start.errors).toBeUndefined();
  });

  it('counts uses and the revenue and discount of the confirmed orders that used a code', async () => {
    await bed.data(CREATE, {
      session: session('crm'),
      input: { name: 'FANS10', rules: { percent: 10, usageLimit: 2 } },
    });
    const orders: Array<{ customerId: string; orderId: string }> = [];
    for (let i = 0; i < 2; i += 1) {
      const { customerId, orderId, start } = await paidWith(['fans10']);
      expect(start.errors).toBeUndefined();
      const redirect = (start.data as { startCheckout: { redirectUrl: string } }).startCheckout.redirectUrl;
      await bed.pay(redirect, SUCCESS);
      orders.push({ customerId, orderId });
    }
    let total = 0;
    let discount = 0;
    for (const { customerId, orderId } of orders) {
      const view = (await bed.data<OrderDiscountsData>(ORDER_DISCOUNTS, { customerId, orderIds: [orderId] }))
        .showMyOrders[0];
      expect(view?.promoCodeIds).toEqual(['fans10']);
      total += view?.totalAmount ?? 0;
      discount -= view?.discountAmount ?? 0;
    }
    expect(discount).toBeGreaterThan(0);
    const { code, uses } = (
      await bed.data<{
        backOfficePromoCode: { code: Code; uses: Array<{ orderId: string; status: string }> };
      }>(ONE, {
        session: session('rms'),
        id: 'fans10',
      })
    ).backOfficePromoCode;
    expect(code).toMatchObject({ used: 2, confirmedOrders: 2, revenue: total, discount, state: 'USED_UP' });
    expect(uses.map((u) => u.orderId).sort()).toEqual(orders.map((o) => o.orderId).sort());
    expect(uses.every((u) => u.status === 'CONFIRMED')).toBe(true);
    const used = (
      await bed.data<{ backOfficePromoCodes: Code[] }>(LIST, { session: session('rms'), state: 'USED_UP' })
    ).backOfficePromoCodes;
    expect(used.map((c) => c.id)).toEqual(['fans10']);
    const found = (
      await bed.data<{ backOfficePromoCodes: Code[] }>(LIST, { session: session('rms'), search: 'ans1' })
    ).backOfficePromoCodes;
    expect(found.map((c) => c.name)).toEqual(['FANS10']);
  });

  it('a batch of 500 gives 500 distinct single-use codes, downloadable again', async () => {
    const batch = (
      await bed.data<{
        backOfficeCreatePromoBatch: {
          id: string;
          size: number;
          codes: Array<{ name: string; usageLimit: number; percent: number; batchId: string }>;
        };
      }>(BATCH, { session: session('crm'), input: { prefix: 'Sponsor', count: 500, rules: { percent: 25 } } })
    ).backOfficeCreatePromoBatch;
    expect(batch.size).toBe(500);
    expect(batch.codes).toHaveLength(500);
    expect(new Set(batch.codes.map((c) => c.name.toLowerCase())).size).toBe(500);
    for (const code of batch.codes) {
      expect(code.name).toMatch(/^SPONSOR-[A-HJ-NP-Z2-9]{10}$/);
      expect(code).toMatchObject({ usageLimit: 1, percent: 25, batchId: batch.id });
    }
    const again = (
      await bed.data<{ backOfficePromoBatch: { codes: Array<{ name: string }> } }>(BATCH_AGAIN, {
        session: session('admin'),
        id: batch.id,
      })
    ).backOfficePromoBatch;
    expect(again.codes.map((c) => c.name)).toEqual(batch.codes.map((c) => c.name).sort());
    expect(await codeOf(BATCH_AGAIN, { session: session('admin'), id: 'not-a-batch' })).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      await codeOf(BATCH_AGAIN, { session: session('admin'), id: '00000000-0000-4000-8000-000000000000' }),
    ).toBe('PROMO_CODE_NOT_FOUND');
    // Another club's staff do not find it.
    expect(
      await codeOf(
        BATCH_AGAIN,
        { session: { staffId: northEndAdmin.id, epoch: 0 }, id: batch.id },
        'north-end',
      ),
    ).toBe('PROMO_CODE_NOT_FOUND');
    expect(
      await codeOf(BATCH, {
        session: session('crm'),
        input: { prefix: 'BAD PREFIX', count: 0, rules: { percent: 5 } },
      }),
    ).toBe('BAD_USER_INPUT');
    const [logged] = await audit(batch.id);
    expect(logged?.action).toBe('promo.batch_create');
    expect((logged?.after as { codes: string[] }).codes).toHaveLength(500);
  });

  describe('roles and clubs', () => {
    const input = { name: 'ROLE-TEST', rules: { percent: 5 } };
    it.each(['ticket_office', 'season_manager'] as const)('%s cannot create a code', async (role) => {
      expect(await codeOf(CREATE, { session: session(role), input })).toBe('STAFF_FORBIDDEN');
      expect(
        await codeOf(BATCH, {
          session: session(role),
          input: { prefix: 'X', count: 2, rules: { percent: 5 } },
        }),
      ).toBe('STAFF_FORBIDDEN');
    });
    it('rms reads but cannot edit or disable', async () => {
      expect(await codeOf(LIST, { session: session('rms') })).toBeUndefined();
      expect(
        await codeOf(UPDATE, {
          session: session('rms'),
          id: 'taken1',
          input: { name: 'TAKEN1', rules: { percent: 50 } },
        }),
      ).toBe('STAFF_FORBIDDEN');
      expect(await codeOf(ACTIVE, { session: session('rms'), id: 'taken1', active: false })).toBe(
        'STAFF_FORBIDDEN',
      );
      const [row] = await bed.orders.rows<{ discount_value: number; is_active: boolean }>(
        `select discount_value, is_active from promo_codes where tenant_id = 'riviera' and id = 'taken1'`,
      );
      expect(row).toEqual({ discount_value: 5, is_active: true });
    });
    it('security cannot list the codes', async () => {
      expect(await codeOf(LIST, { session: session('security') })).toBe('STAFF_FORBIDDEN');
    });
    it('another club’s code is not found, and its staff see none of this club’s', async () => {
      const other = { staffId: northEndAdmin.id, epoch: 0 };
      expect(await codeOf(ONE, { session: other, id: 'taken1' }, 'north-end')).toBe('PROMO_CODE_NOT_FOUND');
      expect(await codeOf(ACTIVE, { session: other, id: 'taken1', active: false }, 'north-end')).toBe(
        'PROMO_CODE_NOT_FOUND',
      );
      const list = (
        await bed.data<{ backOfficePromoCodes: Code[] }>(LIST, { session: other }, { club: 'north-end' })
      ).backOfficePromoCodes;
      expect(list.map((c) => c.id)).not.toContain('taken1');
      // A riviera session is no session at north-end.
      expect(await codeOf(LIST, { session: session('admin') }, 'north-end')).toBe('STAFF_SESSION_ENDED');
    });
  });
});
