import { formatUsd } from "@proparena/domain/core/money";
import { TEST_CARDS } from "./test-cards";
import type { TestSession } from "./test-processor";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f9fc}
.banner{background:#ffde92;color:#5a3b00;text-align:center;font-size:13px;padding:6px 12px;font-weight:600}
.wrap{max-width:960px;margin:0 auto;display:flex;flex-wrap:wrap;gap:48px;padding:48px 24px}
.summary{flex:1 1 320px}.pay{flex:1 1 360px;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(50,50,93,.12);padding:28px}
.merchant{color:#697386;font-weight:600;margin-bottom:24px}.amount{font-size:36px;font-weight:700;margin:4px 0 12px}
.muted{color:#697386;font-size:13px}label{display:block;font-size:13px;color:#3c4257;margin:14px 0 6px;font-weight:500}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #d5dbe1;border-radius:6px;background:#fff}
input:focus{outline:2px solid #635bff33;border-color:#635bff}.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:22px;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#3c4257;border:1px solid #d5dbe1}
.error{background:#fff0f0;border:1px solid #f5b8b8;color:#b3093c;border-radius:6px;padding:10px 12px;margin-top:16px}
.cards{margin-top:28px;font-size:13px;color:#697386}.cards code{background:#eef1f5;border-radius:4px;padding:1px 5px;color:#1a1f36}
a{color:#635bff}h2{font-size:18px;margin:0 0 6px}
`;

function layout(title: string, session: TestSession, productName: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>
<div class="banner">TEST MODE: no real card is charged</div>
<div class="wrap"><section class="summary" aria-label="Order summary">
<div class="merchant">${escapeHtml(productName)}</div>
<div class="muted">Pay ${escapeHtml(productName)}</div>
<div class="amount">${formatUsd(session.amountCents)}</div>
<div>${escapeHtml(session.description)}</div>
<p class="muted">Receipt to ${escapeHtml(session.customerEmail)}</p>
<p><a href="${escapeHtml(session.cancelUrl)}">← Back to ${escapeHtml(productName)}</a></p>
</section><main class="pay">${body}</main></div></body></html>`;
}

/** The hosted payment page: the card form, the second step, or the session's end. */
export function renderTestPaymentPage(input: {
  session: TestSession;
  productName: string;
  error?: string;
  values?: { number?: string; expiry?: string; cvc?: string; name?: string };
}): string {
  const { session, productName } = input;
  const action = `/api/payments/test/checkout/${encodeURIComponent(session.id)}`;
  if (session.status === "needs_confirmation") {
    return layout(
      "Authenticate your payment",
      session,
      productName,
      `<h2>Authenticate this payment</h2>
<p class="muted">Your bank asks you to confirm a payment of ${formatUsd(session.amountCents)} (3-D Secure test).</p>
<form method="post" action="${action}/confirm"><input type="hidden" name="decision" value="approve">
<button type="submit">Complete authentication</button></form>
<form method="post" action="${action}/confirm"><input type="hidden" name="decision" value="refuse">
<button type="submit" class="secondary">Fail authentication</button></form>`,
    );
  }
  if (session.status !== "open") {
    const ended: Record<string, [string, string]> = {
      complete: ["Payment complete", "This payment went through."],
      declined: [
        "Payment declined",
        `${input.error ?? "The card was declined."} No money was taken.`,
      ],
      expired: ["Payment page expired", "This payment page expired. Nothing was charged."],
      refunded: ["Payment refunded", "This payment was refunded."],
    };
    const [title, text] = ended[session.status] ?? ["Payment closed", "This payment is closed."];
    return layout(
      title,
      session,
      productName,
      `<h2>${escapeHtml(title)}</h2><p role="alert" class="${session.status === "declined" ? "error" : ""}">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(session.successUrl)}">Return to ${escapeHtml(productName)}</a></p>`,
    );
  }
  const v = input.values ?? {};
  const value = (s?: string) => (s ? ` value="${escapeHtml(s)}"` : "");
  return layout(
    `Pay ${productName}`,
    session,
    productName,
    `<form method="post" action="${action}" novalidate>
<label for="email">Email</label><input id="email" value="${escapeHtml(session.customerEmail)}" readonly>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"${value(v.number)} required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY"${value(v.expiry)} required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"${value(v.cvc)} required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name"${value(v.name)}>
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ""}
<button type="submit">Pay ${formatUsd(session.amountCents)}</button></form>
<div class="cards"><strong>Test cards</strong> (any future date, any CVC):<br>
<code>${TEST_CARDS.success}</code> succeeds · <code>${TEST_CARDS.declined}</code> is declined ·
<code>${TEST_CARDS.authenticate}</code> asks for a second step</div>`,
  );
}
