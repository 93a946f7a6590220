import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { Logo } from "../../../components/logo";
import { PageTitle } from "../../../components/page-title";

/** The bare checkout frame: logo home, a title, the page. */
export function CheckoutShell({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-screen max-w-5xl flex-col px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={title} />
      <Link
        to="/"
        className="self-start rounded-md focus-visible:outline-2 focus-visible:outline-brand-300"
        aria-label="Home"
      >
        <Logo />
      </Link>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-white">{heading}</h1>
      {children}
    </div>
  );
}

/**
 * Where to go from a checkout page: its first step when there is one (back to the plan, into
 * the arena) as the primary button, and always the trader's purchases.
 */
export function CheckoutNextSteps({ first }: { first: { to: string; label: string } | null }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {first && (
        <Link to={first.to} className={buttonClass("primary", "lg")}>
          {first.label}
        </Link>
      )}
      <Link to="/dashboard/checkout" className={buttonClass("secondary", "lg")}>
        Your purchases
      </Link>
    </div>
  );
}
