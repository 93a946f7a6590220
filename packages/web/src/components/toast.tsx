import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { focusRing } from "./button-styles";

export type ToastTone = "success" | "error" | "info";

export interface ToastInput {
  tone: ToastTone;
  title: string;
  description?: string;
  /**
   * A link to open what the toast is about. `onClick` (the app's navigation) replaces the
   * page load; either way the toast closes.
   */
  action?: { label: string; href: string; onClick?: () => void } | undefined;
}

interface Toast extends ToastInput {
  id: number;
}

interface ToastApi {
  show: (toast: ToastInput) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneClass: Record<ToastTone, string> = {
  success: "border-emerald-500/50",
  error: "border-rose-500/60",
  info: "border-sky-500/50",
};

const AUTO_DISMISS_MS = 6_000;
let nextId = 1;

/** Transient notices in the corner. Errors stay until dismissed; the rest fade after 6 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId++;
      setToasts((current) => [...current.slice(-4), { ...input, id }]);
      if (input.tone !== "error") window.setTimeout(() => dismiss(id), AUTO_DISMISS_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-label="Notifications"
        role="region"
        className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-full max-w-sm flex-col gap-3"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === "error" ? "alert" : "status"}
            className={`pointer-events-auto rounded-xl border bg-slate-900 p-4 shadow-xl shadow-black/50 ${toneClass[toast.tone]}`}
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-white">{toast.title}</p>
                {toast.description && (
                  <p className="mt-1 text-sm text-slate-300">{toast.description}</p>
                )}
                {toast.action && (
                  <a
                    href={toast.action.href}
                    onClick={(event) => {
                      if (toast.action?.onClick) {
                        event.preventDefault();
                        toast.action.onClick();
                      }
                      dismiss(toast.id);
                    }}
                    className={`mt-2 inline-block rounded text-sm font-semibold text-brand-300 underline underline-offset-2 hover:text-white ${focusRing}`}
                  >
                    {toast.action.label}
                  </a>
                )}
              </div>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                className={`rounded p-1 text-slate-400 hover:text-white ${focusRing}`}
                aria-label={`Dismiss: ${toast.title}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>.");
  return api;
}
