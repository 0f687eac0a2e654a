import type * as Gql from '@stadio/graphql/resolvers-types';
import { describe, expect, it } from 'vitest';
import { documentTranslator } from '../tickets/document-translator';
import type { InvoiceFacts } from '../tickets/invoice-facts';
import { invoiceLines } from '../tickets/invoice-pdf';
import { ancillaryNameIn, PLASTIC_CARD_PRODUCT_ID } from './plastic-card';

// The card's name is stored in the club's first language (Dutch at Amstel); a document is read in
// its reader's language.
const card = { productId: PLASTIC_CARD_PRODUCT_ID, ancillaryName: 'Plastic kaart' };
const parking = { productId: 'parking-p1', ancillaryName: 'Parking P1' };

describe('ancillaryNameIn', () => {
  it('names the plastic card in the reader’s language, other extras as stored', () => {
    expect(ancillaryNameIn(card, 'en', 'nl')).toBe('Plastic card');
    expect(ancillaryNameIn(card, 'fr', 'nl')).toBe('Carte plastique');
    expect(ancillaryNameIn(card, 'nl', 'nl')).toBe('Plastic kaart');
    expect(ancillaryNameIn(card, 'xx', 'nl')).toBe('Plastic kaart');
    expect(ancillaryNameIn(parking, 'en', 'nl')).toBe('Parking P1');
  });

  it('gives an English invoice an English plastic card line', async () => {
    const facts = {
      order: {
        ticketGroups: [
          {
            id: 'g',
            seatTickets: [],
            ancillaryTickets: [
              {
                ...card,
                id: 'a',
                ancillaryType: 'PLASTIC_CARD',
                grossAmount: 300,
                discountAmount: 0,
                isMandatory: true,
              },
            ],
          },
        ],
      } as unknown as Gql.Order,
    } as InvoiceFacts;
    const lines = invoiceLines(facts, await documentTranslator('en'), 'en', { locales: ['nl', 'fr', 'en'] });
    expect(lines.map((line) => line.description)).toEqual(['Plastic card']);
  });
});
