/**
 * The fault test's check of confirmation e-mails against what the outbox promises (ADR 0006):
 * every paid order is mailed, by one outbox row, so one Message-ID; and a second copy of that
 * message is sent only when a send was cut short.
 *
 * SMTP cannot tell a sender whether a message it was writing arrived, so a send cut short after
 * the receiving server accepted the message (the sender killed, or the server stopping before its
 * "250" reached the sender) is sent again, with the same Message-ID, when its lease runs out. Each
 * API's worker sends one mail at a time, so a cut can cause at most one such copy per API it cut
 * off, and the first copy arrives around the cut. Any other second copy, a third copy, or two
 * different messages for one order is a fault.
 */
import { groupBy } from '../../apps/api/src/modules/catalogue/group-by';

/** A fault of the run that can cut a send short. */
export interface SendCut {
  what: string;
  /** When it happened (epoch ms, the mailbox's clock). */
  at: number;
  /** How many sends it can cut at most: one per API sending at that moment. */
  senders: number;
}

/** A paid order's confirmation row in the outbox; its id is the Message-ID's local part. */
export interface ConfirmationRow {
  orderId: string;
  outboxId: string;
}

/** A message the mailbox received. */
export interface ReceivedMessage {
  messageId: string | null;
  receivedAt: string;
}

export interface ConfirmationMailCheck {
  /** Copies received for the paid orders' confirmations, resent ones included. */
  received: number;
  /** Second copies, each with the cut it is put down to. */
  resent: { orderId: string; firstCopyAt: string; cut: string }[];
  failures: string[];
}

/**
 * How far from a cut the first copy of a resent message may have arrived: the receiving server
 * stamps a message when it has read it, and the sender marks it sent after the server's answer
 * and a database round trip, both slowed down by the crowd the fault test runs.
 */
export const CUT_WINDOW_MS = 5_000;

export function checkConfirmationMails(
  paid: readonly string[],
  rows: readonly ConfirmationRow[],
  messages: readonly ReceivedMessage[],
  cuts: readonly SendCut[],
): ConfirmationMailCheck {
  const copies = groupBy(messages, (message) => message.messageId?.split('@')[0]);
  const rowsOf = groupBy(
    rows,
    (row) => row.orderId,
    (row) => row.outboxId,
  );
  const left = cuts.map((cut) => ({ ...cut, left: cut.senders }));
  const resent: ConfirmationMailCheck['resent'] = [];
  let received = 0;
  const notOneRow: [string, number][] = [];
  const notMailed: string[] = [];
  const unexplained: [string, number][] = [];
  for (const orderId of paid) {
    const ids = rowsOf.get(orderId) ?? [];
    if (ids.length !== 1) notOneRow.push([orderId, ids.length]);
    for (const id of ids) {
      const got = [...(copies.get(id) ?? [])].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
      received += got.length;
      const [first] = got;
      if (!first) notMailed.push(orderId);
      if (!first || got.length < 2) continue;
      const firstAt = Date.parse(first.receivedAt);
      const cut = left.find((c) => c.left > 0 && Math.abs(firstAt - c.at) <= CUT_WINDOW_MS);
      if (got.length > 2 || !cut) {
        unexplained.push([orderId, got.length]);
        continue;
      }
      cut.left -= 1;
      resent.push({ orderId, firstCopyAt: first.receivedAt, cut: cut.what });
    }
  }
  const failures = [
    failure(notOneRow, 'without exactly one confirmation e-mail queued'),
    failure(notMailed, 'whose confirmation e-mail never arrived'),
    failure(unexplained, 'whose confirmation e-mail came more than once without a send cut short'),
  ].filter((line) => line !== undefined);
  return { received, resent, failures };
}

/** A failure line naming the first few paid orders `found`, none when there are none. */
function failure(found: readonly unknown[], what: string): string | undefined {
  if (found.length === 0) return undefined;
  return `${found.length} paid orders ${what}: ${JSON.stringify(found.slice(0, 5))}`;
}
