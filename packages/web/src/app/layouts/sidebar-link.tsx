import { Link } from "react-router";
import { focusRing } from "../../components/button-styles";

/** One sidebar entry; `current` is decided by the sidebar (paths, hashes and queries differ). */
export function SidebarLink({
  to,
  label,
  current,
}: {
  to: string;
  label: string;
  current: boolean;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`flex items-center rounded-md px-3 py-2 text-sm font-medium transition-colors ${focusRing} ${
        current
          ? "bg-brand-500/10 text-brand-300 ring-1 ring-brand-500/30"
          : "text-slate-300 hover:bg-slate-800 hover:text-white"
      }`}
    >
      {label}
    </Link>
  );
}
