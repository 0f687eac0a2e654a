import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxProvider } from '../../payments/sandbox-provider';
import type { PaymentServices } from '../../payments/payment-provider';

/** How the gate answers refund calls: passes them, refuses (4xx), fails (5xx), or answers late. */
export type GateMode = 'pass' | 'refuse' | 'fail' | 'late';

/** A sandbox provider behind a gate that makes its refunds refuse, fail or time out on demand. */
export interface ProviderGate {
  services: PaymentServices;
  set(mode: GateMode): void;
  /** Refund calls that reached the sandbox (passed or late). */
  forwarded(): number;
  close(): Promise<void>;
}

/**
 * Starts an HTTP gate in front of the payment sandbox (the real sandbox provider talks to it): the
 * provider's own error handling sorts a 4xx (ProviderRefused) from a 5xx or a timeout
 * (ProviderUnavailable). `late` forwards the refund to the sandbox, which does it, and answers
 * after the provider gave up waiting: the case an idempotency key exists for.
 */
export async function startProviderGate(
  sandbox: { url: string; apiKey: string; webhookSecret: string },
  webhookUrl: () => string,
): Promise<ProviderGate> {
  let mode: GateMode = 'pass';
  let forwarded = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const isRefund = req.url === '/v1/refunds';
      if (isRefund && mode === 'refuse') {
        res.writeHead(402, { 'content-type': 'application/json' }).end('{"error":"refund declined"}');
        return;
      }
      if (isRefund && mode === 'fail') {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      }
      if (isRefund) forwarded += 1;
      const headers = { ...req.headers };
      delete headers.host;
      void fetch(`${sandbox.url}${req.url ?? '/'}`, {
        method: req.method,
        headers: headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      }).then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
        };
        if (isRefund && mode === 'late') setTimeout(send, 600);
        else send();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    services: {
      webhookBaseUrl: '',
      provider: createSandboxProvider({
        url,
        apiKey: sandbox.apiKey,
        webhookSecret: sandbox.webhookSecret,
        webhookUrl,
        timeoutMs: 300,
      }),
    },
    set: (next) => {
      mode = next;
    },
    forwarded: () => forwarded,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
