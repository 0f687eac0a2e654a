import { createPrivateKey } from 'node:crypto';
import type { Tenant } from '@stadio/tenants';
import { SignJWT } from 'jose';
import { documentLocale, documentTranslator } from './document-translator';
import { matchTitle, type TicketPage } from './ticket-pdf';
import type { GoogleCredentials } from './wallet-credentials';

/** Google's "Add to Google Wallet" address for a signed JWT. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google Wallet ids are `<issuer id>.<suffix>`, the suffix of letters, digits, `.`, `_` and `-`. */
const walletId = (issuerId: string, suffix: string) => `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

/**
 * A "save to Google Wallet" JWT (RS256 with the club's service account, Google's `savetowallet`
 * format) carrying an event ticket class per event and an object per ticket, each object's barcode
 * the ticket's signed token. Objects are versioned ids, so a re-issued ticket is a new object.
 */
export async function googleWalletJwt(
  tickets: TicketPage[],
  tenant: Tenant,
  credentials: GoogleCredentials,
  origins: string[],
  now: Date,
): Promise<string> {
  const classes = new Map<string, Record<string, unknown>>();
  const objects: Array<Record<string, unknown>> = [];
  for (const { facts, token, gateCode } of tickets) {
    const locale = documentLocale(facts.locale);
    const t = await documentTranslator(locale);
    const classId = walletId(credentials.issuerId, `${tenant.slug}-${facts.eventId}`);
    const seat = facts.ticket.seatInfo;
    const holder = facts.ticket.holderInfo;
    classes.set(classId, {
      id: classId,
      issuerName: tenant.clientLongName,
      reviewStatus: 'UNDER_REVIEW',
      eventName: { defaultValue: { language: locale, value: matchTitle(facts, t) } },
      venue: { name: { defaultValue: { language: locale, value: facts.arenaName } } },
      dateTime: { start: facts.ticket.eventInfo.startDatetime },
      hexBackgroundColor: tenant.branding.colors.primary,
    });
    objects.push({
      id: walletId(credentials.issuerId, `${tenant.slug}-${facts.ticket.id}-v${facts.version}`),
      classId,
      state: 'ACTIVE',
      ticketHolderName: [holder?.firstName ?? facts.owner.firstName, holder?.lastName ?? facts.owner.lastName]
        .filter(Boolean)
        .join(' '),
      ticketNumber: facts.ticket.id,
      seatInfo: {
        section: { defaultValue: { language: locale, value: `${seat.standName} ${seat.blockName}` } },
        ...(seat.isOpenSeating
          ? { seat: { defaultValue: { language: locale, value: t('openSeating') } } }
          : {
              row: { defaultValue: { language: locale, value: seat.rowName ?? '' } },
              seat: { defaultValue: { language: locale, value: seat.seatNumber ?? '' } },
            }),
      },
      // Under the code, what a steward types when it cannot be read (ADR 0044).
      barcode: { type: 'QR_CODE', value: token, alternateText: `${facts.ticket.id} · ${gateCode}` },
      faceValue: {
        micros: (facts.ticket.grossAmount + facts.ticket.discountAmount) * 10_000,
        currencyCode: tenant.currency,
      },
    });
  }
  return new SignJWT({
    typ: 'savetowallet',
    origins,
    payload: { eventTicketClasses: [...classes.values()], eventTicketObjects: objects },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(credentials.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(createPrivateKey(credentials.privateKey));
}
