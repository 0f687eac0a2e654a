import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@stadio/logger';
import { startPaymentSandbox, TEST_CARDS, type PaymentSandbox } from '@stadio/payment-sandbox';
import { tenantSchema, type Tenant, type TenantInput } from '@stadio/tenants';
import { createGraphQLHandler } from '../../../graphql/create-graphql-handler';
import { createApiServer } from '../../../server';
import { callGraphQL, dataOf, type GraphQLAnswer } from '../../../test-support/call-graphql';
import { TEST_STOREFRONT_SECRET } from '../../../test-support/start-test-api';
import { SET_HOLDERS, type OrderData } from '../../orders/test-fixtures/order-operations';
import {
  startOrdersTestbed,
  TESTBED_TENANTS,
  type Club,
  type OrdersTestbed,
} from '../../orders/test-fixtures/orders-testbed';
import { createInstallmentCharger, type InstallmentCharger } from '../installment-charger';
import { webhookUrlOf, type PaymentServices } from '../payment-provider';
import { createStripeAccounts } from '../payment-services';
import { createSandboxProvider } from '../sandbox-provider';
import { START_CHECKOUT } from './payment-operations';

/** The sandbox's card whose payment succeeds. */
const SUCCEEDING_CARD = TEST_CARDS.find((card) => card.behaviour === 'success')?.number ?? '';

/** Riviera's shop, where the provider sends fans back. */
export const RETURN_URL = 'http://riviera.localhost:3000/validation?orderId=';

/** Options of a testbed call: riviera with instalments in 3, from 30 € to 1 000 €. */
export const INSTALMENTS_IN_3 = {
  tenant: {
    timeZone: 'Europe/Paris',
    payment: {
      singlePayment: true,
      installmentPayment: {
        enabled: true,
        counts: [3],
        minOrderAmountCents: 3000,
        maxOrderAmountCents: 100_000,
      },
    },
  },
};

/** Each testbed club's own Stripe account, as its tenant file would name it (docs/adr/0048). */
export const STRIPE_PROVIDER = (club: Club) => {
  const prefix = club.toUpperCase().replace(/-/g, '_');
  return {
    kind: 'stripe' as const,
    secretKeyEnv: `${prefix}_STRIPE_SECRET_KEY`,
    webhookSecretEnv: `${prefix}_STRIPE_WEBHOOK_SECRET`,
  };
};

/** Tenant options of a call: `tenant` (e.g. INSTALMENTS_IN_3's) with the club on its Stripe account. */
export function onStripe(club: Club = 'riviera', tenant: Partial<TenantInput> = {}): Partial<TenantInput> {
  const payment = tenant.payment ?? TESTBED_TENANTS[club].payment;
  return { ...tenant, currency: 'GBP', payment: { ...payment, provider: STRIPE_PROVIDER(club) } };
}

/** Options of one payments GraphQL call. */
export interface PaymentCallOptions {
  club?: Club;
  tenant?: Partial<TenantInput>;
  /** Payment services of this call (e.g. a provider that is down); default the sandbox. */
  services?: PaymentServices;
}

/**
 * The orders testbed (catalogue and orders fixtures, a pinned clock) plus the sandbox provider
 * running in-process on a free port and the API's HTTP server receiving its webhooks.
 */
export interface PaymentsTestbed {
  orders: OrdersTestbed;
  sandbox: PaymentSandbox;
  services: PaymentServices;
  /** The API's webhook URL for the sandbox. */
  webhookUrl: string;
  /** A club's Stripe account in the sandbox: its keys, and the API's webhook URL for it. */
  stripe(club?: Club): { secretKey: string; webhookSecret: string; webhookUrl: string };
  charger: InstallmentCharger;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: PaymentCallOptions,
  ): Promise<GraphQLAnswer<T>>;
  data<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: PaymentCallOptions,
  ): Promise<T>;
  errorOf(
    query: string,
    variables?: Record<string, unknown>,
    options?: PaymentCallOptions,
  ): Promise<{ code?: string; [detail: string]: unknown }>;
  /**
   * Names the holder of every seat ticket of an order on hold (the information step), as the
   * club requires before a payment starts (HOLDERS_INCOMPLETE otherwise).
   */
  nameHolders(customerId: string, order: OrderData, club?: Club): Promise<void>;
  /**
   * A new order on hold of a new customer of `club`: seat `seatId` of block R1 at match-open, its
   * holder named.
   */
  order(
    seatId: string,
    options?: { club?: Club; productId?: string },
  ): Promise<{ customerId: string; order: OrderData }>;
  /** The hosted page's form, as a browser posts it; the answer is the redirect. */
  pay(redirectUrl: string, card: string): Promise<Response>;
  /** Checkout of an order on hold (terms accepted, no promo code): the hosted page's URL. */
  checkout(
    customerId: string,
    orderId: string,
    options?: PaymentCallOptions & { numberOfInstallments?: number },
  ): Promise<string>;
  /** `order`, then paid at once with the sandbox's card that succeeds: a confirmed order. */
  paidOrder(
    seatId: string,
    options?: { club?: Club; productId?: string },
  ): Promise<{ customerId: string; orderId: string }>;
  close(): Promise<void>;
}

export async function startPaymentsTestbed(): Promise<PaymentsTestbed> {
  const orders = await startOrdersTestbed();
  const logger = createLogger('payments-test', { level: 'silent' });
  // A webhook secret of its own, as `npm start` gives its sandbox: never the published one.
  // Each club its own Stripe account, with keys of its own (docs/adr/0048).
  const clubs = Object.keys(TESTBED_TENANTS) as Club[];
  const stripeAccounts = Object.fromEntries(
    clubs.map((club) => [
      club,
      {
        secretKey: `sk_test_${club.replace(/-/g, '')}_${randomBytes(12).toString('hex')}`,
        webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
        webhookUrl: () => `${services.webhookBaseUrl}/webhooks/payments/stripe/${club}`,
      },
    ]),
  ) as Record<Club, { secretKey: string; webhookSecret: string; webhookUrl: () => string }>;
  const env = Object.fromEntries(
    clubs.flatMap((club) => [
      [STRIPE_PROVIDER(club).secretKeyEnv, stripeAccounts[club].secretKey],
      [STRIPE_PROVIDER(club).webhookSecretEnv, stripeAccounts[club].webhookSecret],
    ]),
  );
  const sandbox = await startPaymentSandbox({
    webhookSecret: randomBytes(24).toString('base64url'),
    webhookRetryBaseMs: 50,
    pendingDelayMs: 3_600_000,
    stripeAccounts: Object.values(stripeAccounts),
  });
  const services: PaymentServices = {
    webhookBaseUrl: '',
    provider: createSandboxProvider({
      url: sandbox.url,
      apiKey: sandbox.apiKey,
      webhookSecret: sandbox.webhookSecret,
      webhookUrl: () => webhookUrlOf(services),
    }),
    stripe: createStripeAccounts({
      tenantOf: (tenantId) =>
        tenantId in TESTBED_TENANTS
          ? tenantSchema.parse({ ...TESTBED_TENANTS[tenantId as Club], ...onStripe(tenantId as Club) })
          : undefined,
      env,
      apiBaseUrl: sandbox.url,
    }),
    instalmentReturnUrl: (_tenantId, orderId) => `${RETURN_URL}${orderId}`,
  };
  const server = createApiServer({
    db: orders.db,
    logger,
    storefrontSecret: TEST_STOREFRONT_SECRET,
    now: orders.clock.now,
    payments: services,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  services.webhookBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const yoga = createGraphQLHandler(logger);
  const tenantOf = (call: PaymentCallOptions): Tenant =>
    tenantSchema.parse({ ...TESTBED_TENANTS[call.club ?? 'riviera'], ...call.tenant });

  const gql = <T>(query: string, variables: Record<string, unknown> = {}, call: PaymentCallOptions = {}) =>
    callGraphQL<T>(
      yoga,
      {
        tenant: tenantOf(call),
        db: orders.db,
        logger,
        requestId: 'test',
        now: orders.clock.now,
        payments: call.services ?? services,
      },
      query,
      variables,
    );

  const pay = (redirectUrl: string, card: string) =>
    fetch(redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card }).toString(),
    });
  const checkout: PaymentsTestbed['checkout'] = async (customerId, orderId, options = {}) => {
    const { numberOfInstallments = 1, ...call } = options;
    const answer = await gql<{ startCheckout: { redirectUrl: string } }>(
      START_CHECKOUT,
      {
        customerId,
        orderId,
        numberOfInstallments,
        promoCodeIds: [],
        termsAccepted: true,
        returnUrl: `${RETURN_URL}${orderId}`,
      },
      call,
    );
    return dataOf(answer).startCheckout.redirectUrl;
  };

  const bed: PaymentsTestbed = {
    orders,
    sandbox,
    services,
    webhookUrl: webhookUrlOf(services),
    stripe: (club = 'riviera') => ({
      secretKey: stripeAccounts[club].secretKey,
      webhookSecret: stripeAccounts[club].webhookSecret,
      webhookUrl: stripeAccounts[club].webhookUrl(),
    }),
    charger: createInstallmentCharger({
      db: orders.db,
      payments: services,
      logger,
      now: orders.clock.now,
    }),
    gql,
    data: async (query, variables, call) => dataOf(await gql(query, variables, call)),
    errorOf: async (query, variables, call) => {
      const answer = await gql(query, variables, call);
      if (answer.errors?.length !== 1) throw new Error(`expected one error, got ${JSON.stringify(answer)}`);
      return answer.errors[0]?.extensions ?? {};
    },
    nameHolders: async (customerId, order, club = 'riviera') => {
      const holders = order.ticketGroups.flatMap((group) =>
        group.seatTickets.map((ticket) => ({ ticketId: ticket.id, firstName: 'Anna', lastName: 'Dupont' })),
      );
      if (holders.length > 0)
        dataOf(await gql(SET_HOLDERS, { customerId, orderId: order.orderId, holders }, { club }));
    },
    order: async (seatId, options = {}) => {
      const club = options.club ?? 'riviera';
      const customerId = await orders.customer(club);
      const order = await orders.hold(
        customerId,
        'match-open',
        [{ blockId: 'R1', seatId, productId: options.productId ?? 'full' }],
        club,
      );
      await bed.nameHolders(customerId, order, club);
      return { customerId, order };
    },
    pay,
    checkout,
    paidOrder: async (seatId, options = {}) => {
      const { customerId, order } = await bed.order(seatId, options);
      await pay(await checkout(customerId, order.orderId, { club: options.club }), SUCCEEDING_CARD);
      const [row] = await orders.rows<{ status: string }>(`select status from orders where id = $1`, [
        order.orderId,
      ]);
      if (row?.status !== 'confirmed')
        throw new Error(`order ${order.orderId} is ${row?.status}, not confirmed`);
      return { customerId, orderId: order.orderId };
    },
    close: async () => {
      await sandbox.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await orders.close();
    },
  };
  return bed;
}
