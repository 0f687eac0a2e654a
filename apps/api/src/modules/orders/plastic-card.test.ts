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

const amstel = {
  locales: ['nl', 'fr', 'en'] as ('nl' | 'fr' | 'en')[],
  plasticCardConfiguration: { enabled: true, mandatory: true, priceCents: 300 },
};

describe('ancillaryNameIn', () => {
  it('names the plastic card in the reader’s language, other extras as loaded', () => {
    expect(ancillaryNameIn(card, 'en', amstel)).toBe('Plastic card');
    expect(ancillaryNameIn(card, 'fr', amstel)).toBe('Carte plastique');
    expect(ancillaryNameIn(card, 'nl', amstel)).toBe('Plastic kaart');
    // A language the club does not offer reads its first one.
    expect(ancillaryNameIn(card, 'es', amstel)).toBe('Plastic kaart');
    expect(ancillaryNameIn(card, 'xx', amstel)).toBe('Plastic kaart');
    expect(ancillaryNameIn(parking, 'en', amstel)).toBe('Parking P1');
  });

  it('uses the club’s own name for its card, per language or one for all', () => {
    const perLanguage = {
      ...amstel,
      plasticCardConfiguration: {
        ...amstel.plasticCardConfiguration,
        name: { nl: 'Amstel Fankaart', en: 'Amstel fan card' },
      },
    };
    expect(ancillaryNameIn(card, 'en', perLanguage)).toBe('Amstel fan card');
    // French is offered but not given: the club's first language.
    expect(ancillaryNameIn(card, 'fr', perLanguage)).toBe('Amstel Fankaart');
    const oneName = {
      ...amstel,
      plasticCardConfiguration: { ...amstel.plasticCardConfiguration, name: 'Amstel Card' },
    };
    expect(ancillaryNameIn(card, 'fr', oneName)).toBe('Amstel Card');
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
    const lines = invoiceLines(facts, await documentTranslator('en'), 'en', amstel);
    expect(lines.map((line) => line.description)).toEqual(['Plastic card']);
  });
});
