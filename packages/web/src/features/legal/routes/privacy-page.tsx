import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../../lib/product";
import { LegalDocument } from "../components/legal-document";

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={
        <p>
          In short: we keep what we need to run your account and challenges, we never sell it, and
          you can ask for a copy or for deletion at any time by writing to {SUPPORT_EMAIL}.
        </p>
      }
    >
      <section>
        <h2>1. What we collect</h2>
        <ul>
          <li>
            Account data: your name, email address and a hash of your password (never the password
            itself).
          </li>
          <li>
            Trading data: your accounts, orders, positions, trade history, balances and rule
            evidence.
          </li>
          <li>Identity data for funded traders: the documents and details needed for KYC.</li>
          <li>Messages you send us through the contact form, with the time and your IP address.</li>
          <li>Technical data: IP address and request logs used for security and rate limiting.</li>
        </ul>
        <p>
          The landing page stores two small preferences in your browser&rsquo;s local storage: your
          session token (<code>token</code>) and whether sounds are on (<code>sound</code>). We use
          no advertising or tracking cookies.
        </p>
      </section>
      <section>
        <h2>2. Why we use it</h2>
        <ul>
          <li>To run your account, enforce the challenge rules and compute payouts.</li>
          <li>To show public leaderboards: your display name, plan, phase and percentage gain.</li>
          <li>
            To answer your messages and send the emails you need (verification, password reset).
          </li>
          <li>To keep the platform secure and stop abuse such as duplicate accounts or bots.</li>
        </ul>
      </section>
      <section>
        <h2>3. How long we keep it</h2>
        <ul>
          <li>
            Account and trading data: while your account is open, then up to 2 years after you close
            it.
          </li>
          <li>Payout and ledger records: 6 years, because financial records must be kept.</li>
          <li>
            KYC documents: 5 years after the end of the relationship, as anti-money-laundering rules
            require.
          </li>
          <li>Contact messages: 12 months after the conversation ends.</li>
          <li>Security and request logs: 30 days.</li>
        </ul>
        <p>Beta data may be reset before launch; we will tell you beforehand.</p>
      </section>
      <section>
        <h2>4. Who we share it with</h2>
        <p>
          Only with the providers that run {PRODUCT_NAME} for us — hosting, email delivery and, for
          funded traders, identity verification and payments — under contracts that limit their use
          to our instructions. We never sell personal data.
        </p>
      </section>
      <section>
        <h2>5. Your rights</h2>
        <p>
          You can ask for a copy of your data, have it corrected, have it deleted (except what we
          must keep by law), or object to a use of it. Write to{" "}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="text-brand-300 underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>{" "}
          and we answer within 30 days. You may also complain to your data protection authority.
        </p>
      </section>
      <section>
        <h2>6. Security</h2>
        <p>
          Passwords are hashed, connections are encrypted, sessions can be revoked by signing out,
          and access to personal data inside the team is limited to the people who need it.
        </p>
      </section>
    </LegalDocument>
  );
}
