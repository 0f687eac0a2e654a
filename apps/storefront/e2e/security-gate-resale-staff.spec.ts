import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
// The provider's own signing code: the forged notice is signed exactly as the sandbox signs them.
import {
  DEV_SANDBOX_WEBHOOK_SECRET,
  SIGNATURE_HEADER,
  signatureHeader,
} from '@stadio/payment-sandbox/protocol';
import { generate } from 'otplib';
import { E2E_PORT } from './support/hosts';
import {
  blockSeats,
  buyFreeSeats,
  heldOrder,
  holdCart,
  holdFreeSeats,
  orderRow,
  payHostedPage,
  startPayment,
  type CartTicket,
} from './support/http-checkout';
import { DEMO_PROMO_CODE } from './support/purchase';
import { Client, loggedInAccount, type Answer } from './support/security-client';
import { stackQuery, stackSecrets, staffAdd, type CreatedStaff } from './support/stack-database';
import { gateCodeOfPdf, qrOfPdf } from './support/ticket-qr';

/*
 * The security sweep of the second pass's doors and money (docs/security.md, ADRs 0041, 0043,
 * 0044), over plain HTTP as the other sweeps: what a steward, a fan or a stranger could try at the
 * gate, on resale, at the staff sign-in and on the payment webhook. Every refusal is checked in
 * the stack's database to have changed nothing, and each test also does the allowed thing once,
 * so it cannot pass by refusing everything. Fans are fresh riviera accounts buying through the
 * BFF (support/http-checkout.ts); staff are made with `npm run staff:add` and sign in with TOTP.
 */

/** On sale at every club, e-tickets downloadable at once (demo schedule), so resalable. */
const EVENT = 'm07';
const TENANT = 'riviera';
const RIVIERA = `riviera.localhost:${E2E_PORT}`;
const AMSTEL = `amstel.localhost:${E2E_PORT}`;
/** riviera's lowest resale price (tenants/riviera.json, resale.minPriceCents); its cap is 100 % of face value. */
const RESALE_MIN_CENTS = 500;
const WEBHOOK_URL = `http://127.0.0.1:${E2E_PORT + 1000}/webhooks/payments/sandbox`;

test.describe.configure({ timeout: 60_000 });

/**
 * An address of its own behind the trusted proxy (198.18.0.0/15 is for tests), so this file meets
 * none of the other sweeps' per-address limits, nor its own between tests.
 */
const anAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const json = <T = Record<string, unknown>>(answer: Answer) => JSON.parse(answer.text) as T;

/** A staff account of the club made with `npm run staff:add` (a random e-mail). */
const newStaff = (club: 'riviera' | 'amstel', role: string) =>
  staffAdd(club, `sweep-${role}-${randomUUID().slice(0, 8)}@staff.example`, role);

/** The staff sign-in of the client's club, with the account's current TOTP code. */
async function signIn(client: Client, staff: CreatedStaff, password = staff.initialPassword) {
  const code = await generate({ secret: staff.totpSecret });
  return client.send('POST', '/api/staff/login', { body: { email: staff.email, password, code } });
}

/** What a steward's device saw of a ticket: its number and version, with the QR read or a code typed. */
interface Scan {
  ticketId: string;
  version: number;
  token?: string;
  code?: string;
}

/** A gate device's sync of its scans of m07, as the scan page sends them. */
function sendScans(client: Client, scans: Scan[]) {
  return client.send('POST', '/api/staff/gate/entries', {
    body: {
      eventId: EVENT,
      deviceId: `sweep-${randomUUID().slice(0, 8)}`,
      entries: scans.map((scan) => ({ entryId: randomUUID(), scannedAt: new Date().toISOString(), ...scan })),
    },
  });
}

/** Outcome and refusal of each scan of a sync that was answered. */
function outcomes(answer: Answer) {
  expect(answer.status, answer.text).toBe(200);
  const { results } = json<{ results: Array<{ outcome: string; refusal: string | null }> }>(answer);
  return results.map(({ outcome, refusal }) => [outcome, refusal ?? null]);
}

/** Every recorded entry of a ticket, at any club, with the steward who let it in. */
const entriesOf = (ticketId: string) =>
  stackQuery<{ tenant_id: string; email: string }>(
    `select g.tenant_id, a.email from gate_entries g join staff_accounts a on a.id = g.staff_id
     where g.ticket_id = $1`,
    [ticketId],
  );

/** The ticket's resale listings, all of their columns. */
const listingsOf = (ticketId: string) =>
  stackQuery<{ id: string; status: string; order_id: string | null; block_id: string; seat_id: string }>(
    `select * from resale_listings where tenant_id = $1 and ticket_id = $2 order by created_at`,
    [TENANT, ticketId],
  );

const listForResale = (client: Client, ticketId: string, price: number) =>
  client.send('POST', '/api/resale/listings', { body: { listings: [{ ticketId, price }] } });

/** Bank details of the fan's account, which a listing needs (the README's example). */
async function setBankDetails(fan: { client: Client; customerId: string }) {
  const saved = await fan.client.send('PUT', `/api/customer/${fan.customerId}`, {
    body: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' },
  });
  expect(saved.status, saved.text).toBe(200);
}

test('gate: an id and version alone, a wrong code, another club and its staff record nothing; the printed code once', async () => {
  const fan = await loggedInAccount();
  const {
    tickets: [ticket],
  } = await buyFreeSeats(fan.client, { tenant: TENANT, eventId: EVENT, count: 1 });
  const ticketId = ticket?.id ?? '';
  const [current] = await stackQuery<{ version: number }>(
    `select coalesce(v.version, 1) as version from seat_tickets t
     left join ticket_versions v on v.tenant_id = t.tenant_id and v.ticket_id = t.id
     where t.tenant_id = $1 and t.id = $2 and t.status = 'confirmed'`,
    [TENANT, ticketId],
  );
  const version = current?.version ?? 0;
  expect(version).toBeGreaterThan(0);
  // The fan's PDF: the gate code printed beside the number and the signed QR code.
  const pdf = await fan.client.send('GET', `/api/tickets/${ticketId}/pdf`);
  expect(pdf.status).toBe(200);
  const code = gateCodeOfPdf(pdf.bytes, ticketId);
  const qr = qrOfPdf(pdf.bytes, ticketId);
  const wrongCode = `${code.startsWith('A') ? 'B' : 'A'}${code.slice(1)}`;

  const steward = newStaff('riviera', 'security');
  const gate = new Client(anAddress(), RIVIERA);
  expect((await signIn(gate, steward)).status).toBe(200);

  // What every old copy of the PDF shows, the number and its version, proves nothing; nor a wrong code.
  expect(outcomes(await sendScans(gate, [{ ticketId, version }]))).toEqual([['NOT_VALID', 'NO_PROOF']]);
  expect(outcomes(await sendScans(gate, [{ ticketId, version, code: wrongCode }]))).toEqual([
    ['NOT_VALID', 'WRONG_CODE'],
  ]);
  expect(await entriesOf(ticketId)).toEqual([]);

  // The steward's cookie taken to another club's host: no staff session there.
  const atAmstel = new Client(anAddress(), AMSTEL);
  for (const [name, value] of gate.cookies) atAmstel.cookies.set(name, value);
  const replayed = await sendScans(atAmstel, [{ ticketId, version, code }]);
  expect(replayed.status, replayed.text).toBe(401);
  expect(json(replayed)).toMatchObject({ code: 'STAFF_SESSION_ENDED' });

  // Amstel's own steward: no account at riviera; at amstel, riviera's ticket is not theirs to
  // record, with its real code and QR code as much as with nothing.
  const amstelSteward = newStaff('amstel', 'security');
  const elsewhere = await signIn(new Client(anAddress(), RIVIERA), amstelSteward);
  expect(elsewhere.status, elsewhere.text).toBe(401);
  expect(json(elsewhere)).toMatchObject({ code: 'STAFF_LOGIN_FAILED' });
  const amstelGate = new Client(anAddress(), AMSTEL);
  expect((await signIn(amstelGate, amstelSteward)).status).toBe(200);
  expect(
    outcomes(
      await sendScans(amstelGate, [
        { ticketId, version },
        { ticketId, version, code },
        { ticketId, version, token: qr },
      ]),
    ),
  ).toEqual([
    ['NOT_VALID', 'NO_PROOF'],
    ['NOT_VALID', 'WRONG_CODE'],
    ['NOT_VALID', 'BAD_TOKEN'],
  ]);
  expect(await entriesOf(ticketId)).toEqual([]);

  // The code printed beside the number lets the ticket in, once; its QR code after that is a duplicate.
  expect(outcomes(await sendScans(gate, [{ ticketId, version, code }]))).toEqual([['FIRST', null]]);
  expect(outcomes(await sendScans(gate, [{ ticketId, version, token: qr }]))).toEqual([['DUPLICATE', null]]);
  expect(await entriesOf(ticketId)).toEqual([{ tenant_id: TENANT, email: steward.email }]);
  // The refused scans are on record as unproven, each with its reason (ADR 0044).
  const audited = await stackQuery<{ unproven: string[] }>(
    `select after->'unproven' as unproven from staff_audit_log
     where tenant_id = $1 and action = 'gate.entries' and staff_email = $2 order by created_at`,
    [TENANT, steward.email],
  );
  expect(audited.flatMap((row) => row.unproven)).toEqual([
    `${ticketId}:${version}:NO_PROOF`,
    `${ticketId}:${version}:WRONG_CODE`,
  ]);
});

test('resale: the cap is the first face value, a fan cannot buy their own listing, a promo code leaves the resale seat whole', async () => {
  // The seller buys a seat dearer than the lowest resale price, so a resale below face value shows.
  const seller = await loggedInAccount();
  const {
    tickets: [sold],
  } = await buyFreeSeats(seller.client, {
    tenant: TENANT,
    eventId: EVENT,
    count: 1,
    minPrice: RESALE_MIN_CENTS + 100,
  });
  const ticketId = sold?.id ?? '';
  const [bought] = await stackQuery<{ price_cents: number }>(
    `select price_cents from seat_tickets where tenant_id = $1 and id = $2`,
    [TENANT, ticketId],
  );
  const faceValue = bought?.price_cents ?? 0;
  expect(faceValue).toBeGreaterThan(RESALE_MIN_CENTS);
  await setBankDetails(seller);

  // Above the face value: refused with the cap, nothing listed.
  const tooHigh = await listForResale(seller.client, ticketId, faceValue + 100);
  expect(tooHigh.status, tooHigh.text).toBe(409);
  expect(json(tooHigh)).toMatchObject({ code: 'RESALE_PRICE_TOO_HIGH', maxPrice: faceValue });
  expect(await listingsOf(ticketId)).toEqual([]);
  const listed = await listForResale(seller.client, ticketId, RESALE_MIN_CENTS);
  expect(listed.status, listed.text).toBe(200);
  const [listing] = await listingsOf(ticketId);
  expect(listing).toMatchObject({ status: 'on_sale', order_id: null, price_cents: RESALE_MIN_CENTS });
  if (!listing) throw new Error('no listing');

  // The listing as the seat map offers it (its block's answer is cached a second at most).
  let offer: CartTicket | undefined;
  await expect
    .poll(
      async () => {
        const { resaleOffers } = await blockSeats(seller.client, EVENT, listing.block_id);
        const found = resaleOffers.find((o) => o.seats.some((seat) => seat.seatId === listing.seat_id));
        offer = found && {
          blockId: listing.block_id,
          seatId: listing.seat_id,
          productId: found.productId,
          isFromResale: true,
        };
        return offer;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  if (!offer) throw new Error('no resale offer');

  // The seller buying it back: 409 OWN_RESALE_LISTING, nothing held, the listing as it was.
  const own = await holdCart(seller.client, EVENT, [offer]);
  expect(own.status, own.text).toBe(409);
  expect(json(own)).toMatchObject({ code: 'OWN_RESALE_LISTING', order: null });
  expect(await listingsOf(ticketId)).toEqual([listing]);
  expect(
    await stackQuery(
      `select id from orders where tenant_id = $1 and customer_id = $2 and status = 'onhold'`,
      [TENANT, seller.customerId],
    ),
  ).toEqual([]);

  // Another fan takes it beside a seat of the club's, with WELCOME10: 10 % off the club's seat only.
  const buyer = await loggedInAccount();
  const cart = await holdFreeSeats(buyer.client, { tenant: TENANT, eventId: EVENT, count: 1 });
  const order = heldOrder(await holdCart(buyer.client, EVENT, [offer], cart.orderId));
  const resaleLine = order.tickets.find((t) => t.isFromResale)?.id ?? '';
  const clubLine = order.tickets.find((t) => !t.isFromResale)?.id ?? '';
  expect(resaleLine).not.toBe('');
  expect(clubLine).not.toBe('');
  const found = await buyer.client.send('POST', '/api/promo-codes/fetch-promo-codes', {
    body: { name: DEMO_PROMO_CODE },
  });
  expect(found.status, found.text).toBe(200);
  const promoId = json<{ promoCodes: Array<{ id: string }> }>(found).promoCodes[0]?.id ?? '';
  const evaluated = await buyer.client.send('POST', '/api/proxy/promo-code/evaluate', {
    body: { orderId: order.orderId, promoCodeIds: [promoId] },
  });
  expect(evaluated.status, evaluated.text).toBe(200);
  const evaluation = json<{
    seatTicketDiscounts: Record<string, number>;
    promoCodeErrors: Record<string, unknown>;
    discountAmount: number;
    totalAmount: number;
  }>(evaluated);
  expect(evaluation.promoCodeErrors).toEqual({});
  expect(evaluation.seatTicketDiscounts[resaleLine] ?? 0).toBe(0);
  const clubDiscount = evaluation.seatTicketDiscounts[clubLine] ?? 0;
  expect(clubDiscount).toBeLessThan(0);
  expect(evaluation.discountAmount).toBe(clubDiscount);

  // Paid with the code: the resale seat at its full price, the seller's money whole.
  await payHostedPage(await startPayment(buyer.client, order, [promoId]), {
    tenant: TENANT,
    orderId: order.orderId,
  });
  const lines = await stackQuery<{ id: string; price_cents: number; discount_cents: number }>(
    `select id, price_cents, discount_cents from seat_tickets where tenant_id = $1 and order_id = $2`,
    [TENANT, order.orderId],
  );
  expect(lines.find((line) => line.id === resaleLine)).toMatchObject({
    price_cents: RESALE_MIN_CENTS,
    discount_cents: 0,
  });
  expect(lines.find((line) => line.id === clubLine)?.discount_cents).toBe(clubDiscount);
  expect(
    await stackQuery(`select amount_cents from payments where tenant_id = $1 and order_id = $2`, [
      TENANT,
      order.orderId,
    ]),
  ).toEqual([{ amount_cents: evaluation.totalAmount }]);
  expect((await listingsOf(ticketId))[0]).toMatchObject({ status: 'sold', order_id: order.orderId });

  // Bought on resale for less, it is still capped at the first face value, not at what the buyer paid.
  await setBankDetails(buyer);
  const again = await listForResale(buyer.client, resaleLine, faceValue + 100);
  expect(again.status, again.text).toBe(409);
  expect(json(again)).toMatchObject({ code: 'RESALE_PRICE_TOO_HIGH', maxPrice: faceValue });
  expect(await listingsOf(resaleLine)).toEqual([]);
});

test('staff sign-in: five wrong passwords lock the account, then the right password and code answer 429', async () => {
  const staff = newStaff('riviera', 'security');
  // Guesses from five addresses: none of them is slowed down (three free failures each), the run
  // of one e-mail is counted from anywhere.
  for (let guess = 1; guess <= 5; guess += 1) {
    const answer = await signIn(new Client(anAddress(), RIVIERA), staff, `Not-the-password-${guess}`);
    expect(answer.status, answer.text).toBe(401);
    expect(json(answer)).toMatchObject({ code: 'STAFF_LOGIN_FAILED' });
  }
  const owner = new Client(anAddress(), RIVIERA);
  const locked = await signIn(owner, staff);
  expect(locked.status, locked.text).toBe(429);
  const retryAfter = Number(locked.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(json(locked)).toMatchObject({ code: 'THROTTLED', retryAfterSeconds: retryAfter });
  expect(owner.cookies.has('stadio_staff')).toBe(false);

  // The staff audit of the account: each guess with its reason, one lock, the refused right
  // password as a failure while locked, and no sign-in; the TOTP code was not spent.
  const audit = await stackQuery<{ action: string; reason: string | null }>(
    `select l.action, l.after->>'reason' as reason from staff_audit_log l
     join staff_accounts a on a.id::text = l.target_id and l.target_type = 'staff'
     where l.tenant_id = $1 and a.email = $2 and l.action in ('staff.login_failed', 'staff.locked', 'staff.login')`,
    [TENANT, staff.email],
  );
  const tally = (action: string, reason: string | null) =>
    audit.filter((row) => row.action === action && row.reason === reason).length;
  expect(audit).toHaveLength(7);
  expect(tally('staff.login_failed', 'password')).toBe(5);
  expect(tally('staff.locked', null)).toBe(1);
  expect(tally('staff.login_failed', 'locked')).toBe(1);
  expect(
    await stackQuery(`select totp_last_step from staff_accounts where tenant_id = $1 and email = $2`, [
      TENANT,
      staff.email,
    ]),
  ).toEqual([{ totp_last_step: null }]);
});

test('payment webhook: a "paid" notice signed with the published development secret is refused, nothing confirmed', async () => {
  const fan = await loggedInAccount();
  const order = await holdFreeSeats(fan.client, { tenant: TENANT, eventId: EVENT, count: 1 });
  await startPayment(fan.client, order);
  const [payment] = await stackQuery<{ id: string; amount_cents: number; provider_reference: string }>(
    `select id, amount_cents, provider_reference from payments where tenant_id = $1 and order_id = $2`,
    [TENANT, order.orderId],
  );
  if (!payment) throw new Error('no payment started');
  // What the sandbox would send once the fan paid, for this very payment.
  const eventId = `evt_sweep_${randomUUID()}`;
  const now = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: eventId,
    type: 'checkout.session.succeeded',
    created: now,
    data: {
      sessionId: payment.provider_reference,
      reference: payment.id,
      amount: payment.amount_cents,
      currency: 'EUR',
      metadata: { tenantId: TENANT, orderId: order.orderId, paymentId: payment.id },
      paymentMethodId: null,
      failureReason: null,
    },
  });
  const notify = (secret: string) =>
    fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, now, body) },
      body,
    });
  const state = async () => ({
    order: await orderRow(TENANT, order.orderId),
    payments: await stackQuery(`select status from payments where tenant_id = $1 and order_id = $2`, [
      TENANT,
      order.orderId,
    ]),
    seats: await stackQuery(`select status from event_seats where tenant_id = $1 and order_id = $2`, [
      TENANT,
      order.orderId,
    ]),
    events: await stackQuery(`select 1 from payment_events where event_id = $1`, [eventId]),
  });
  const before = await state();
  expect(before.order).toMatchObject({ status: 'onhold', has_transaction_in_progress: true });

  const forged = await notify(DEV_SANDBOX_WEBHOOK_SECRET);
  expect(forged.status).toBe(400);
  expect(await forged.json()).toEqual({ error: 'invalid signature' });
  expect(await state()).toEqual(before);

  // The same bytes signed with the stack's own secret are taken: the notice itself was sound.
  const ownSecret =
    process.env.PAYMENT_SANDBOX_WEBHOOK_SECRET ?? stackSecrets().PAYMENT_SANDBOX_WEBHOOK_SECRET;
  expect(ownSecret).toBeTruthy();
  expect(ownSecret).not.toBe(DEV_SANDBOX_WEBHOOK_SECRET);
  const genuine = await notify(ownSecret ?? '');
  expect(genuine.status, await genuine.clone().text()).toBe(200);
  expect(await genuine.json()).toMatchObject({ received: true, result: 'applied' });
  expect((await orderRow(TENANT, order.orderId))?.status).toBe('confirmed');
});
