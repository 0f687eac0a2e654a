import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { createTenantFixtures, createTestDatabase, tenantFixture, type TestDatabase } from '../testing';
import { seed } from './index';
import { WAITING_ROOM_DEMO } from './waiting-room-demo';

describe('waiting room demo', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  // The generic small venue: this is about the line, not the stadium.
  const fixtures = createTenantFixtures([tenantFixture('neva', { sport: 'rugby' })]);
  const now = new Date('2026-03-02T09:00:00.250Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    fixtures.cleanup();
  });

  const rows = async <T>(text: string) => (await handle.pool.query(text)).rows as T[];
  const revision = async () =>
    Number(
      (await rows<{ r: string }>(`select revision as r from catalogue_revisions where tenant_id = 'neva'`))[0]
        ?.r,
    );

  it('opens the demo line at the seeding, with its crowd in arrival order, anew at every seeding', async () => {
    await seed(handle.db, { registry: fixtures.registry, now });
    await seed(handle.db, { registry: fixtures.registry, now });
    const [room] = await rows<{ opens: Date; rate: number }>(
      `select opens_at as opens, admit_per_minute as rate from waiting_rooms where tenant_id = 'neva'`,
    );
    expect(room?.opens.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(room?.rate).toBe(WAITING_ROOM_DEMO.admitPerMinute);
    const [line] = await rows<{ arrivals: string; n: string; first: string; last: string; gaps: string }>(`
      select l.arrivals, count(v.*) as n, min(v.number) as first, max(v.number) as last,
        count(*) filter (where v.turn_at <> l.last_turn_at - (l.arrivals - v.number) * interval '2 seconds') as gaps
      from waiting_room_lines l join waiting_room_visitors v using (tenant_id, event_id)
      where l.tenant_id = 'neva' group by l.arrivals`);
    expect(line).toMatchObject({
      arrivals: String(WAITING_ROOM_DEMO.crowd),
      n: String(WAITING_ROOM_DEMO.crowd),
      first: '1',
      last: String(WAITING_ROOM_DEMO.crowd),
      gaps: '0',
    });
  });

  it("moves the club's catalogue revision when a waiting room is turned on, changed or off", async () => {
    const before = await revision();
    await handle.pool.query(`update waiting_rooms set admit_per_minute = 60 where tenant_id = 'neva'`);
    const changed = await revision();
    expect(changed).toBeGreaterThan(before);
    await handle.pool.query(`delete from waiting_rooms where tenant_id = 'neva'`);
    expect(await revision()).toBeGreaterThan(changed);
    // Turning it off ends the line with it.
    expect(await rows(`select 1 from waiting_room_visitors where tenant_id = 'neva'`)).toHaveLength(0);
  });
});
