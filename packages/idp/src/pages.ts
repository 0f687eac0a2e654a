/** The provider's two pages, plain HTML: a membership system's own look is not the shop's business. */

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:2rem 1rem}main{max-width:22rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px #0003}label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}button{margin-top:1rem;width:100%;padding:.6rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px}p[role=alert]{color:#b91c1c}';

/** The login form of an interaction; `failed` after a wrong login or password. */
export function loginPage(uid: string, login: string, failed: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Membership sign-in</title><style>${STYLE}</style></head><body><main>
<h1>Membership sign-in</h1>
${failed ? '<p role="alert">Wrong login or password.</p>' : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">Login</label><input id="login" name="login" autocomplete="username" value="${escape(login)}" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

/**
 * The end-session page: oidc-provider asks before ending the session; a shop's logout has already
 * been confirmed by the fan, so the page confirms itself (a button remains without JavaScript).
 */
export function logoutPage(form: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Signing out</title><style>${STYLE}</style></head><body><main>
<h1>Signing out…</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>
</main></body></html>`;
}
