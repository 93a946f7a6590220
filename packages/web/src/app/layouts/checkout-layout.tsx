import { Outlet } from "react-router";

/** Spec §2 "checkout": bare, nothing around the page. */
export function CheckoutLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen focus:outline-none">
      <Outlet />
    </main>
  );
}
