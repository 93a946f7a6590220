import { Link } from "react-router";
import type { ReactNode } from "react";
import { focusRing } from "../../../components/button-styles";

export function AuthLink({
  to,
  children,
  state,
}: {
  to: string;
  children: ReactNode;
  state?: unknown;
}) {
  return (
    <Link
      to={to}
      state={state}
      className={`rounded font-medium text-brand-300 underline-offset-4 hover:underline ${focusRing}`}
    >
      {children}
    </Link>
  );
}
