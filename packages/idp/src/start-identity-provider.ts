import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';
import { DEFAULT_LOOK, errorPage, loginPage, logoutPage, type ProviderLook } from './pages';

/** A member of the club's membership system: what the provider knows and tells the shop. */
export interface Member {
  /** The `sub` of the member's tokens: stable, never an e-mail. */
  sub: string;
  login: string;
  password: string;
  /** OpenID Connect standard claims (email, given_name, family_name, phone_number, address…). */
  claims: Record<string, unknown>;
}

/** A relying party allowed to sign members in: the shop of one club. */
export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface IdentityProviderOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** The host in the issuer URL; 127.0.0.1 because Node does not resolve `*.localhost` (ADR 0027). */
  host?: string;
  members: Member[];
  clients: ProviderClient[];
  /** Who runs it, as its pages show it (the demo: the club's name and colour). */
  look?: ProviderLook;
}

export interface IdentityProvider {
  /** `http://127.0.0.1:<port>`, the `issuer` a club's tenant file names. */
  issuer: string;
  port: number;
  close(): Promise<void>;
}

/** The scopes and claims every member may hand to the shop: the demo has no consent screen. */
const OIDC_SCOPES = ['openid', 'email', 'profile', 'phone', 'address'];
const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'gender', 'birthdate', 'locale', 'name'],
  phone: ['phone_number', 'phone_number_verified'],
  address: ['address'],
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * A real OpenID Connect provider (oidc-provider, a certified implementation) standing in for a
 * club's membership system in the demo and the tests (ADR 0027): authorization code with PKCE,
 * RP-initiated logout, its own login page checking the members' passwords, no consent screen.
 * Sessions and codes live in memory, so a restart signs every member out.
 */
export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;
  const look = options.look ?? DEFAULT_LOOK;
  const members = new Map(options.members.map((member) => [member.sub, member]));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const clients: ClientMetadata[] = options.clients.map((client) => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }));

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'demo-1' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: OIDC_SCOPES,
    claims: CLAIMS,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => void (ctx.body = logoutPage(look, form)),
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      Session: 8 * 3600,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Grant: 8 * 3600,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const member = members.get(sub);
      if (!member) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...member.claims }) };
    },
    // First-party demo: every client gets the scopes it asks for without a consent screen.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(
        look,
        `The sign-in was refused (${String(out.error)}). Go back to the shop and start again.`,
      );
    },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (match[2] && req.method === 'POST') {
          const form = await readForm(req);
          const login = form.get('login')?.trim().toLowerCase() ?? '';
          const password = form.get('password') ?? '';
          const member = [...members.values()].find((m) => m.login === login);
          if (!member || !sameText(member.password, password))
            return html(res, 401, loginPage(look, details.uid, login, true));
          return await provider.interactionFinished(
            req,
            res,
            { login: { accountId: member.sub } },
            { mergeWithLastSubmission: false },
          );
        }
        return html(res, 200, loginPage(look, details.uid, '', false));
      } catch {
        // An expired or unknown interaction: the fan starts again from the shop.
        html(res, 400, errorPage(look, 'This sign-in has expired. Go back to the shop and start again.'));
      }
    })();
  });

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
