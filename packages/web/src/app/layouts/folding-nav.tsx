import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { focusRing } from "../../components/button-styles";

/**
 * A sidebar's navigation, folded behind a "… menu" button on small screens (always shown from
 * `lg` up). It folds again on every navigation: open is remembered for one location only.
 */
export function FoldingNav({
  id,
  label,
  buttonClassName,
  panelClassName,
  children,
}: {
  id: string;
  label: string;
  /** The button's surface (border and background); its shape is shared. */
  buttonClassName: string;
  /** The panel's spacing and, from `lg` up, its placement. */
  panelClassName: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  return (
    <>
      <button
        type="button"
        className={`flex w-full items-center justify-between rounded-lg px-4 py-2.5 text-sm font-medium text-slate-200 lg:hidden ${buttonClassName} ${focusRing}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {label}
        <span aria-hidden="true">{open ? "▲" : "▼"}</span>
      </button>
      <div id={id} className={`${open ? "block" : "hidden"} lg:mt-0 lg:block ${panelClassName}`}>
        {children}
      </div>
    </>
  );
}
