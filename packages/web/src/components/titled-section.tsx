import type { ReactNode } from "react";

/**
 * A part of a page named by its heading: a `section` (or an `aside`) labelled by its h2 in the
 * site's section-title style, then its content `space` apart ("space-y-4" by default).
 */
export function TitledSection({
  id,
  title,
  as: Tag = "section",
  className = "space-y-4",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  as?: "section" | "aside";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
