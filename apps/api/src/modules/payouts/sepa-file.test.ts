import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sepaAmount, sepaCreditTransferXml } from './sepa-file';
import { maskIban, sepaText } from './sepa-text';

const batch = (amounts: number[]) => ({
  messageId: 'PAYOUT-20261202-ABCDEF12',
  createdAt: new Date('2026-12-02T10:00:00Z'),
  executionDate: new Date('2026-12-02T10:00:00Z'),
  debtor: { name: 'Olympique Riviera FC', iban: 'FR7630004000031234567890143', bic: 'BNPAFRPP' },
  transfers: amounts.map((amountCents, i) => ({
    endToEndId: `rsl_${String(i).padStart(20, '0')}`,
    amountCents,
    creditorName: 'Hélène Dupré-Ørsted',
    iban: 'FR7630006000011234567890189',
    bic: 'BNPAFRPP',
    remittance: 'Riviera revente Riviera – Lyon 2026-12-20 Tribune · 3 · 12',
  })),
});

describe('SEPA credit transfer file', () => {
  it('writes amounts and the control sum exact to the cent, where doubles would drift', () => {
    // 0.10 + 0.20 is 0.30000000000000004 in doubles; the sum must still be the exact one.
    const amounts = [...Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 10 : 20)), 1, 99_999_99];
    const xml = sepaCreditTransferXml(batch(amounts));
    const doc = new XMLParser({ parseTagValue: false }).parse(xml) as {
      Document: { CstmrCdtTrfInitn: { GrpHdr: { NbOfTxs: string; CtrlSum: string } } };
    };
    expect(doc.Document.CstmrCdtTrfInitn.GrpHdr).toMatchObject({ NbOfTxs: '1002', CtrlSum: '100150.00' });
    expect(sepaAmount(1)).toBe('0.01');
    expect(sepaAmount(4000)).toBe('40.00');
  });

  it('folds names and texts into the SEPA character set', () => {
    expect(sepaText('Hélène Dupré-Ørsted', 70, 'x')).toBe('Helene Dupre-Orsted');
    expect(sepaText('Riviera – Lyon · Tribune', 140, 'x')).toBe('Riviera - Lyon - Tribune');
    expect(sepaText('Иван Петров', 70, 'Supporter')).toBe('Supporter');
    expect(sepaText('//odd', 70, 'x')).toBe('odd');
    const xml = sepaCreditTransferXml(batch([500]));
    expect(xml).toContain('<Nm>Helene Dupre-Orsted</Nm>');
    expect(xml).not.toMatch(/[^\x20-\x7e]/);
  });

  it('refuses an amount that is not a positive number of cents and an empty batch', () => {
    expect(() => sepaCreditTransferXml(batch([0]))).toThrow(/positive number of cents/);
    expect(() => sepaCreditTransferXml(batch([12.5]))).toThrow(/positive number of cents/);
    expect(() => sepaCreditTransferXml(batch([]))).toThrow(/at least one transfer/);
  });

  it('masks an IBAN to its country, check digits and last four', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• 0189');
    expect(maskIban(null)).toBeNull();
  });
});
