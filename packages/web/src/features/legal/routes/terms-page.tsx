import { Link } from "react-router";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../../lib/product";
import { LegalDocument } from "../components/legal-document";

const linkClass = "text-brand-300 underline underline-offset-4";

/**
 * /legal/terms — what the product does, as terms: virtual trading, real challenge fees, the
 * ledger, refunds, the weekly settlement and payout requests (recorded, not sent, during the
 * beta), KYC and the agreement. Keep it in step with the product, not with a plan.
 */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      version="Version 2 · public beta"
      summary={
        <p>
          In short: {PRODUCT_NAME} sells trading challenges that you trade with virtual money
          against a simulated market. The challenge fee is real money, paid by card when you buy.
          Pass both evaluation phases and a funded account opens; each week its profit is credited
          to you from the payout pool and published with a proof. During the beta no real money is
          transferred to traders: payouts and transfer requests are recorded, not sent.
        </p>
      }
    >
      <section>
        <h2>1. Who we are and what these terms cover</h2>
        <p>
          These terms govern your use of the {PRODUCT_NAME} website, trading arena, dashboard and
          every challenge you buy or account you trade. By creating an account you accept them. If
          you do not agree, do not use the service. A funded account is also governed by the trader
          agreement you sign before it opens.
        </p>
      </section>
      <section>
        <h2>2. Virtual money, simulated market</h2>
        <p>
          Every account on {PRODUCT_NAME} trades virtual money against a simulated market: no order
          reaches a real market. Balances, profits and losses in the arena are not money you own and
          cannot be withdrawn; only payouts credited to you (section 8) are owed to you. Nothing on
          the platform is investment advice, and results in a simulation say nothing about results
          in real markets.
        </p>
      </section>
      <section>
        <h2>3. The public beta</h2>
        <ul>
          <li>
            Every trader who verifies their e-mail gets one free Beta account: $1,000,000 of virtual
            money under the phase I rules. It costs nothing and earns no payouts.
          </li>
          <li>
            Challenges are not free: buying one charges its fee to your card (section 5), during the
            beta as after it.
          </li>
          <li>
            Payouts are worked out and credited every week (section 7), but during the beta no real
            money is transferred to traders: a transfer request marked paid is recorded in our
            ledger, not sent. Real-money transfers start when we go live; we will publish their
            terms here before they apply.
          </li>
          <li>
            Features may change during the beta, and we may reset trading data (accounts, orders,
            positions and trade histories). We tell you beforehand.
          </li>
        </ul>
      </section>
      <section>
        <h2>4. Your account</h2>
        <p>
          Give your real name and an e-mail address you control, and keep your password to yourself;
          you can turn on two-factor sign-in and end any session from your settings. You must be at
          least 18: we check it when you verify your identity. One person, one account: shared
          accounts, several accounts of one person, and trading that games the simulation (copying
          positions between accounts, exploiting price delays) break these terms. Our admins may
          suspend an account that breaks them; a suspended account cannot sign in, and we tell you
          by e-mail.
        </p>
      </section>
      <section>
        <h2>5. Buying a challenge</h2>
        <p>
          Each account size has one fee, shown in the{" "}
          <Link to="/#Pricing" className={linkClass}>
            pricing section
          </Link>{" "}
          and at checkout before you pay; a coupon can lower it. You pay by card on the card
          processor&rsquo;s page (Stripe); we never see or keep your card number. (An installation
          without Stripe, such as a test one, shows a test card page instead, which takes only test
          cards and charges nothing.) A purchase left unpaid expires. Once the payment is confirmed,
          your phase I account opens, the fee is booked in our ledger and a receipt is e-mailed to
          you.
        </p>
      </section>
      <section>
        <h2>6. Refunds</h2>
        <p>
          A fee is not refunded because an account failed; you may buy a new challenge. We refund
          when we decide it is right, for example a duplicate payment or a fault on our side, with
          the reason recorded. A refund (ours, or one made through the card processor) closes the
          account the purchase opened, reverses exactly what the purchase booked in our ledger, and
          is e-mailed to you; it reaches your card within 5&ndash;10 business days.
        </p>
      </section>
      <section>
        <h2>7. Challenges, rules and funded accounts</h2>
        <p>
          A challenge has two evaluation phases, each with a profit target, a maximum daily loss and
          a maximum loss, and then a funded phase with no target. Every figure of every plan is on
          the{" "}
          <Link to="/rules" className={linkClass}>
            rules page
          </Link>
          , and the risk engine applies exactly those figures on every price tick. Equity below a
          floor is a breach: every position closes at that quote, the account fails, and the
          evidence (the rule, the floor, your equity, the quote and your positions) is stored for
          you to see and replay. There is no time limit and no minimum number of trading days.
        </p>
        <p>
          Passing phase I opens your phase II account. Passing phase II opens your funded account
          once an admin has approved your identity documents (KYC) and you have signed the current
          trader agreement. A funded account starts at the size of the challenge you passed; the
          scaling plan on the rules page says how a profitable one grows.
        </p>
      </section>
      <section>
        <h2>8. Where fees go, and weekly payouts</h2>
        <p>
          Every fee is booked in a double-entry ledger when it is paid: 25% to expenses, 5% to the
          jackpot pool and 70% to the weekly payout budget. Every Monday at 00:00 (UTC unless we
          publish another time zone) the past week is settled. W is the sum of the funded
          accounts&rsquo; positive profits for the week; the payout pool is the smaller of 70% of
          the week&rsquo;s revenue and W, and what the winners do not earn stays in the emergency
          pool. The payout multiplier PM is the payout pool divided by W, floored to two decimals;
          each winner is credited their profit times PM, rounded down to the cent, and that profit
          is taken off the funded account&rsquo;s balance. Jackpots: 2% of the week&rsquo;s revenue
          to the funded trader with the highest dollar gain, 2% to the trader with the highest
          percentage gain, and 1% saved for the cumulative jackpot. Each week&rsquo;s figures and
          credits are published on the{" "}
          <Link to="/payouts" className={linkClass}>
            payouts page
          </Link>{" "}
          with a Merkle root, and you can check your own credit&rsquo;s proof there.
        </p>
      </section>
      <section>
        <h2>9. Transfer requests</h2>
        <p>
          You may ask for what you are owed (at least $10) from your dashboard, by bank transfer,
          USDC or PayPal, to a destination in your own name. An admin reviews every request and
          approves it, rejects it with a reason, or marks it paid; you get an e-mail at each step.
          During the beta no real money moves: a request marked paid is recorded in our ledger as
          paid, not sent.
        </p>
      </section>
      <section>
        <h2>10. Ending your use</h2>
        <p>
          You may stop at any time and ask us to delete your account by writing to us; what you are
          owed stays yours to request. We may suspend or close an account that breaks these terms,
          with a written reason; payouts already credited are withheld only where the breach
          concerns how they were earned.
        </p>
      </section>
      <section>
        <h2>11. Liability</h2>
        <p>
          The service is provided as it is, especially during the beta. We are not liable for losses
          that come from relying on simulated results, from interruptions, or from market data
          errors, except where the law does not allow this limit.
        </p>
      </section>
      <section>
        <h2>12. Changes and contact</h2>
        <p>
          We announce changes to these terms on this page, with a new version number, and by e-mail
          before they take effect. Questions: write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          , or ask on the{" "}
          <Link to="/dashboard/support" className={linkClass}>
            support page
          </Link>
          , where the help search answers at once.
        </p>
      </section>
    </LegalDocument>
  );
}
