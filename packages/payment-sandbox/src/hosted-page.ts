import type { CheckoutSession } from './protocol';
import { groupedCardNumber, TEST_CARDS } from './test-cards';

/** What the hosted page shows of a session. */
export interface HostedPageSession extends CheckoutSession {
  merchantName: string;
  locale: string;
  cancelUrl: string;
  returnUrl: string;
  /** Where the form posts and the cancel link points (default `/pay/<id>`; Stripe sessions have their own). */
  pagePath?: string;
}

const pathOf = (session: HostedPageSession) => session.pagePath ?? `/pay/${encodeURIComponent(session.id)}`;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `12,50 €`, `£12.50`: the session's currency with its bare sign (never "£GB"), as the shop writes it. */
function money(amountCents: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amountCents / 100);
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency}`;
  }
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}
.brand{font-size:.875rem;color:#4b5563;margin:0 0 1rem}
h1{font-size:1.25rem;margin:0}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font-size:1.125rem;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;margin-top:1rem;font-size:1.125rem;font-weight:600;padding:.75rem;border:0;border-radius:.5rem;background:#1f2937;color:#fff;cursor:pointer}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fca5a5;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem}
.cancel{display:block;text-align:center;margin-top:1rem;color:#1f2937}
.hint{font-size:.875rem;color:#374151;margin-top:1.5rem}
.hint ul{padding-left:1.25rem;margin:.25rem 0}
code{font-size:.95em}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} – Stadio Pay sandbox</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The payment form: merchant, amount, card number, pay button, cancel link, test cards. */
export function paymentPage(session: HostedPageSession, error?: string): string {
  const amount = money(session.amount, session.currency, session.locale);
  const cards = TEST_CARDS.map(
    (card) => `<li><code>${groupedCardNumber(card.number)}</code>: ${escape(card.label)}</li>`,
  ).join('');
  return layout(
    `Pay ${session.merchantName}`,
    `<div class="card">
<p class="brand">Stadio Pay sandbox</p>
<h1>Pay ${escape(session.merchantName)}</h1>
<p class="amount" data-testid="amount">${escape(amount)}</p>
${error ? `<p class="error" role="alert" id="card-error">${escape(error)}</p>` : ''}
<form method="post" action="${escape(pathOf(session))}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required
 ${error ? 'aria-invalid="true" aria-describedby="card-error"' : ''} placeholder="4242 4242 4242 4242">
<button type="submit">Pay ${escape(amount)}</button>
</form>
<a class="cancel" href="${escape(pathOf(session))}/cancel">Cancel and return to ${escape(session.merchantName)}</a>
<div class="hint"><p>This is a test payment page: no money moves. Test cards (any expiry date and code):</p><ul>${cards}</ul></div>
</div>`,
  );
}

/** A session that can no longer be paid (already paid, declined, cancelled or pending). */
export function closedPage(session: HostedPageSession): string {
  const words: Record<string, string> = {
    succeeded: 'This payment went through.',
    pending: 'This payment is pending at the bank.',
    failed: 'This payment was declined.',
    cancelled: 'This payment was cancelled.',
  };
  return layout(
    'Payment',
    `<div class="card"><p class="brand">Stadio Pay sandbox</p><h1>${escape(session.merchantName)}</h1>
<p>${escape(words[session.status] ?? 'This payment is closed.')}</p>
<a class="cancel" href="${escape(session.returnUrl)}">Return to ${escape(session.merchantName)}</a></div>`,
  );
}

/** Unknown session. */
export function notFoundPage(): string {
  return layout(
    'Not found',
    '<div class="card"><p class="brand">Stadio Pay sandbox</p><h1>No such payment</h1></div>',
  );
}
