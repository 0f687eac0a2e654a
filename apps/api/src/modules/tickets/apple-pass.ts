import { PKPass } from 'passkit-generator';
import { formatClubDate, type Tenant } from '@stadio/tenants';
import { formatDocumentMoney } from './document-format';
import { documentLocale, documentTranslator } from './document-translator';
import { passIcon } from './pass-icon';
import { matchTitle, type TicketPage } from './ticket-pdf';
import type { AppleCredentials } from './wallet-credentials';
import type { WalletSerial } from './wallet-serials';

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * An Apple Wallet event ticket (.pkpass) of one seat ticket, in the holder's language and the
 * club's colours, its barcode the same signed token as the PDF's QR code, signed with the club's
 * pass certificate (PKCS#7 over manifest.json, by passkit-generator).
 */
export async function renderApplePass(
  page: TicketPage,
  tenant: Tenant,
  credentials: AppleCredentials,
  serial: WalletSerial,
): Promise<Buffer> {
  const { facts, token } = page;
  const locale = documentLocale(facts.locale);
  const t = await documentTranslator(locale);
  const { primary, onPrimary, secondary } = tenant.branding.colors;
  const seat = facts.ticket.seatInfo;
  const start = new Date(facts.ticket.eventInfo.startDatetime);
  const holder = facts.ticket.holderInfo;
  const holderName = [
    holder?.firstName ?? facts.owner.firstName,
    (holder?.lastName ?? facts.owner.lastName)?.toUpperCase(),
  ]
    .filter(Boolean)
    .join(' ');
  const pass = new PKPass(
    {
      'icon.png': passIcon(29, primary, secondary),
      'icon@2x.png': passIcon(58, primary, secondary),
      'logo.png': passIcon(50, primary, secondary),
    },
    {
      wwdr: credentials.wwdr,
      signerCert: credentials.signerCert,
      signerKey: credentials.signerKey,
      ...(credentials.signerKeyPassphrase ? { signerKeyPassphrase: credentials.signerKeyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: credentials.passTypeIdentifier,
      teamIdentifier: credentials.teamIdentifier,
      serialNumber: serial.serialNumber,
      authenticationToken: serial.authenticationToken,
      organizationName: tenant.clientLongName,
      description: `${t('ticketTitle')} — ${matchTitle(facts, t)}`,
      logoText: tenant.clientShortName,
      backgroundColor: hexToRgb(primary),
      foregroundColor: hexToRgb(onPrimary),
      labelColor: hexToRgb(onPrimary),
    },
  );
  pass.type = 'eventTicket';
  pass.headerFields.push({
    key: 'date',
    label: t('date'),
    value: formatClubDate(start, locale, tenant.timeZone),
  });
  pass.primaryFields.push({ key: 'event', label: facts.arenaName, value: matchTitle(facts, t) });
  pass.secondaryFields.push(
    { key: 'stand', label: t('stand'), value: seat.standName },
    { key: 'block', label: t('block'), value: seat.blockName },
    ...(seat.isOpenSeating
      ? [{ key: 'seat', label: t('seat'), value: t('openSeating') }]
      : [
          { key: 'row', label: t('row'), value: seat.rowName ?? '—' },
          { key: 'seat', label: t('seat'), value: seat.seatNumber ?? '—' },
        ]),
  );
  pass.auxiliaryFields.push(
    { key: 'holder', label: t('holder'), value: holderName || facts.owner.email },
    { key: 'category', label: t('category'), value: seat.categoryName },
  );
  pass.backFields.push(
    { key: 'rate', label: t('rate'), value: facts.ticket.productName },
    {
      key: 'price',
      label: t('price'),
      value: formatDocumentMoney(
        facts.ticket.grossAmount + facts.ticket.discountAmount,
        locale,
        tenant.currency,
      ),
    },
    { key: 'order', label: t('order'), value: facts.orderId },
    { key: 'ticket', label: t('ticketRef'), value: facts.ticket.id },
    { key: 'gateCode', label: t('gateCode'), value: page.gateCode },
    { key: 'hint', label: t('ticketTitle'), value: t('scanHint') },
  );
  pass.setBarcodes({ message: token, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1' });
  pass.setRelevantDate(start);
  return pass.getAsBuffer();
}
