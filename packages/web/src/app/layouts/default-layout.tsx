import { Outlet } from "react-router";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Spec §2 "default": header (over the page), page, footer. */
export function DefaultLayout() {
  return (
    <div className="relative flex min-h-screen flex-col">
      <SiteHeader overlay />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
