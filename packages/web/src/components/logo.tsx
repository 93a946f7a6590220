import { PRODUCT_NAME } from "../lib/product";

export function Logo({ suffix }: { suffix?: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-white">
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-slate-800" />
        <path
          d="M7 22l6-7 4 4 8-10"
          fill="none"
          className="stroke-brand-400"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {PRODUCT_NAME}
        {suffix && <span className="ml-1 font-medium text-brand-400">{suffix}</span>}
      </span>
    </span>
  );
}
