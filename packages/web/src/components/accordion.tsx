import type { ReactNode } from "react";
import { focusRing } from "./button-styles";

/** The bordered list that holds accordion items. */
export function Accordion({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-950/80"
    >
      {children}
    </ul>
  );
}

/**
 * One question of an accordion (WAI-ARIA disclosure pattern): a heading holding a button whose
 * aria-expanded tells whether the answer region it controls is shown. The caller owns the state,
 * so a list can open on hover and focus (landing) or toggle on click (dashboard FAQ).
 */
export function AccordionItem({
  id,
  title,
  expanded,
  onToggle,
  onFocus,
  onMouseEnter,
  headingLevel = 3,
  children,
}: {
  /** Unique in the page: the button is `${id}-button`, the answer `${id}-panel`. */
  id: string;
  title: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  onFocus?: () => void;
  onMouseEnter?: () => void;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <li onMouseEnter={onMouseEnter}>
      <Heading>
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onFocus={onFocus}
          onClick={onToggle}
          className={`flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-slate-100 hover:text-white sm:px-5 ${focusRing}`}
        >
          {title}
          <span
            aria-hidden="true"
            className={`shrink-0 text-brand-300 transition-transform motion-reduce:transition-none ${expanded ? "rotate-45" : ""}`}
          >
            +
          </span>
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="px-4 pb-4 text-sm leading-relaxed text-slate-300 sm:px-5"
      >
        {children}
      </div>
    </li>
  );
}
