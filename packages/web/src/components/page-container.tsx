import type { ReactNode } from "react";

/** The content column of the public pages. */
export function PageContainer({
  children,
  narrow = false,
}: {
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div
      className={`mx-auto w-full px-4 py-12 sm:px-6 lg:px-8 lg:py-16 ${narrow ? "max-w-3xl" : "max-w-7xl"}`}
    >
      {children}
    </div>
  );
}
