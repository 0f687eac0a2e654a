import { describe, expect, it } from 'vitest';
import { displayName, maskEmail } from './customer-name';

describe('customer names and addresses as shown', () => {
  it('upper-cases the last name only', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Van Dijk' }, 'nl')).toBe('Anna VAN DIJK');
    expect(displayName({ firstName: 'Анна', lastName: 'Петрова' }, 'ru')).toBe('Анна ПЕТРОВА');
    expect(displayName({ firstName: 'Zoé', lastName: null }, 'fr')).toBe('Zoé');
  });

  it('hides most of an e-mail address', () => {
    expect(maskEmail('fan@example.com')).toBe('f•••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
