import { Link, useParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { Logo } from "../../../components/logo";
import { PageTitle } from "../../../components/page-title";

/** A plan is the full account size string, e.g. "$200,000" (spec §2). */
const PLAN_PATTERN = /^\$\d{1,3}(,\d{3})*$/;

/** /checkout/:plan — buying a challenge (checkout layout: bare). */
export function CheckoutPage() {
  const { plan = "" } = useParams();
  const valid = PLAN_PATTERN.test(plan);

  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col px-4 py-10 sm:px-6">
      <PageTitle title={valid ? `Checkout ${plan}` : "Checkout"} />
      <Link
        to="/"
        className="self-start rounded-md focus-visible:outline-2 focus-visible:outline-brand-300"
        aria-label="Home"
      >
        <Logo />
      </Link>
      <h1 className="mt-10 text-3xl font-bold tracking-tight text-white">Checkout</h1>
      {valid ? (
        <p className="mt-2 text-slate-300">
          Challenge account size: <strong className="text-white">{plan}</strong>
        </p>
      ) : (
        <p role="alert" className="mt-2 text-rose-200">
          “{plan}” is not an account size we offer. Pick a plan from the pricing section.
        </p>
      )}
      <div className="mt-8">
        <ComingSoonPanel title="Payments open soon">
          Paying for a challenge is not available yet — the beta is free. You will be able to buy
          this plan here once payments open.
        </ComingSoonPanel>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/#Pricing" className={buttonClass("secondary")}>
          Back to pricing
        </Link>
        <Link to="/dashboard/profile" className={buttonClass("ghost")}>
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}
