import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The session check against a real HTTP server playing the API's GraphQL endpoint: it answers an
 * epoch, BUSY, or is closed. An API that cannot answer must neither log the fan out (no 401
 * during an outage) nor keep trusting a session it never confirmed (ADR 0022).
 */
type Mode =
  { kind: 'epoch'; epoch: number } | { kind: 'busy'; retryAfterSeconds: number } | { kind: 'closed' };
let mode: Mode = { kind: 'epoch', epoch: 1 };
let asked = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked += 1;
    request.resume();
    request.on('end', () => {
      if (mode.kind === 'closed') return response.destroy();
      response.setHeader('content-type', 'application/json');
      const body =
        mode.kind === 'epoch'
          ? { data: { sessionEpoch: mode.epoch } }
          : {
              data: null,
              errors: [
                { message: 'busy', extensions: { code: 'BUSY', retryAfterSeconds: mode.retryAfterSeconds } },
              ],
            };
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('STOREFRONT_SECRET', 'x'.repeat(32));
  vi.stubEnv('SESSION_SECRET', 'y'.repeat(32));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

const epochs = () => import('./session-epochs');

describe('session epochs when the API cannot answer', () => {
  it('neither trusts nor refuses a session never confirmed: SessionCheckUnavailableError with the wait', async () => {
    const { isSessionEpochCurrent, SessionCheckUnavailableError } = await epochs();
    mode = { kind: 'busy', retryAfterSeconds: 3 };
    const check = isSessionEpochCurrent('amstel', 'cus_busy', 1);
    await expect(check).rejects.toBeInstanceOf(SessionCheckUnavailableError);
    await expect(check).rejects.toMatchObject({ retryAfterSeconds: 3 });

    mode = { kind: 'closed' };
    await expect(isSessionEpochCurrent('amstel', 'cus_closed', 1)).rejects.toMatchObject({
      retryAfterSeconds: 1,
    });
  });

  it('keeps the last epoch the API said once it goes away, so a revoked session stays revoked', async () => {
    const { isSessionEpochCurrent, EPOCH_FRESH_MS } = await epochs();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      mode = { kind: 'epoch', epoch: 2 };
      expect(await isSessionEpochCurrent('riviera', 'cus_known', 2)).toBe(true);
      expect(await isSessionEpochCurrent('riviera', 'cus_known', 1)).toBe(false);

      mode = { kind: 'closed' };
      vi.setSystemTime(Date.now() + EPOCH_FRESH_MS + 1);
      const before = asked;
      expect(await isSessionEpochCurrent('riviera', 'cus_known', 2)).toBe(true);
      expect(await isSessionEpochCurrent('riviera', 'cus_known', 1)).toBe(false);
      expect(asked).toBeGreaterThan(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the API again once it is back', async () => {
    const { isSessionEpochCurrent } = await epochs();
    mode = { kind: 'closed' };
    await expect(isSessionEpochCurrent('neva', 'cus_back', 5)).rejects.toThrow();
    mode = { kind: 'epoch', epoch: 5 };
    expect(await isSessionEpochCurrent('neva', 'cus_back', 5)).toBe(true);
  });
});

describe('session epochs in one process', () => {
  it('are forgotten for every copy of the module (Next bundles it for pages and for routes)', async () => {
    mode = { kind: 'epoch', epoch: 1 };
    const pages = await epochs();
    expect(await pages.isSessionEpochCurrent('neva', 'cus_two_bundles', 1)).toBe(true);
    vi.resetModules();
    const routes = await epochs();
    expect(routes).not.toBe(pages);
    // The logout route ends the sessions (the API raises the epoch) and forgets it in its copy.
    mode = { kind: 'epoch', epoch: 2 };
    routes.forgetSessionEpoch('neva', 'cus_two_bundles');
    expect(await pages.isSessionEpochCurrent('neva', 'cus_two_bundles', 1)).toBe(false);
  });
});
