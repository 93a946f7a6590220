import { Link } from "react-router";
import { BROWSER_STORAGE_USES, STORAGE_KEYS } from "../../../lib/browser-storage";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../../lib/product";
import { LegalDocument } from "../components/legal-document";

const linkClass = "text-brand-300 underline underline-offset-4";

/**
 * /legal/privacy — what the product keeps, shows and shares, read from what it does: the
 * tables it writes, what public pages show, the browser storage, and that nothing is deleted
 * on a schedule yet.
 */
export function PrivacyPage() {
  const mail = (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
      {SUPPORT_EMAIL}
    </a>
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      version="Version 2 · public beta"
      summary={
        <p>
          In short: we keep what {PRODUCT_NAME} needs to run your account, your challenges and your
          payouts, and we never sell it. Public pages show your display name, never your e-mail.
          Nothing is deleted on a schedule yet: write to {SUPPORT_EMAIL} to ask for a copy, a
          correction or deletion, and our team handles it by hand.
        </p>
      }
    >
      <section>
        <h2>1. What we keep</h2>
        <ul>
          <li>
            Your account: name, e-mail address, a hash of your password (argon2id; never the
            password itself), country, region, time zone, your avatar (re-encoded, camera data
            removed), your settings, and for two-factor sign-in its secret and hashed recovery
            codes.
          </li>
          <li>
            Your sign-ins: each session as a hash of its token, with the browser and IP address it
            was opened from and when it was last used (you see them in your settings).
          </li>
          <li>
            Your trading: accounts, orders, positions and trades, daily figures and equity samples,
            and every decision of the rules with its evidence.
          </li>
          <li>
            Purchases and money: each purchase (plan, price, coupon, status, the card
            processor&rsquo;s reference), the payment events it sends us, the ledger entries, the
            payouts credited to you, and your transfer requests with the method and destination you
            give (an IBAN, a wallet address or an e-mail). We never see or keep your card number.
          </li>
          <li>
            Identity verification (KYC), for a funded account: legal name, date of birth, address,
            the document type, the document images and a selfie, and our decision.
          </li>
          <li>
            Agreements you sign: the typed name, the time, your IP address and browser, and a
            SHA-256 fingerprint of the exact text.
          </li>
          <li>
            Support: your tickets with their messages and attachments, and messages sent through the
            contact form with the time, your IP address and, if you were signed in, your account.
          </li>
          <li>
            E-mails we send you: each one is kept (address, subject and text) in our outbox, so we
            can resend it and see what was sent.
          </li>
          <li>
            Our admins&rsquo; acts on your account: who acted, what changed, the reason and the
            admin&rsquo;s IP address, in an audit log.
          </li>
          <li>
            Server logs: requests with their IP address, for security and rate limiting; passwords
            and tokens are left out of them.
          </li>
        </ul>
      </section>
      <section>
        <h2>2. Your browser</h2>
        <p>
          {PRODUCT_NAME} sets no cookies and uses no analytics or advertising trackers. It keeps
          these items in your browser&rsquo;s local storage:
        </p>
        <ul>
          {(Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]).map((name) => (
            <li key={name}>
              <code>{STORAGE_KEYS[name]}</code>: {BROWSER_STORAGE_USES[name]}.
            </li>
          ))}
        </ul>
        <p>
          When you pay, you do so on Stripe&rsquo;s page, which sets its own cookies under
          Stripe&rsquo;s privacy policy.
        </p>
      </section>
      <section>
        <h2>3. Why we use it</h2>
        <ul>
          <li>To run your accounts, enforce the challenge rules and settle the weekly payouts.</li>
          <li>To take payments, book them in our ledger, and refund them.</li>
          <li>To verify the identity of funded traders and keep the agreements they sign.</li>
          <li>
            To send the e-mails the service needs (verification, password reset, receipts, payouts,
            refunds, answers to your tickets) and the optional ones you can turn off in settings.
          </li>
          <li>To answer your questions, and to keep the platform secure.</li>
        </ul>
      </section>
      <section>
        <h2>4. What is public</h2>
        <p>
          Public pages show you by your display name (your first name and the initial of your last
          name, such as &ldquo;Ada L.&rdquo;) and your avatar, or as &ldquo;Anonymous trader&rdquo;
          when you turn your public profile off in settings. Under that name: the leaderboards
          (plan, phase and gains), the challengers joined and blown on the landing page, each
          week&rsquo;s payouts and jackpots on the{" "}
          <Link to="/payouts" className={linkClass}>
            payouts page
          </Link>
          , your certificates (to whoever has their link), and, if we run a Discord community, our
          posts naming new funded traders and jackpot winners. Your e-mail address is never shown.
        </p>
      </section>
      <section>
        <h2>5. Who we share it with</h2>
        <p>
          Only with those who run parts of {PRODUCT_NAME} for us: our hosting, the e-mail service
          that delivers our e-mails, and Stripe for payments. Identity documents are reviewed by our
          own admins, not by an outside service, and are served only to you and to them. We never
          sell personal data.
        </p>
      </section>
      <section>
        <h2>6. How long we keep it</h2>
        <p>
          We do not delete data on a schedule yet: what is listed above is kept while the service
          runs, until you ask us to delete it. The ledger and the admins&rsquo; audit log are
          append-only: once written, the database refuses to change or delete them, because our
          financial records and our acts must stay checkable. During the beta we may reset trading
          data; we tell you beforehand.
        </p>
      </section>
      <section>
        <h2>7. Your rights</h2>
        <p>
          You can correct your name, country, time zone, avatar and e-mail address yourself in your
          settings. To get a copy of your data, have it deleted (except the ledger and audit records
          above, and what the law makes us keep), or object to a use of it, write to {mail}; our
          team handles these requests by hand and answers within 30 days. You may also complain to
          your data protection authority.
        </p>
      </section>
      <section>
        <h2>8. Security</h2>
        <p>
          Passwords are hashed with argon2id; you can turn on two-factor sign-in and end any of your
          sessions; sessions end after a period without use and after a fixed lifetime; sign-in
          attempts are rate-limited. Uploaded files are checked by their content and served only to
          you and our admins (avatars excepted). In production the site is served over HTTPS. Access
          to personal data inside the team is limited to the admins who need it.
        </p>
      </section>
    </LegalDocument>
  );
}
