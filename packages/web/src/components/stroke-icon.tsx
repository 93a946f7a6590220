import type { ReactNode } from "react";

/** A 24×24 line icon drawn in the text colour (its paths as children), hidden from readers. */
export function StrokeIcon({
  children,
  className = "size-6",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
