import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { Navigate } from "react-router";
import type { RouteObject } from "react-router";
import { LoadingState } from "../components/loading-state";
import {
  accountMetricsLoader,
  accountMetricsShouldRevalidate,
} from "../features/metrics/lib/prefetch-account-metrics";
import { HomePage } from "../features/home/routes/home-page";
import { CHECKOUT_ROUTE_ID, CHECKOUT_ROUTE_PATH } from "../lib/paths";
import { RequireAdmin } from "./guards/require-admin";
import { RequireAuth } from "./guards/require-auth";
import { DefaultLayout } from "./layouts/default-layout";
import { RootLayout } from "./root-layout";
import { NotFoundPage } from "../components/not-found-page";
import { RouteErrorBoundary } from "./routes/route-error-boundary";

/** Route-level code splitting: the module loads when its route is first visited. */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * Every route of spec §2 with its layout and guard. The landing page and 404 ship in the main
 * bundle; every other page is its own chunk, which the server preloads with the page
 * (spa-preloads). Loaders put the requests a page starts with into `queryClient`.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <LoadingState fullPage />,
      children: [
        // Public pages: default layout (header, page, footer).
        {
          element: <DefaultLayout />,
          children: [
            { index: true, element: <HomePage /> },
            {
              path: "leaderboard",
              lazy: lazyComponent(
                () => import("../features/leaderboard/routes/leaderboard-page"),
                (m) => m.LeaderboardPage,
              ),
            },
            {
              path: "payouts",
              lazy: lazyComponent(
                () => import("../features/payouts/routes/payouts-page"),
                (m) => m.PayoutsPage,
              ),
            },
            {
              path: "rules",
              lazy: lazyComponent(
                () => import("../features/rules/routes/public-rules-page"),
                (m) => m.PublicRulesPage,
              ),
            },
            {
              path: "integrity/register",
              lazy: lazyComponent(
                () => import("../features/integrity/routes/register-page"),
                (m) => m.RegisterPage,
              ),
            },
            {
              path: "openbook",
              lazy: lazyComponent(
                () => import("../features/openbook/routes/openbook-page"),
                (m) => m.OpenbookPage,
              ),
            },
            {
              path: "openbook/register",
              lazy: lazyComponent(
                () => import("../features/openbook/routes/openbook-register-page"),
                (m) => m.OpenbookRegisterPage,
              ),
            },
            {
              path: "openbook/:publicId",
              lazy: lazyComponent(
                () => import("./routes/openbook-trader-route"),
                (m) => m.OpenbookTraderRoute,
              ),
            },
            {
              path: "pools",
              lazy: lazyComponent(
                () => import("../features/openbook/routes/pools-page"),
                (m) => m.PoolsPage,
              ),
            },
            {
              path: "certificates/:id",
              lazy: lazyComponent(
                () => import("../features/certificates/routes/certificate-page"),
                (m) => m.CertificatePage,
              ),
            },
            {
              path: "status",
              lazy: lazyComponent(
                () => import("../features/status/routes/status-page"),
                (m) => m.StatusPage,
              ),
            },
            {
              path: "contact",
              lazy: lazyComponent(
                () => import("../features/contact/routes/contact-page"),
                (m) => m.ContactPage,
              ),
            },
            {
              path: "auth/signin",
              lazy: lazyComponent(
                () => import("../features/auth/routes/signin-page"),
                (m) => m.SigninPage,
              ),
            },
            {
              path: "auth/signup",
              lazy: lazyComponent(
                () => import("../features/auth/routes/signup-page"),
                (m) => m.SignupPage,
              ),
            },
            {
              path: "auth/reset-password",
              lazy: lazyComponent(
                () => import("../features/auth/routes/reset-password-page"),
                (m) => m.ResetPasswordPage,
              ),
            },
            {
              path: "auth/verify-email/:email",
              lazy: lazyComponent(
                () => import("../features/auth/routes/verify-email-notice-page"),
                (m) => m.VerifyEmailNoticePage,
              ),
            },
            {
              path: "auth/verify/email/:token",
              lazy: lazyComponent(
                () => import("../features/auth/routes/verify-email-link-page"),
                (m) => m.VerifyEmailLinkPage,
              ),
            },
            {
              path: "auth/change-email/:token",
              lazy: lazyComponent(
                () => import("../features/auth/routes/change-email-link-page"),
                (m) => m.ChangeEmailLinkPage,
              ),
            },
            {
              path: "auth/undo-email-change/:token",
              lazy: lazyComponent(
                () => import("../features/auth/routes/undo-email-change-page"),
                (m) => m.UndoEmailChangePage,
              ),
            },
            {
              path: "legal/terms",
              lazy: lazyComponent(
                () => import("../features/legal/routes/terms-page"),
                (m) => m.TermsPage,
              ),
            },
            {
              path: "legal/privacy",
              lazy: lazyComponent(
                () => import("../features/legal/routes/privacy-page"),
                (m) => m.PrivacyPage,
              ),
            },
            {
              id: "error",
              path: "error",
              lazy: lazyComponent(
                () => import("./routes/error-page"),
                (m) => m.ErrorPage,
              ),
            },
            { path: "*", element: <NotFoundPage /> },
          ],
        },

        // Signed-in pages (spec §4 route guard).
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: lazyComponent(
                () => import("./layouts/trading-layout"),
                (m) => m.TradingLayout,
              ),
              children: [
                {
                  path: "trading/arena",
                  lazy: lazyComponent(
                    () => import("../features/arena/routes/arena-page"),
                    (m) => m.ArenaPage,
                  ),
                },
              ],
            },
            {
              path: "dashboard",
              lazy: lazyComponent(
                () => import("./layouts/dashboard-layout"),
                (m) => m.DashboardLayout,
              ),
              children: [
                {
                  path: "profile",
                  lazy: lazyComponent(
                    () => import("../features/settings/routes/profile-page"),
                    (m) => m.ProfilePage,
                  ),
                },
                {
                  path: "settings",
                  lazy: lazyComponent(
                    () => import("../features/settings/routes/settings-page"),
                    (m) => m.SettingsPage,
                  ),
                },
                {
                  path: "checkout",
                  lazy: lazyComponent(
                    () => import("../features/checkout/routes/dashboard-checkout-page"),
                    (m) => m.DashboardCheckoutPage,
                  ),
                },
                {
                  path: "accounts",
                  lazy: lazyComponent(
                    () => import("../features/accounts/routes/accounts-page"),
                    (m) => m.AccountsPage,
                  ),
                },
                {
                  path: "metrics",
                  lazy: lazyComponent(
                    () => import("../features/metrics/routes/metrics-page"),
                    (m) => m.MetricsPage,
                  ),
                },
                {
                  path: "metrics/:userid/:accountid",
                  loader: accountMetricsLoader(queryClient),
                  shouldRevalidate: accountMetricsShouldRevalidate,
                  lazy: lazyComponent(
                    () => import("./routes/account-metrics-route"),
                    (m) => m.AccountMetricsRoute,
                  ),
                },
                {
                  path: "jackpot",
                  lazy: lazyComponent(
                    () => import("../features/payouts/routes/jackpot-page"),
                    (m) => m.JackpotPage,
                  ),
                },
                {
                  path: "following",
                  lazy: lazyComponent(
                    () => import("../features/social/routes/following-page"),
                    (m) => m.FollowingPage,
                  ),
                },
                {
                  path: "copying",
                  lazy: lazyComponent(
                    () => import("../features/social/routes/copying-page"),
                    (m) => m.CopyingPage,
                  ),
                },
                {
                  path: "ranks",
                  lazy: lazyComponent(
                    () => import("../features/ranks/routes/ranks-page"),
                    (m) => m.RanksPage,
                  ),
                },
                {
                  path: "rules",
                  lazy: lazyComponent(
                    () => import("../features/rules/routes/rules-page"),
                    (m) => m.RulesPage,
                  ),
                },
                {
                  path: "agreements",
                  lazy: lazyComponent(
                    () => import("../features/agreements/routes/agreements-page"),
                    (m) => m.AgreementsPage,
                  ),
                },
                {
                  path: "kyc",
                  lazy: lazyComponent(
                    () => import("../features/kyc/routes/kyc-page"),
                    (m) => m.KycPage,
                  ),
                },
                {
                  path: "faq",
                  lazy: lazyComponent(
                    () => import("../features/support/routes/faq-page"),
                    (m) => m.FaqPage,
                  ),
                },
                {
                  path: "support",
                  lazy: lazyComponent(
                    () => import("../features/support/routes/support-page"),
                    (m) => m.SupportPage,
                  ),
                },
                {
                  path: "merch",
                  lazy: lazyComponent(
                    () => import("../features/merch/routes/merch-page"),
                    (m) => m.MerchPage,
                  ),
                },
              ],
            },
            {
              lazy: lazyComponent(
                () => import("./layouts/checkout-layout"),
                (m) => m.CheckoutLayout,
              ),
              children: [
                {
                  path: "checkout/success",
                  lazy: lazyComponent(
                    () => import("../features/checkout/routes/checkout-success-page"),
                    (m) => m.CheckoutSuccessPage,
                  ),
                },
                {
                  path: "checkout/cancelled",
                  lazy: lazyComponent(
                    () => import("../features/checkout/routes/checkout-cancelled-page"),
                    (m) => m.CheckoutCancelledPage,
                  ),
                },
                {
                  id: CHECKOUT_ROUTE_ID,
                  path: CHECKOUT_ROUTE_PATH,
                  lazy: lazyComponent(
                    () => import("../features/checkout/routes/checkout-page"),
                    (m) => m.CheckoutPage,
                  ),
                },
              ],
            },
          ],
        },

        // Admin pages (spec §4 admin guard). /admin itself only redirects.
        {
          path: "admin",
          children: [
            { index: true, element: <Navigate to="/admin/dashboard" replace /> },
            {
              element: <RequireAdmin />,
              children: [
                {
                  lazy: lazyComponent(
                    () => import("./layouts/admin-layout"),
                    (m) => m.AdminLayout,
                  ),
                  children: [
                    {
                      path: "dashboard",
                      lazy: lazyComponent(
                        () => import("../features/operations/routes/admin-dashboard-page"),
                        (m) => m.AdminDashboardPage,
                      ),
                    },
                    {
                      path: "users",
                      lazy: lazyComponent(
                        () => import("../features/users/routes/admin-users-page"),
                        (m) => m.AdminUsersPage,
                      ),
                    },
                    {
                      path: "user/:id",
                      lazy: lazyComponent(
                        () => import("../features/users/routes/admin-user-page"),
                        (m) => m.AdminUserPage,
                      ),
                    },
                    {
                      path: "user/:userid/account/:accountid",
                      lazy: lazyComponent(
                        () => import("./routes/admin-account-route"),
                        (m) => m.AdminAccountRoute,
                      ),
                    },
                    {
                      path: "user/:userid/account/:accountid/positions/:positionid",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-record-page"),
                        (m) => m.AdminUserPositionPage,
                      ),
                    },
                    {
                      path: "user/:userid/account/:accountid/orders/:orderid",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-record-page"),
                        (m) => m.AdminUserOrderPage,
                      ),
                    },
                    {
                      path: "user/:userid/account/:accountid/tradehistory/:tradehistoryid",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-record-page"),
                        (m) => m.AdminUserTradeHistoryPage,
                      ),
                    },
                    {
                      path: "cronjob",
                      lazy: lazyComponent(
                        () => import("../features/operations/routes/admin-cronjob-page"),
                        (m) => m.AdminCronjobPage,
                      ),
                    },
                    {
                      path: "accounts",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-accounts-page"),
                        (m) => m.AdminAccountsPage,
                      ),
                    },
                    {
                      path: "orders",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-orders-page"),
                        (m) => m.AdminOrdersPage,
                      ),
                    },
                    {
                      path: "positions",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-positions-page"),
                        (m) => m.AdminPositionsPage,
                      ),
                    },
                    {
                      path: "tradehistory",
                      lazy: lazyComponent(
                        () => import("../features/accounts/routes/admin-trade-history-page"),
                        (m) => m.AdminTradeHistoryPage,
                      ),
                    },
                    {
                      path: "checkout",
                      lazy: lazyComponent(
                        () => import("../features/checkout/routes/admin-checkout-page"),
                        (m) => m.AdminCheckoutPage,
                      ),
                    },
                    {
                      path: "avatars",
                      lazy: lazyComponent(
                        () => import("../features/operations/routes/admin-avatars-page"),
                        (m) => m.AdminAvatarsPage,
                      ),
                    },
                    {
                      path: "discord",
                      lazy: lazyComponent(
                        () => import("../features/operations/routes/admin-discord-page"),
                        (m) => m.AdminDiscordPage,
                      ),
                    },
                    {
                      path: "kyc",
                      lazy: lazyComponent(
                        () => import("../features/kyc/routes/admin-kyc-review-page"),
                        (m) => m.AdminKycReviewPage,
                      ),
                    },
                    {
                      path: "payouts",
                      lazy: lazyComponent(
                        () => import("../features/payouts/routes/admin-payout-requests-page"),
                        (m) => m.AdminPayoutRequestsPage,
                      ),
                    },
                    {
                      path: "support",
                      lazy: lazyComponent(
                        () => import("../features/support/routes/admin-support-tickets-page"),
                        (m) => m.AdminSupportTicketsPage,
                      ),
                    },
                    {
                      path: "contact",
                      lazy: lazyComponent(
                        () => import("../features/contact/routes/admin-contact-inbox-page"),
                        (m) => m.AdminContactInboxPage,
                      ),
                    },
                    {
                      path: "merch",
                      lazy: lazyComponent(
                        () => import("../features/merch/routes/admin-merch-page"),
                        (m) => m.AdminMerchPage,
                      ),
                    },
                    {
                      path: "integrity",
                      lazy: lazyComponent(
                        () => import("../features/integrity/routes/admin-integrity-queue-page"),
                        (m) => m.AdminIntegrityQueuePage,
                      ),
                    },
                    {
                      path: "integrity/:id",
                      lazy: lazyComponent(
                        () => import("./routes/admin-integrity-flag-route"),
                        (m) => m.AdminIntegrityFlagRoute,
                      ),
                    },
                    {
                      path: "audit",
                      lazy: lazyComponent(
                        () => import("../features/operations/routes/admin-audit-log-page"),
                        (m) => m.AdminAuditLogPage,
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
