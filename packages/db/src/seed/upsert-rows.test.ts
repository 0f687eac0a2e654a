import { describe, expect, it } from 'vitest';
import { teams } from '../schema';
import { upsertRows } from './upsert-rows';

describe('upsertRows', () => {
  it('refuses rows that set a property the first row does not, before sending anything', async () => {
    const unused = new Proxy({}, { get: () => expect.unreachable('the database was used') });
    await expect(
      upsertRows(
        unused as never,
        teams,
        [
          { tenantId: 'club', id: 'club', displayName: 'Club' },
          {
            tenantId: 'club',
            id: 'rival',
            displayName: 'Соперник',
            displayNameTranslations: { en: 'Rival' },
          },
        ],
        { key: ['tenantId', 'id'], onConflict: 'update' },
      ),
    ).rejects.toThrow('"displayNameTranslations" is set on a row but not on the first row');
  });
});
