import { STAFF_ROLES } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReadApiTestbed, type ReadApiTestbed } from '../read-api/test-fixtures/read-api-testbed';
import { roleAllows } from '../staff/staff-permissions';
import { hashApiKey } from './api-key-secret';

const LIST = `query ($session: StaffSessionInput!) { backOfficeApiKeys(session: $session) {
  id name prefix scope createdBy lastUsedAt revokedAt revokedBy } }`;
const CREATE = `mutation ($session: StaffSessionInput!, $name: String!) {
  backOfficeCreateApiKey(session: $session, name: $name) { secret apiKey { id } } }`;
const REVOKE = `mutation ($session: StaffSessionInput!, $id: ID!) {
  backOfficeRevokeApiKey(session: $session, id: $id) { id revokedAt } }`;

interface Listed {
  id: string;
  name: string;
  prefix: string;
  scope: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

describe('API keys of the read API (PostgreSQL)', () => {
  let bed: ReadApiTestbed;
  const session = (role: (typeof STAFF_ROLES)[number]) => ({
    staffId: bed.staff.get(role)?.id ?? '',
    epoch: 0,
  });
  const list = async () =>
    (await bed.data<{ backOfficeApiKeys: Listed[] }>(LIST, { session: session('admin') })).backOfficeApiKeys;

  beforeAll(async () => {
    bed = await startReadApiTestbed();
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('shows the key once, stores only its SHA-256, and audits its creation', async () => {
    const key = await bed.createKey('riviera', 'Access control');
    expect(key.secret).toMatch(/^stadio_riviera_[0-9A-Za-z]{40}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(key.secret.length - 30);

    const [row] = await bed.rows<Record<string, unknown>>(`select * from api_keys where id = $1`, [key.id]);
    expect(row?.key_hash).toBe(hashApiKey(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(15));
    const [stored] = await bed.rows<{ n: string }>(
      `select count(*) as n from api_keys where tenant_id = 'riviera' and id = $1
       and position($2 in (api_keys.*)::text) > 0`,
      [key.id, key.secret],
    );
    expect(stored?.n).toBe('0');

    const listed = (await list()).find((entry) => entry.id === key.id);
    expect(listed).toMatchObject({
      name: 'Access control',
      prefix: key.prefix,
      scope: 'READ',
      lastUsedAt: null,
    });
    expect(JSON.stringify(await list())).not.toContain(key.secret);

    const audit = await bed.rows<{ action: string; staff_email: string; after: { prefix: string } }>(
      `select action, staff_email, after from staff_audit_log where tenant_id = 'riviera' and target_id = $1`,
      [key.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'api_key.create', staff_email: 'admin@api-keys.example' }),
    ]);
    expect(audit[0]?.after.prefix).toBe(key.prefix);
    const [leaks] = await bed.rows<{ n: string }>(
      `select count(*) as n from staff_audit_log where position($1 in (staff_audit_log.*)::text) > 0`,
      [key.secret],
    );
    expect(leaks?.n).toBe('0');
  });

  it('lets only the roles with INTEGRATIONS_MANAGE list, make or revoke keys', async () => {
    const key = await bed.createKey();
    for (const role of STAFF_ROLES) {
      const allowed = roleAllows(role, 'INTEGRATIONS_MANAGE');
      const codes = [
        (await bed.gql(LIST, { session: session(role) })).errors?.[0]?.extensions?.code,
        (await bed.gql(CREATE, { session: session(role), name: `by ${role}` })).errors?.[0]?.extensions?.code,
      ];
      if (!allowed)
        codes.push(
          (await bed.gql(REVOKE, { session: session(role), id: key.id })).errors?.[0]?.extensions?.code,
        );
      // A superadmin is a platform account (no club): its session is valid everywhere.
      expect(codes, role).toEqual(
        allowed ? [undefined, undefined] : ['STAFF_FORBIDDEN', 'STAFF_FORBIDDEN', 'STAFF_FORBIDDEN'],
      );
    }
    expect(roleAllows('admin', 'INTEGRATIONS_MANAGE')).toBe(true);
    expect(roleAllows('ticket_office', 'INTEGRATIONS_MANAGE')).toBe(false);
    expect((await list()).find((entry) => entry.id === key.id)?.revokedAt).toBeNull();
  });

  it('refuses a name that is empty or too long, making nothing', async () => {
    const before = (await list()).length;
    for (const name of ['   ', 'x'.repeat(81)])
      expect(await bed.errorCode(CREATE, { session: session('admin'), name })).toBe('BAD_USER_INPUT');
    expect(await list()).toHaveLength(before);
  });

  it('revokes a key at once: the API refuses it, another club cannot revoke it, a second revoke changes nothing', async () => {
    const key = await bed.createKey();
    expect((await bed.get('/api/v1/events', { key: key.secret })).status).toBe(200);

    const north = { staffId: bed.northEndAdmin.id, epoch: 0 };
    expect(await bed.errorCode(REVOKE, { session: north, id: key.id }, { club: 'north-end' })).toBe(
      'API_KEY_NOT_FOUND',
    );
    expect((await bed.get('/api/v1/events', { key: key.secret })).status).toBe(200);

    await bed.revokeKey(key.id);
    const refused = await bed.get('/api/v1/events', { key: key.secret });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const listed = (await list()).find((entry) => entry.id === key.id);
    expect(listed?.revokedAt).toBe(bed.clock.now().toISOString());
    expect(listed?.revokedBy).toBe('admin@api-keys.example');

    const again = await bed.data<{ backOfficeRevokeApiKey: { revokedAt: string } }>(REVOKE, {
      session: session('admin'),
      id: key.id,
    });
    expect(again.backOfficeRevokeApiKey.revokedAt).toBe(listed?.revokedAt);
    const audits = await bed.rows(
      `select 1 from staff_audit_log where action = 'api_key.revoke' and target_id = $1`,
      [key.id],
    );
    expect(audits).toHaveLength(1);
  });

  it('records the last use at most once a minute', async () => {
    const key = await bed.createKey();
    const lastUse = async () => (await list()).find((entry) => entry.id === key.id)?.lastUsedAt;
    expect(await lastUse()).toBeNull();
    const first = bed.clock.now();
    expect((await bed.get('/api/v1/events', { key: key.secret })).status).toBe(200);
    expect(await lastUse()).toBe(first.toISOString());

    bed.clock.advance(30_000);
    expect((await bed.get('/api/v1/events', { key: key.secret })).status).toBe(200);
    expect(await lastUse()).toBe(first.toISOString());

    bed.clock.advance(31_000);
    expect((await bed.get('/api/v1/events', { key: key.secret })).status).toBe(200);
    expect(await lastUse()).toBe(bed.clock.now().toISOString());
  });
});
