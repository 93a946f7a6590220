import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../../lib/product";
import { LegalDocument } from "../components/legal-document";

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary={
        <p>
          In short: {PRODUCT_NAME} runs trading challenges with virtual money. You never trade real
          money here. During the beta everything is free and no payouts are made; once we are live,
          funded traders are paid weekly from the payout pool under the rules below.
        </p>
      }
    >
      <section>
        <h2>1. Who we are and what these terms cover</h2>
        <p>
          These terms govern your use of the {PRODUCT_NAME} website, trading arena, dashboard and
          any challenge you join. By creating an account you accept them. If you do not agree, do
          not use the service.
        </p>
      </section>
      <section>
        <h2>2. Virtual money only</h2>
        <p>
          Every account on {PRODUCT_NAME} trades virtual money against a simulated market. Balances,
          profits and losses shown in the arena are not money you own, cannot be withdrawn and have
          no cash value. Nothing on the platform is investment advice, and past results in a
          simulation say nothing about results in real markets.
        </p>
      </section>
      <section>
        <h2>3. The public beta</h2>
        <ul>
          <li>Joining is free and gives you an account with $1,000,000 in virtual money.</li>
          <li>No challenge fees are charged and no payouts are made during the beta.</li>
          <li>
            We plan real-money rewards based on the money made once the product goes live; their
            terms will be published here before they apply.
          </li>
          <li>
            Features, rules and data may change or be reset during the beta. We will tell you in
            advance when we can.
          </li>
        </ul>
      </section>
      <section>
        <h2>4. Accounts</h2>
        <p>
          You must be at least 18, give a real name and an email address you control, and keep your
          password to yourself. One person, one account: duplicate accounts, shared accounts and
          automated trading that games the rules (bots, latency tricks, copying between your own
          accounts) lead to disqualification. Funded traders must pass identity verification (KYC)
          and sign the trader agreement before their funded account opens.
        </p>
      </section>
      <section>
        <h2>5. Challenges and rules</h2>
        <p>
          A challenge has two evaluation phases and a funded phase. The starting balance equals the
          account size in every phase and leverage is up to 1:100.
        </p>
        <ul>
          <li>Phase I: 8% profit target, 5% max daily loss, 10% max loss (fixed).</li>
          <li>Phase II: 5% profit target, 2.5% max daily loss, 10% max loss (relative).</li>
          <li>Phase III (funded): no target, 5% max daily loss, 10% max loss (fixed).</li>
        </ul>
        <p>
          The daily loss floor is the balance at the last daily reset (00:00 UTC) minus the daily
          percentage of the starting balance; equity below a floor breaks the rule. A breach closes
          every position and fails the account, and we keep the evidence so you can see exactly what
          happened. There is no time limit and no minimum number of trading days.
        </p>
      </section>
      <section>
        <h2>6. Fees</h2>
        <p>
          Once payments open, a challenge is a one-time fee for the account size you choose. Fees
          are shown on the pricing section before you buy. A failed challenge is not refunded; you
          may buy a new one.
        </p>
      </section>
      <section>
        <h2>7. Pools and payouts</h2>
        <p>
          Each fee is split in our ledger: 25% to expenses, 5% to the jackpot pool and 70% to the
          weekly payout budget. Each week, W is the sum of the funded traders&rsquo; positive
          profits. The payout pool is the smaller of 70% of that week&rsquo;s revenue and W; the
          unused part of the budget goes to the emergency pool. The payout multiplier PM is the
          payout pool divided by W, floored to two decimals, and each winner receives their profit
          times PM, rounded down to the cent. Their funded balance then returns to its starting
          balance. Jackpots: 2% of the week&rsquo;s revenue to the funded trader with the highest
          dollar gain, 2% to the trader with the highest percentage gain, and 1% saved for the
          cumulative jackpot. Payouts run weekly on Monday at 00:00 UTC.
        </p>
      </section>
      <section>
        <h2>8. Ending your use</h2>
        <p>
          You may stop at any time and ask us to delete your account. We may suspend or close an
          account that breaks these terms; earned but unpaid payouts are then withheld only where
          the breach concerns how they were earned.
        </p>
      </section>
      <section>
        <h2>9. Liability</h2>
        <p>
          The service is provided as it is, especially during the beta. We are not liable for losses
          that come from relying on simulated results, from interruptions, or from market data
          errors, except where the law does not allow this limit.
        </p>
      </section>
      <section>
        <h2>10. Changes and contact</h2>
        <p>
          We will announce changes to these terms on this page and by email before they take effect.
          Write to{" "}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="text-brand-300 underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>{" "}
          with any question.
        </p>
      </section>
    </LegalDocument>
  );
}
