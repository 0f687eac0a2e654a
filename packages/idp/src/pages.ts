/**
 * The provider's pages, plain HTML without scripts except the self-confirming logout: a membership
 * system's own look, not the shop's. They name the organisation running it and work at 320 px.
 */

/** Who runs the membership system, as its pages show it. */
export interface ProviderLook {
  /** The organisation's name in the page's header (e.g. the club's short name). */
  name: string;
  /** The header's and the button's colour; white text on it must reach 4.5:1. */
  accent: string;
}

export const DEFAULT_LOOK: ProviderLook = { name: 'Membership', accent: '#1F4E79' };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Only a plain hex colour reaches the style sheet. */
function safeColour(colour: string): string {
  return /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(colour) ? colour : DEFAULT_LOOK.accent;
}

function style(look: ProviderLook): string {
  const accent = safeColour(look.accent);
  return [
    '*{box-sizing:border-box}',
    'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1a1a1a;margin:0;line-height:1.5}',
    `header{background:${accent};color:#fff;padding:.9rem 1rem}`,
    'header div{max-width:26rem;margin:0 auto;display:flex;align-items:center;gap:.6rem;font-weight:600}',
    'header span.mark{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:50%;background:#fff;color:inherit;font-size:.85rem;font-weight:700}',
    `header span.mark{color:${accent}}`,
    'header small{display:block;font-weight:400;opacity:.9;font-size:.8rem}',
    'main{max-width:26rem;margin:1.5rem auto;background:#fff;padding:1.5rem 1.25rem;border-radius:10px;box-shadow:0 1px 3px #0002,0 4px 16px #0001}',
    '@media (max-width:30rem){main{margin:1rem .75rem}}',
    'h1{font-size:1.4rem;margin:0 0 .25rem}',
    'p{margin:.25rem 0 1rem;color:#444}',
    'label{display:block;margin:1rem 0 .3rem;font-weight:600}',
    'input{width:100%;padding:.7rem .75rem;font-size:1rem;border:1px solid #767676;border-radius:6px;background:#fff;color:inherit}',
    `input:focus{outline:3px solid ${accent}55;outline-offset:1px;border-color:${accent}}`,
    `button{margin-top:1.5rem;width:100%;min-height:2.9rem;padding:.7rem;font-size:1rem;font-weight:600;background:${accent};color:#fff;border:0;border-radius:6px;cursor:pointer}`,
    'button:hover{filter:brightness(1.12)}',
    `button:focus-visible{outline:3px solid ${accent};outline-offset:2px}`,
    '.alert{color:#9b1c1c;background:#fdecec;border:1px solid #f5b5b5;border-radius:6px;padding:.6rem .75rem}',
    'footer{max-width:26rem;margin:0 auto 2rem;padding:0 1rem;font-size:.8rem;color:#555;text-align:center}',
  ].join('');
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map((word) => word[0])
      .join('')
      .slice(0, 3) || name.slice(0, 1).toUpperCase()
  );
}

function page(look: ProviderLook, title: string, body: string): string {
  const name = escape(look.name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · ${name}</title><style>${style(look)}</style></head><body>
<header><div><span class="mark" aria-hidden="true">${escape(initials(look.name))}</span><span><span>${name}</span><small>Members' area</small></span></div></header>
<main>${body}</main>
<footer>Your ${name} membership account signs you in to the club's services.</footer>
</body></html>`;
}

/** The login form of an interaction; `failed` after a wrong login or password. */
export function loginPage(look: ProviderLook, uid: string, login: string, failed: boolean): string {
  return page(
    look,
    'Membership sign-in',
    `<h1>Membership sign-in</h1>
<p>Sign in with your ${escape(look.name)} membership account.</p>
${failed ? '<p class="alert" role="alert">Wrong login or password.</p>' : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">Login</label><input id="login" name="login" inputmode="email" autocapitalize="none" spellcheck="false" autocomplete="username" value="${escape(login)}" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A sign-in that can no longer go on (expired or unknown interaction, a refused request). */
export function errorPage(look: ProviderLook, message: string): string {
  return page(
    look,
    'Sign-in error',
    `<h1>Sign-in error</h1><p class="alert" role="alert">${escape(message)}</p>`,
  );
}

/**
 * The end-session page: oidc-provider asks before ending the session; a shop's logout has already
 * been confirmed by the fan, so the page confirms itself (a button remains without JavaScript).
 */
export function logoutPage(look: ProviderLook, form: string): string {
  return page(
    look,
    'Signing out',
    `<h1>Signing out…</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`,
  );
}
