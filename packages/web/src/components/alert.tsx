import type { ReactNode } from "react";

type Tone = "info" | "success" | "warning" | "error";

const tones: Record<Tone, string> = {
  info: "border-sky-500/40 bg-sky-950/40 text-sky-100",
  success: "border-emerald-500/40 bg-emerald-950/40 text-emerald-100",
  warning: "border-amber-500/40 bg-amber-950/40 text-amber-100",
  error: "border-rose-500/40 bg-rose-950/40 text-rose-100",
};

/** An inline message. Errors are announced immediately (role="alert"), the rest politely. */
export function Alert({
  tone = "info",
  title,
  children,
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? "mt-1" : ""}>{children}</div>}
    </div>
  );
}
