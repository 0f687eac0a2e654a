import SEPA from 'sepa';
import { sepaText } from './sepa-text';

/*
 * One batch of resale payouts as a SEPA credit transfer initiation, pain.001.001.03 (the version
 * every SEPA bank takes), written by the `sepa` package (ADR 0049): one payment information block
 * debiting the club's payouts account, one transaction per payout whose end-to-end id is the
 * payout's id, so the bank's statement names what it paid.
 */

export interface SepaTransfer {
  /** The payout's id: the EndToEndId (at most 35 characters). */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  iban: string;
  bic: string | null;
  remittance: string;
}

export interface SepaBatch {
  /** MsgId, at most 35 characters, unique per debtor. */
  messageId: string;
  createdAt: Date;
  /** The day the bank is asked to execute it. */
  executionDate: Date;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly SepaTransfer[];
}

/** Cents as the file writes amounts: "40.00", exact (integers, no float sum). */
export const sepaAmount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The pain.001.001.03 XML of a batch. Throws on a transfer the format cannot carry. */
export function sepaCreditTransferXml(batch: SepaBatch): string {
  if (batch.transfers.length === 0) throw new Error('a transfer file needs at least one transfer');
  const doc = new SEPA.Document('pain.001.001.03');
  doc.grpHdr.id = batch.messageId;
  doc.grpHdr.created = batch.createdAt;
  doc.grpHdr.initiatorName = sepaText(batch.debtor.name, 70, 'Club');
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = batch.executionDate;
  info.debtorName = sepaText(batch.debtor.name, 70, 'Club');
  info.debtorIBAN = batch.debtor.iban;
  info.debtorBIC = batch.debtor.bic;
  doc.addPaymentInfo(info);
  for (const transfer of batch.transfers) {
    if (!Number.isInteger(transfer.amountCents) || transfer.amountCents <= 0)
      throw new Error(`transfer ${transfer.endToEndId}: amount must be a positive number of cents`);
    const tx = info.createTransaction();
    tx.end2endId = transfer.endToEndId;
    tx.creditorName = sepaText(transfer.creditorName, 70, 'Supporter');
    tx.creditorIBAN = transfer.iban;
    tx.creditorBIC = transfer.bic ?? '';
    tx.currency = 'EUR';
    // The package writes amount.toFixed(2); cents / 100 is the nearest double to that decimal.
    tx.amount = transfer.amountCents / 100;
    tx.remittanceInfo = sepaText(transfer.remittance, 140, transfer.endToEndId);
    info.addTransaction(tx);
  }
  const xml = doc.toString();
  // The package sums the amounts as doubles; its control sum must be the exact one.
  const total = batch.transfers.reduce((sum, t) => sum + t.amountCents, 0);
  if (!xml.includes(`<CtrlSum>${sepaAmount(total)}</CtrlSum>`))
    throw new Error(`transfer file ${batch.messageId}: control sum is not ${sepaAmount(total)}`);
  return xml;
}
