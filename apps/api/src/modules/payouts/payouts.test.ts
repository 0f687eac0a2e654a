import type { StaffRole } from '@stadio/db';
import type { TenantInput } from '@stadio/tenants';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../database/sql-client';
import type { CallOptions, Club } from '../orders/test-fixtures/orders-testbed';
import { settleResales } from '../payments/settle-resales';
import { LIST, RESALE_RULES, resaleHelpers } from '../resale/test-fixtures/resale-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { startTicketsTestbed, type TicketsTestbed } from '../tickets/test-fixtures/tickets-testbed';

const PAYOUTS = `query ($session: StaffSessionInput!) { backOfficePayouts(session: $session) {
  currency fileAvailability accountHolder accountIbanMasked totalDue
  due { id sellerName sellerEmail ticketId eventName seatLabel amount dueSince ibanMasked batchId }
  batches { id reference status payoutCount total createdBy paidAt paidBy } } }`;
const CREATE = `mutation ($session: StaffSessionInput!, $payoutIds: [ID!]!) {
  backOfficeCreatePayoutBatch(session: $session, payoutIds: $payoutIds) { id reference status payoutCount total } }`;
const FILE = `query ($session: StaffSessionInput!, $id: ID!) {
  backOfficePayoutBatchFile(session: $session, id: $id) { fileName xml } }`;
const PAID = `mutation ($session: StaffSessionInput!, $id: ID!) {
  backOfficeMarkPayoutBatchPaid(session: $session, id: $id) { id status paidAt paidBy } }`;

/** The club accounts of these tests: valid check digits, as tenants:check requires. */
const RIVIERA_ACCOUNT = { accountHolder: 'Riviera FC', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPP' };
const NORTH_END_ACCOUNT = { accountHolder: 'North End RC', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' };
const SELLER_IBAN = 'FR7630006000011234567890189';

interface Payout {
  id: string;
  sellerEmail: string;
  ticketId: string;
  eventName: string;
  amount: number;
  ibanMasked: string | null;
  batchId: string | null;
}
interface Batch {
  id: string;
  reference: string;
  status: string;
  payoutCount: number;
  total: number;
  paidAt?: string | null;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The document's parts the tests check, read back with a plain XML parser. */
function readPain001(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
    Document: {
      '@_xmlns': string;
      CstmrCdtTrfInitn: {
        GrpHdr: { MsgId: string; NbOfTxs: string; CtrlSum: string };
        PmtInf: {
          PmtMtd: string;
          NbOfTxs: string;
          CtrlSum: string;
          DbtrAcct: { Id: { IBAN: string } };
          DbtrAgt: { FinInstnId: { BIC: string } };
          CdtTrfTxInf: unknown;
        };
      };
    };
  };
  const root = doc.Document.CstmrCdtTrfInitn;
  const transfers = asList(
    root.PmtInf.CdtTrfTxInf as
      | Array<{
          PmtId: { EndToEndId: string };
          Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
          CdtrAgt?: { FinInstnId: { BIC: string } };
          CdtrAcct: { Id: { IBAN: string } };
          RmtInf: { Ustrd: string };
        }>
      | undefined,
  ).map((tx) => ({
    endToEndId: tx.PmtId.EndToEndId,
    amount: tx.Amt.InstdAmt['#text'],
    currency: tx.Amt.InstdAmt['@_Ccy'],
    iban: tx.CdtrAcct.Id.IBAN,
    bic: tx.CdtrAgt?.FinInstnId.BIC,
    remittance: tx.RmtInf.Ustrd,
  }));
  return {
    namespace: doc.Document['@_xmlns'],
    header: root.GrpHdr,
    info: root.PmtInf,
    transfers,
  };
}

describe('resale payouts paid by SEPA transfer from the back office (PostgreSQL)', () => {
  let bed: TicketsTestbed;
  let h: ReturnType<typeof resaleHelpers>;
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndAdmin: CreatedStaff;
  const session = (role: StaffRole) => ({ staffId: staff.get(role)?.id ?? '', epoch: 0 });
  const northSession = () => ({ staffId: northEndAdmin.id, epoch: 0 });
  const clubFile = (club: Club, extra: Partial<TenantInput> = {}) => ({
    club,
    tenant: { ...RESALE_RULES, payouts: club === 'riviera' ? RIVIERA_ACCOUNT : NORTH_END_ACCOUNT, ...extra },
  });
  const codeOf = async (
    query: string,
    variables: Record<string, unknown>,
    call: CallOptions = clubFile('riviera'),
  ) => (await bed.gql(query, variables, call)).errors?.[0]?.extensions?.code;
  const list = async (role: StaffRole = 'ticket_office') =>
    (
      await bed.data<{
        backOfficePayouts: { due: Payout[]; totalDue: number; batches: Batch[]; fileAvailability: string };
      }>(PAYOUTS, { session: session(role) }, clubFile('riviera'))
    ).backOfficePayouts;
  const createBatch = async (payoutIds: string[]) =>
    (
      await bed.data<{ backOfficeCreatePayoutBatch: Batch }>(
        CREATE,
        { session: session('ticket_office'), payoutIds },
        clubFile('riviera'),
      )
    ).backOfficeCreatePayoutBatch;
  const fileOf = async (id: string) =>
    (
      await bed.data<{ backOfficePayoutBatchFile: { fileName: string; xml: string } }>(
        FILE,
        { session: session('ticket_office'), id },
        clubFile('riviera'),
      )
    ).backOfficePayoutBatchFile;

  let seat = 0;
  /** A fan of `club` resells a Standard seat of match-open at `price`; the buyer's order is paid. */
  const resold = async (price: number, club: Club = 'riviera') => {
    seat += 1;
    const seatId = `r1-a${seat}`;
    const seller = await h.seller(club);
    const [ticketId] = await h.ticketsOf(seller, [seatId], club);
    const listed = await bed.gql(
      LIST,
      { customerId: seller, listings: [{ ticketId, price }] },
      { club, tenant: RESALE_RULES },
    );
    expect(listed.errors).toBeUndefined();
    const buyer = await bed.customer(club);
    const order = await bed.buy(
      buyer,
      'match-open',
      [{ blockId: 'R1', seatId, productId: 'resale', isFromResale: true }],
      { club },
    );
    await inTransaction(bed.db, (client) =>
      settleResales(client, { tenantId: club, orderId: order.orderId, now: bed.clock.now() }),
    );
    const [payout] = await bed.rows<{ id: string }>(
      `select listing_id as id from resale_payouts where tenant_id = $1 and ticket_id = $2`,
      [club, ticketId],
    );
    return {
      sellerId: seller,
      ticketId: ticketId as string,
      payoutId: payout?.id ?? '',
      email: await h.email(seller),
    };
  };
  const paidMails = (email: string) =>
    bed.rows<{ locale: string; payload: { amountCents: number; ibanEnd: string } }>(
      `select locale, payload from mail_outbox where template = 'resale-payout-paid' and recipient = $1`,
      [email],
    );

  beforeAll(async () => {
    bed = await startTicketsTestbed();
    h = resaleHelpers(bed);
    for (const [role, account] of await staffPerRole(bed.db, {
      clubSlug: 'riviera',
      emailDomain: 'payouts.example',
      now: bed.clock.now(),
    }))
      staff.set(role, account);
    northEndAdmin = await createStaff(bed.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.clock.now(),
    });
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('lists what is due, makes a pain.001.001.03 file of exactly the chosen payouts, and serves it again unchanged', async () => {
    const first = await resold(2850);
    const second = await resold(1999);
    const other = await resold(1500, 'north-end');

    const before = await list();
    expect(before.fileAvailability).toBe('AVAILABLE');
    const mine = before.due.filter((p) => [first.payoutId, second.payoutId].includes(p.id));
    expect(mine).toHaveLength(2);
    expect(mine.find((p) => p.id === first.payoutId)).toMatchObject({
      amount: 2850,
      ibanMasked: 'FR76 •••• 0189',
      batchId: null,
      eventName: expect.any(String),
    });
    // Another club's payout is not among this club's.
    expect(before.due.map((p) => p.id)).not.toContain(other.payoutId);
    expect(before.totalDue).toBe(before.due.reduce((sum, p) => sum + p.amount, 0));

    const batch = await createBatch([first.payoutId, second.payoutId]);
    expect(batch).toMatchObject({ status: 'OPEN', payoutCount: 2, total: 4849 });
    const file = await fileOf(batch.id);
    expect(file.fileName).toBe(`${batch.reference.toLowerCase()}.xml`);
    const pain = readPain001(file.xml);
    expect(pain.namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(pain.header).toMatchObject({ MsgId: batch.reference, NbOfTxs: '2', CtrlSum: '48.49' });
    expect(pain.info).toMatchObject({ PmtMtd: 'TRF', NbOfTxs: '2', CtrlSum: '48.49' });
    expect(pain.info.DbtrAcct.Id.IBAN).toBe(RIVIERA_ACCOUNT.iban);
    expect(pain.info.DbtrAgt.FinInstnId.BIC).toBe(RIVIERA_ACCOUNT.bic);
    expect(
      pain.transfers.map(({ remittance: _r, ...t }) => t).sort((a, b) => a.amount.localeCompare(b.amount)),
    ).toEqual([
      { endToEndId: second.payoutId, amount: '19.99', currency: 'EUR', iban: SELLER_IBAN, bic: 'BNPAFRPP' },
      { endToEndId: first.payoutId, amount: '28.50', currency: 'EUR', iban: SELLER_IBAN, bic: 'BNPAFRPP' },
    ]);
    // The remittance names the club, the match and the seat, in SEPA's characters.
    for (const transfer of pain.transfers) {
      expect(transfer.remittance).toMatch(/^Riviera/);
      expect(transfer.remittance).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]+$/);
    }
    // Downloaded again: the same document.
    expect((await fileOf(batch.id)).xml).toBe(file.xml);
    // The payouts now show the batch holding them; the other club's batch list is its own.
    const after = await list();
    expect(
      after.due
        .filter((p) => p.batchId === batch.id)
        .map((p) => p.id)
        .sort(),
    ).toEqual([first.payoutId, second.payoutId].sort());
    const north = await bed.data<{ backOfficePayouts: { due: Payout[]; batches: Batch[] } }>(
      PAYOUTS,
      { session: northSession() },
      clubFile('north-end'),
    );
    expect(north.backOfficePayouts.due.map((p) => p.id)).toEqual([other.payoutId]);
    expect(north.backOfficePayouts.batches).toEqual([]);
    // Another club neither downloads, pays nor batches this club's.
    expect(await codeOf(FILE, { session: northSession(), id: batch.id }, clubFile('north-end'))).toBe(
      'PAYOUT_BATCH_NOT_FOUND',
    );
    expect(await codeOf(PAID, { session: northSession(), id: batch.id }, clubFile('north-end'))).toBe(
      'PAYOUT_BATCH_NOT_FOUND',
    );
    expect(
      await codeOf(CREATE, { session: northSession(), payoutIds: [first.payoutId] }, clubFile('north-end')),
    ).toBe('PAYOUT_UNAVAILABLE');
    const audit = await bed.rows<{ action: string; staff_email: string }>(
      `select action, staff_email from staff_audit_log where target_id = $1 order by created_at, id`,
      [batch.id],
    );
    // One clock reading for all three: compared as a set of rows, not in order.
    expect(audit.map((a) => a.action).sort()).toEqual([
      'payout.batch_create',
      'payout.batch_download',
      'payout.batch_download',
    ]);
    expect(new Set(audit.map((a) => a.staff_email))).toEqual(new Set([staff.get('ticket_office')?.email]));
  });

  it('never puts a payout in two batches, also when two staff make files at once', async () => {
    const one = await resold(1200);
    const two = await resold(1300);
    const batch = await createBatch([one.payoutId]);
    // Already in an open batch: refused whole, naming it; nothing written.
    const refused = await bed.gql(
      CREATE,
      { session: session('admin'), payoutIds: [two.payoutId, one.payoutId] },
      clubFile('riviera'),
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'PAYOUT_UNAVAILABLE',
      payoutIds: [one.payoutId],
    });
    const [free] = await bed.rows<{ batch_id: string | null }>(
      `select batch_id from resale_payouts where tenant_id = 'riviera' and listing_id = $1`,
      [two.payoutId],
    );
    expect(free?.batch_id).toBeNull();
    // Two at once for the same payout: exactly one batch takes it.
    const race = await Promise.all(
      [0, 1].map(() =>
        bed.gql(
          CREATE,
          { session: session('ticket_office'), payoutIds: [two.payoutId] },
          clubFile('riviera'),
        ),
      ),
    );
    expect(race.filter((r) => !r.errors).length).toBe(1);
    expect(race.filter((r) => r.errors?.[0]?.extensions?.code === 'PAYOUT_UNAVAILABLE').length).toBe(1);
    const [{ batches } = { batches: 0 }] = await bed.rows<{ batches: number }>(
      `select count(*)::int as batches from payout_batch_items where tenant_id = 'riviera' and listing_id = $1`,
      [two.payoutId],
    );
    expect(batches).toBe(1);
    expect(batch.payoutCount).toBe(1);
  });

  it('marks a batch paid once: two clicks at once pay and e-mail each seller once; the fan sees it paid', async () => {
    const sale = await resold(2500);
    const batch = await createBatch([sale.payoutId]);
    bed.clock.advance(60_000);
    const answers = await Promise.all([
      bed.gql<{ backOfficeMarkPayoutBatchPaid: Batch }>(
        PAID,
        { session: session('ticket_office'), id: batch.id },
        clubFile('riviera'),
      ),
      bed.gql<{ backOfficeMarkPayoutBatchPaid: Batch }>(
        PAID,
        { session: session('admin'), id: batch.id },
        clubFile('riviera'),
      ),
    ]);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.backOfficeMarkPayoutBatchPaid.status).toBe('PAID');
    }
    const mails = await paidMails(sale.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ amountCents: 2500, ibanEnd: '0189' });
    const [row] = await bed.rows<{ status: string; paid_at: string | null }>(
      `select status, paid_at from resale_payouts where tenant_id = 'riviera' and listing_id = $1`,
      [sale.payoutId],
    );
    expect(row?.status).toBe('paid');
    const audit = await bed.rows<{ action: string }>(
      `select action from staff_audit_log where target_id = $1 and action = 'payout.batch_paid'`,
      [batch.id],
    );
    expect(audit).toHaveLength(1);
    // A third click later changes nothing.
    await bed.data(PAID, { session: session('admin'), id: batch.id }, clubFile('riviera'));
    expect(await paidMails(sale.email)).toHaveLength(1);
    // The seller's orders page reads the payout as paid; it has left the list of what is due.
    const tickets = await h.myTickets(sale.sellerId);
    expect(tickets.find((t) => t.id === sale.ticketId)).toMatchObject({
      payoutAmount: 2500,
      payoutStatus: 'PAID',
    });
    expect((await list()).due.map((p) => p.id)).not.toContain(sale.payoutId);
    // A paid payout cannot go in a new file.
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: [sale.payoutId] })).toBe(
      'PAYOUT_UNAVAILABLE',
    );
  });

  it('refuses a club that is not in euros, a club without an account, other roles and bad input with 4xx codes', async () => {
    const sale = await resold(900);
    const gbp = {
      club: 'riviera' as Club,
      tenant: { ...RESALE_RULES, currency: 'GBP', payouts: RIVIERA_ACCOUNT },
    };
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: [sale.payoutId] }, gbp)).toBe(
      'PAYOUT_CURRENCY_NOT_SEPA',
    );
    const listed = await bed.data<{ backOfficePayouts: { fileAvailability: string; currency: string } }>(
      PAYOUTS,
      { session: session('admin') },
      gbp,
    );
    expect(listed.backOfficePayouts).toMatchObject({ fileAvailability: 'NOT_EUR', currency: 'GBP' });
    const none = { club: 'riviera' as Club, tenant: RESALE_RULES };
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: [sale.payoutId] }, none)).toBe(
      'PAYOUT_ACCOUNT_MISSING',
    );
    expect(await codeOf(PAYOUTS, { session: session('crm') })).toBe('STAFF_FORBIDDEN');
    expect(await codeOf(CREATE, { session: session('security'), payoutIds: [sale.payoutId] })).toBe(
      'STAFF_FORBIDDEN',
    );
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: [] })).toBe('BAD_USER_INPUT');
    expect(
      await codeOf(CREATE, { session: session('admin'), payoutIds: [sale.payoutId, sale.payoutId] }),
    ).toBe('BAD_USER_INPUT');
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: ['x'.repeat(36)] })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: ['rsl_unknown'] })).toBe(
      'PAYOUT_UNAVAILABLE',
    );
    expect(await codeOf(FILE, { session: session('admin'), id: 'not-a-uuid' })).toBe('BAD_USER_INPUT');
    expect(
      await codeOf(PAID, { session: session('admin'), id: '00000000-0000-4000-8000-000000000000' }),
    ).toBe('PAYOUT_BATCH_NOT_FOUND');
    // Nothing above left a batch for it.
    const [row] = await bed.rows<{ batch_id: string | null }>(
      `select batch_id from resale_payouts where tenant_id = 'riviera' and listing_id = $1`,
      [sale.payoutId],
    );
    expect(row?.batch_id).toBeNull();
  });

  it('refuses a payout whose seller has no bank details left', async () => {
    const sale = await resold(800);
    await bed.rows(
      `update resale_payouts set iban = null, bic = null where tenant_id = 'riviera' and listing_id = $1`,
      [sale.payoutId],
    );
    expect((await list()).due.find((p) => p.id === sale.payoutId)?.ibanMasked).toBeNull();
    expect(await codeOf(CREATE, { session: session('admin'), payoutIds: [sale.payoutId] })).toBe(
      'PAYOUT_UNAVAILABLE',
    );
  });
});
