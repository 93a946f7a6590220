import { Outlet, useNavigation } from "react-router";
import { DeviceSignal } from "../features/integrity/components/device-signal";
import { PreferencesSync } from "./preferences-sync";
import { ScrollManager } from "./scroll-manager";

/**
 * Around every screen: skip link, scroll handling, a progress bar while a page loads, and the
 * signed-in trader's sound and motion preferences applied, and the device signal sent once a
 * session.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-brand-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state !== "idle" && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[80] h-0.5 overflow-hidden bg-brand-500/20"
        >
          <div className="h-full w-2/5 animate-progress bg-brand-400" />
        </div>
      )}
      <ScrollManager />
      <PreferencesSync />
      <DeviceSignal />
      <Outlet />
    </>
  );
}
