import { Link } from "react-router";
import { focusRing } from "../../../components/button-styles";

const linkClass = `rounded text-sm font-medium text-brand-300 underline-offset-4 hover:underline ${focusRing}`;

/** The openbook's other public pages: the list, the register of decisions, the pools. */
export function OpenbookLinks({ current }: { current?: "list" | "register" | "pools" }) {
  const links = [
    { id: "list", label: "Openbook", to: "/openbook" },
    { id: "register", label: "Register of decisions", to: "/openbook/register" },
    { id: "pools", label: "Pools", to: "/pools" },
  ] as const;
  return (
    <nav aria-label="Openbook pages" className="mb-6 flex flex-wrap gap-x-5 gap-y-2">
      {links.map((link) =>
        link.id === current ? (
          <span key={link.id} aria-current="page" className="text-sm font-semibold text-white">
            {link.label}
          </span>
        ) : (
          <Link key={link.id} to={link.to} className={linkClass}>
            {link.label}
          </Link>
        ),
      )}
    </nav>
  );
}
