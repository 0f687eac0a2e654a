import { describe, expect, it } from 'vitest';
import { checkConfirmationMails, CUT_WINDOW_MS, type SendCut } from './confirmation-mails';

const T0 = Date.parse('2026-11-29T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const rows = [
  { orderId: 'ord_a', outboxId: 'm1' },
  { orderId: 'ord_b', outboxId: 'm2' },
  { orderId: 'ord_c', outboxId: 'm3' },
];
const paid = rows.map((r) => r.orderId);
const once = [
  { messageId: 'm1@stadio.localhost', receivedAt: at(1_000) },
  { messageId: 'm2@stadio.localhost', receivedAt: at(2_000) },
  { messageId: 'm3@stadio.localhost', receivedAt: at(3_000) },
];
const apiKilled: SendCut = { what: 'kill -9 api-1', at: T0 + 2_100, senders: 1 };

describe('checkConfirmationMails', () => {
  it('passes when every paid order got its one message once', () => {
    expect(checkConfirmationMails(paid, rows, once, [apiKilled])).toEqual({
      received: 3,
      resent: [],
      failures: [],
    });
  });

  it('puts a second copy down to the kill it arrived next to', () => {
    const again = { messageId: 'm2@stadio.localhost', receivedAt: at(122_000) };
    const check = checkConfirmationMails(paid, rows, [...once, again], [apiKilled]);
    expect(check.failures).toEqual([]);
    expect(check.received).toBe(4);
    expect(check.resent).toEqual([{ orderId: 'ord_b', firstCopyAt: at(2_000), cut: 'kill -9 api-1' }]);
  });

  it('refuses a second copy whose first arrived far from any cut', () => {
    const again = { messageId: 'm1@stadio.localhost', receivedAt: at(121_000) };
    const refused = [
      '1 paid orders whose confirmation e-mail came more than once without a send cut short: [["ord_a",2]]',
    ];
    const minuteLater: SendCut = { ...apiKilled, at: T0 + 61_000 };
    expect(checkConfirmationMails(paid, rows, [...once, again], [minuteLater]).failures).toEqual(refused);
    // The window's edge: the first copy (at 1 s) right at it, then just past it.
    const atEdge: SendCut = { ...apiKilled, at: T0 + 1_000 + CUT_WINDOW_MS };
    expect(checkConfirmationMails(paid, rows, [...once, again], [atEdge]).failures).toEqual([]);
    const pastEdge: SendCut = { ...apiKilled, at: T0 + 1_000 + CUT_WINDOW_MS + 1 };
    expect(checkConfirmationMails(paid, rows, [...once, again], [pastEdge]).failures).toEqual(refused);
  });

  it('allows one second copy per sender a cut could interrupt, no more', () => {
    const twice = [
      ...once,
      { messageId: 'm1@stadio.localhost', receivedAt: at(121_000) },
      { messageId: 'm2@stadio.localhost', receivedAt: at(122_000) },
    ];
    expect(checkConfirmationMails(paid, rows, twice, [apiKilled]).failures).toHaveLength(1);
    const mailboxDown: SendCut = { what: 'mailbox down', at: T0 + 1_500, senders: 2 };
    const check = checkConfirmationMails(paid, rows, twice, [mailboxDown]);
    expect(check.failures).toEqual([]);
    expect(check.resent.map((r) => r.orderId)).toEqual(['ord_a', 'ord_b']);
  });

  it('refuses a third copy even next to a cut', () => {
    const thrice = [
      ...once,
      { messageId: 'm2@stadio.localhost', receivedAt: at(122_000) },
      { messageId: 'm2@stadio.localhost', receivedAt: at(242_000) },
    ];
    const cuts = [{ ...apiKilled, senders: 5 }];
    expect(checkConfirmationMails(paid, rows, thrice, cuts).failures).toEqual([
      '1 paid orders whose confirmation e-mail came more than once without a send cut short: [["ord_b",3]]',
    ]);
  });

  it('refuses a paid order never mailed, or queued twice', () => {
    const check = checkConfirmationMails(
      paid,
      [...rows, { orderId: 'ord_a', outboxId: 'm4' }],
      once.filter((m) => !m.messageId.startsWith('m3')),
      [],
    );
    expect(check.failures).toEqual([
      '1 paid orders without exactly one confirmation e-mail queued: [["ord_a",2]]',
      '2 paid orders whose confirmation e-mail never arrived: ["ord_a","ord_c"]',
    ]);
  });
});
