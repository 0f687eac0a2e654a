import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, DbExecutor, StaffAccountRow, Translations } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { sql, type SQL } from 'drizzle-orm';
import { nameIn } from '../catalogue/catalogue-names';
import { enqueueMail } from '../mail/enqueue-mail';
import { mailTranslator } from '../mail/mail-translator';
import { resalePayoutPaidMail } from '../mail/templates/resale-payout-paid';
import { writeAudit } from '../staff/staff-audit';
import { accountMissing, batchNotFound, currencyNotSepa, payoutsUnavailable } from './payout-errors';
import { sepaCreditTransferXml } from './sepa-file';
import { maskIban } from './sepa-text';

/*
 * Resale payouts paid from the back office (docs/product.md#resale, RESALE_PAYOUT, ADR 0049).
 * A payout (resale_payouts, written when the buyer's order was paid) goes into one batch: one
 * pain.001 file debiting the club's payouts account. Staff upload the file to the club's bank,
 * then mark the batch paid: its payouts become paid and each seller is e-mailed, in the one
 * transaction that flips the batch, so two clicks or two colleagues never pay or mail twice.
 */

/** Who acts, where, when; `locale` is the staff member's, for match names. */
export interface PayoutScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  locale?: string;
}

type Staff = Pick<StaffAccountRow, 'id' | 'email'>;

async function rowsOf<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Whether this club can make transfer files, and why not. */
export function fileAvailability(tenant: Tenant): 'AVAILABLE' | 'NO_ACCOUNT' | 'NOT_EUR' {
  if (tenant.currency !== 'EUR') return 'NOT_EUR';
  return tenant.payouts ? 'AVAILABLE' : 'NO_ACCOUNT';
}

/** The club's payouts account, or the refusal that says why there is none to use. */
function sepaAccount(tenant: Tenant) {
  if (tenant.currency !== 'EUR') throw currencyNotSepa(tenant.currency);
  if (!tenant.payouts) throw accountMissing();
  return tenant.payouts;
}

interface BatchRow {
  id: string;
  messageId: string;
  status: 'open' | 'paid';
  payoutCount: number;
  totalCents: number;
  createdAt: Date | string;
  createdByEmail: string | null;
  paidAt: Date | string | null;
  paidByEmail: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function batchView(row: BatchRow) {
  return {
    id: row.id,
    reference: row.messageId,
    status: row.status === 'paid' ? ('PAID' as const) : ('OPEN' as const),
    payoutCount: row.payoutCount,
    total: row.totalCents,
    createdAt: iso(row.createdAt) ?? '',
    createdBy: row.createdByEmail,
    paidAt: iso(row.paidAt),
    paidBy: row.paidByEmail,
  };
}

const BATCH_COLUMNS = sql`id, message_id as "messageId", status, payout_count as "payoutCount",
  total_cents as "totalCents", created_at as "createdAt", created_by_email as "createdByEmail",
  paid_at as "paidAt", paid_by_email as "paidByEmail"`;

async function batchRow(db: DbExecutor, tenantId: string, id: string): Promise<BatchRow> {
  const [row] = await rowsOf<BatchRow>(
    db,
    sql`select ${BATCH_COLUMNS} from payout_batches where tenant_id = ${tenantId} and id = ${id}`,
  );
  if (!row) throw batchNotFound();
  return row;
}

interface DueRow {
  id: string;
  ticketId: string;
  amountCents: number;
  createdAt: Date | string;
  iban: string | null;
  bic: string | null;
  batchId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  eventName: string;
  eventNameTranslations: Translations;
  eventDay: string;
  seatLabel: string | null;
}

/** Due payouts of the club with what a file or a list says of them; `ids` narrows and locks them. */
function duePayoutsQuery(tenant: Tenant, ids?: readonly string[]): SQL {
  return sql`
    select p.listing_id as id, p.ticket_id as "ticketId", p.amount_cents as "amountCents",
      p.created_at as "createdAt", p.iban, p.bic, p.batch_id as "batchId", p.status,
      c.first_name as "firstName", c.last_name as "lastName", c.email,
      e.name as "eventName", e.name_translations as "eventNameTranslations",
      to_char(e.start_datetime at time zone ${tenant.timeZone}, 'YYYY-MM-DD') as "eventDay",
      nullif(concat_ws(' · ', b.name, st.row_name, st.seat_number), '') as "seatLabel"
    from resale_payouts p
    join customers c on c.tenant_id = p.tenant_id and c.id = p.seller_customer_id
    join seat_tickets t on t.tenant_id = p.tenant_id and t.id = p.ticket_id
    join events e on e.tenant_id = t.tenant_id and e.id = t.event_id
    left join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
    left join seats st on st.tenant_id = t.tenant_id and st.id = t.seat_id
    where p.tenant_id = ${tenant.slug}
      ${ids ? sql`and p.listing_id = any(${sql.param([...ids])}::text[])` : sql`and p.status = 'due'`}
    order by p.created_at, p.listing_id`;
}

const sellerName = (row: Pick<DueRow, 'firstName' | 'lastName' | 'email'>) =>
  [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ') || row.email;

/** The payouts due and the batches made. */
export async function listPayouts(scope: PayoutScope) {
  const tenant = scope.tenant;
  const locale = scope.locale ?? tenant.locales[0] ?? 'en';
  const due = await rowsOf<DueRow>(scope.db, duePayoutsQuery(tenant));
  const batches = await rowsOf<BatchRow>(
    scope.db,
    sql`select ${BATCH_COLUMNS} from payout_batches where tenant_id = ${tenant.slug}
        order by created_at desc, id limit 200`,
  );
  return {
    currency: tenant.currency,
    fileAvailability: fileAvailability(tenant),
    accountHolder: tenant.payouts?.accountHolder ?? null,
    accountIbanMasked: maskIban(tenant.payouts?.iban ?? null),
    due: due.map((row) => ({
      id: row.id,
      sellerName: sellerName(row),
      sellerEmail: row.email,
      ticketId: row.ticketId,
      eventName: nameIn(row.eventName, row.eventNameTranslations, locale),
      seatLabel: row.seatLabel,
      amount: row.amountCents,
      dueSince: iso(row.createdAt) ?? '',
      ibanMasked: maskIban(row.iban),
      batchId: row.batchId,
    })),
    totalDue: due.reduce((sum, row) => sum + row.amountCents, 0),
    batches: batches.map(batchView),
  };
}

/** A MsgId the club has not used: the day and 8 random hex digits (24 characters of SEPA's 35). */
const newMessageId = (now: Date) =>
  `PAYOUT-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Puts the chosen payouts in a new open batch, with each transfer as the file will write it.
 * The payouts are locked first (in id order): of two requests naming one payout, the second
 * reads it in the first's batch and is refused whole (PAYOUT_UNAVAILABLE), nothing written.
 */
export async function createPayoutBatch(scope: PayoutScope, staff: Staff, payoutIds: readonly string[]) {
  const tenant = scope.tenant;
  const account = sepaAccount(tenant);
  const clubLocale = tenant.locales[0] ?? 'en';
  const t = await mailTranslator(clubLocale);
  const batchId = randomUUID();
  await scope.db.transaction(async (tx) => {
    const ids = [...payoutIds].sort();
    await tx.execute(sql`select listing_id from resale_payouts
      where tenant_id = ${tenant.slug} and listing_id = any(${sql.param(ids)}::text[])
      order by listing_id for update`);
    const rows = await rowsOf<DueRow & { status: string }>(tx, duePayoutsQuery(tenant, ids));
    const usable = rows.filter((row) => row.status === 'due' && row.batchId === null && row.iban);
    if (usable.length !== ids.length) {
      const ok = new Set(usable.map((row) => row.id));
      throw payoutsUnavailable(ids.filter((id) => !ok.has(id)));
    }
    const total = usable.reduce((sum, row) => sum + row.amountCents, 0);
    const messageId = newMessageId(scope.now);
    await tx.execute(sql`insert into payout_batches
      (tenant_id, id, message_id, status, payout_count, total_cents, currency, debtor_name, debtor_iban,
       debtor_bic, created_by, created_by_email, created_at)
      values (${tenant.slug}, ${batchId}, ${messageId}, 'open', ${usable.length}, ${total}, 'EUR',
       ${account.accountHolder}, ${account.iban}, ${account.bic}, ${staff.id}, ${staff.email}, ${scope.now})`);
    const items = usable.map((row, position) => ({
      listingId: row.id,
      position,
      amountCents: row.amountCents,
      creditorName: sellerName(row),
      iban: row.iban as string,
      bic: row.bic,
      // Read on the seller's bank statement: the club, the match and the seat, in the club's language.
      remittance: t('payoutPaid.remittance', {
        club: tenant.clientShortName,
        event: nameIn(row.eventName, row.eventNameTranslations, clubLocale),
        day: row.eventDay,
        seat: row.seatLabel ?? row.ticketId,
      }),
    }));
    for (const item of items)
      await tx.execute(sql`insert into payout_batch_items
        (tenant_id, batch_id, listing_id, position, amount_cents, creditor_name, iban, bic, remittance)
        values (${tenant.slug}, ${batchId}, ${item.listingId}, ${item.position}, ${item.amountCents},
          ${item.creditorName}, ${item.iban}, ${item.bic}, ${item.remittance})`);
    const claimed = await tx.execute(sql`update resale_payouts set batch_id = ${batchId}
      where tenant_id = ${tenant.slug} and listing_id = any(${sql.param(ids)}::text[])
        and status = 'due' and batch_id is null`);
    if (claimed.rowCount !== ids.length)
      throw new Error(`batch ${batchId}: claimed ${claimed.rowCount} of ${ids.length}`);
    // Checked before anything commits: a payout the format cannot carry refuses the batch here,
    // not at the bank.
    sepaCreditTransferXml(fileOf({ messageId, createdAt: scope.now, account, items }));
    await writeAudit(tx, {
      tenantId: tenant.slug,
      staff: { id: staff.id, email: staff.email },
      action: 'payout.batch_create',
      targetType: 'payout_batch',
      targetId: batchId,
      after: {
        reference: messageId,
        totalCents: total,
        payouts: items.map((item) => ({ id: item.listingId, amountCents: item.amountCents })),
      },
      now: scope.now,
    });
  });
  return batchView(await batchRow(scope.db, tenant.slug, batchId));
}

interface ItemRow {
  listingId: string;
  amountCents: number;
  creditorName: string;
  iban: string;
  bic: string | null;
  remittance: string;
}

function fileOf(batch: {
  messageId: string;
  createdAt: Date;
  account: { accountHolder: string; iban: string; bic: string };
  items: readonly ItemRow[];
}) {
  return {
    messageId: batch.messageId,
    createdAt: batch.createdAt,
    executionDate: batch.createdAt,
    debtor: { name: batch.account.accountHolder, iban: batch.account.iban, bic: batch.account.bic },
    transfers: batch.items.map((item) => ({
      endToEndId: item.listingId,
      amountCents: item.amountCents,
      creditorName: item.creditorName,
      iban: item.iban,
      bic: item.bic,
      remittance: item.remittance,
    })),
  };
}

/**
 * A batch's file, written from what the batch stored: the same document at every download. Each
 * download is audited (`payout.batch_download`): the file carries the sellers' bank accounts.
 */
export async function payoutBatchFile(scope: PayoutScope, staff: Staff, batchId: string) {
  const tenantId = scope.tenant.slug;
  const [batch] = await rowsOf<{
    messageId: string;
    createdAt: Date | string;
    currency: string;
    debtorName: string;
    debtorIban: string;
    debtorBic: string;
  }>(
    scope.db,
    sql`select message_id as "messageId", created_at as "createdAt", currency, debtor_name as "debtorName",
        debtor_iban as "debtorIban", debtor_bic as "debtorBic"
        from payout_batches where tenant_id = ${tenantId} and id = ${batchId}`,
  );
  if (!batch) throw batchNotFound();
  const items = await rowsOf<ItemRow>(
    scope.db,
    sql`select listing_id as "listingId", amount_cents as "amountCents", creditor_name as "creditorName",
        iban, bic, remittance from payout_batch_items
        where tenant_id = ${tenantId} and batch_id = ${batchId} order by position`,
  );
  const xml = sepaCreditTransferXml(
    fileOf({
      messageId: batch.messageId,
      createdAt: new Date(batch.createdAt),
      account: { accountHolder: batch.debtorName, iban: batch.debtorIban, bic: batch.debtorBic },
      items,
    }),
  );
  await writeAudit(scope.db, {
    tenantId,
    staff: { id: staff.id, email: staff.email },
    action: 'payout.batch_download',
    targetType: 'payout_batch',
    targetId: batchId,
    after: { reference: batch.messageId, transfers: items.length },
    now: scope.now,
  });
  return { fileName: `${batch.messageId.toLowerCase()}.xml`, xml };
}

/**
 * Marks an open batch executed: the batch flips `open → paid` where still open (the row lock
 * makes a second request wait, then find it paid and change nothing), its payouts `due → paid`,
 * and each seller whose payout this flipped is e-mailed, all in one transaction (ADR 0006).
 */
export async function markPayoutBatchPaid(scope: PayoutScope, staff: Staff, batchId: string) {
  const tenant = scope.tenant;
  await scope.db.transaction(async (tx) => {
    const flipped = await tx.execute(sql`update payout_batches
      set status = 'paid', paid_at = ${scope.now}, paid_by = ${staff.id}, paid_by_email = ${staff.email}
      where tenant_id = ${tenant.slug} and id = ${batchId} and status = 'open'`);
    if (flipped.rowCount === 0) {
      await batchRow(tx, tenant.slug, batchId);
      return;
    }
    const paid = await rowsOf<{
      id: string;
      amountCents: number;
      iban: string | null;
      email: string;
      firstName: string | null;
      locale: string;
      deleted: boolean;
      eventName: string;
      eventNameTranslations: Translations;
    }>(
      tx,
      sql`with paid as (
          update resale_payouts set status = 'paid', paid_at = ${scope.now}
          where tenant_id = ${tenant.slug} and batch_id = ${batchId} and status = 'due'
          returning listing_id, seller_customer_id, ticket_id, amount_cents, iban
        )
        select paid.listing_id as id, paid.amount_cents as "amountCents", paid.iban, c.email,
          c.first_name as "firstName", c.preferred_locale as locale, c.deleted_at is not null as deleted,
          e.name as "eventName", e.name_translations as "eventNameTranslations"
        from paid
        join customers c on c.tenant_id = ${tenant.slug} and c.id = paid.seller_customer_id
        join seat_tickets t on t.tenant_id = ${tenant.slug} and t.id = paid.ticket_id
        join events e on e.tenant_id = t.tenant_id and e.id = t.event_id
        order by paid.listing_id`,
    );
    for (const row of paid) {
      if (row.deleted) continue;
      await enqueueMail(
        tx,
        resalePayoutPaidMail,
        {
          tenantId: tenant.slug,
          to: row.email,
          locale: row.locale,
          payload: {
            firstName: row.firstName,
            eventName: nameIn(row.eventName, row.eventNameTranslations, row.locale),
            amountCents: row.amountCents,
            ibanEnd: row.iban ? row.iban.slice(-4) : '—',
          },
        },
        scope.now,
      );
    }
    await writeAudit(tx, {
      tenantId: tenant.slug,
      staff: { id: staff.id, email: staff.email },
      action: 'payout.batch_paid',
      targetType: 'payout_batch',
      targetId: batchId,
      before: { status: 'open' },
      after: {
        status: 'paid',
        payouts: paid.map((row) => ({ id: row.id, amountCents: row.amountCents })),
      },
      now: scope.now,
    });
  });
  return batchView(await batchRow(scope.db, tenant.slug, batchId));
}
