/**
 * Plays a browser at the provider for integration tests: follows the authorization URL, posts the
 * login form, and returns the shop's callback URL with its code and state (not followed).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  credentials: { login: string; password: string },
  callbackPrefix: string,
): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      init = {};
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action || init.method === 'POST')
      throw new Error(`provider answered ${response.status}: ${page.slice(0, 200)}`);
    url = new URL(action, url).toString();
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    };
  }
  throw new Error('too many redirects at the provider');
}
