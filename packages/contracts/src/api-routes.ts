import { ADMIN_LIST_NAMES, ADMIN_LIST_PAGE_SCHEMAS } from "./admin-lists";
import {
  changeEmailResponseSchema,
  changePasswordResponseSchema,
  confirmEmailChangeResponseSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  revokedSessionsResponseSchema,
  sessionsResponseSchema,
} from "./account-settings";
import { adminDeleteResponseSchema } from "./admin";
import { openApiDocumentSchema } from "./api-docs";
import { adminDashboardSchema } from "./admin-dashboard";
import {
  catalogueAvatarResponseSchema,
  catalogueAvatarsResponseSchema,
  discordSettingsResponseSchema,
  discordTestResponseSchema,
} from "./admin-settings";
import {
  adminAccountActionResponseSchema,
  adminRecordResponseSchema,
  adminUserResponseSchema,
} from "./admin-users";
import { agreementsResponseSchema, signAgreementResponseSchema } from "./agreements";
import { contactInboxResponseSchema, contactMessageResponseSchema } from "./contact-inbox";
import { noticesResponseSchema, readNoticesResponseSchema } from "./notices";
import {
  adminCheckResponseSchema,
  authCheckResponseSchema,
  messageResponseSchema,
  signinResponseSchema,
  signupResponseSchema,
} from "./auth";
import { answerTimeResponseSchema, helpSearchResponseSchema } from "./help";
import { certificateResponseSchema, certificatesResponseSchema } from "./certificates";
import {
  adminPurchaseResponseSchema,
  adminPurchasesResponseSchema,
  checkoutQuoteSchema,
  checkoutResponseSchema,
  couponResponseSchema,
  couponsResponseSchema,
  purchaseResponseSchema,
  purchasesResponseSchema,
  paymentRedirectSchema,
  purchaseStateSchema,
} from "./checkout";
import { fundedPathResponseSchema } from "./funded-path";
import { healthResponseSchema } from "./health";
import { marketStatusResponseSchema } from "./market-status";
import { jobsResponseSchema, runJobResponseSchema } from "./jobs";
import {
  adminKycListResponseSchema,
  adminKycResponseSchema,
  kycSubmissionResponseSchema,
  myKycResponseSchema,
} from "./kyc";
import {
  merchItemResponseSchema,
  merchItemsResponseSchema,
  merchOrderCreatedSchema,
  merchOrderResponseSchema,
  merchOrdersResponseSchema,
} from "./merch";
import {
  dailyResponseSchema,
  decisionsResponseSchema,
  equityResponseSchema,
  metricsResponseSchema,
  replayResponseSchema,
} from "./metrics";
import {
  adminPayoutRequestsResponseSchema,
  myPayoutRequestsResponseSchema,
  payoutRequestResponseSchema,
} from "./payout-requests";
import {
  currentWeekSchema,
  myPayoutsResponseSchema,
  payoutWeekResponseSchema,
  payoutWeeksResponseSchema,
} from "./payouts";
import { plansResponseSchema, workedExamplesResponseSchema } from "./plans";
import { leaderboardResponseSchema, publicStatsSchema } from "./public-site";
import { ranksResponseSchema } from "./ranks";
import {
  adminTicketResponseSchema,
  adminTicketsResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
} from "./support";
import {
  accountSchema,
  accountsResponseSchema,
  candlesResponseSchema,
  closePositionResponseSchema,
  instrumentsResponseSchema,
  orderSchema,
  ordersResponseSchema,
  placeOrderResponseSchema,
  positionSchema,
  positionsResponseSchema,
  tradeDetailSchema,
  tradesResponseSchema,
} from "./trading";
import { fillQualityResponseSchema } from "./fill-quality";
import {
  twoFactorCodesResponseSchema,
  twoFactorDisableResponseSchema,
  twoFactorResponseSchema,
  twoFactorSetupResponseSchema,
} from "./two-factor";
import { uploadResponseSchema } from "./uploads";
/**
 * The API's routes with the contract schema of each success answer, as the server declares them
 * (packages/server/src/http/routes: `schema.response`; a server test holds the two together).
 * The web's test fakes parse every answer with its route's schema, so a fake answers only what
 * the real server could. Paths are below
 * `/api`; `:name` is a path parameter. FILE marks an answer that is not JSON (CSV, PDF, a
 * stored file's bytes, an empty 204): the contracts have no schema for it.
 */
export const FILE = null;

/** A contract's zod schema, as far as the check needs it. */
export interface ResponseSchema {
  safeParse(body: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

export type ApiRoute = [
  method: string,
  path: string,
  status: number,
  schema: ResponseSchema | null,
];

export const API_ROUTES: ApiRoute[] = [
  ["GET", "/health", 200, healthResponseSchema],
  ["GET", "/status", 200, marketStatusResponseSchema],
  ["POST", "/auth/signup", 201, signupResponseSchema],
  ["POST", "/auth/verify-email", 200, messageResponseSchema],
  ["POST", "/auth/email-change/confirm", 200, confirmEmailChangeResponseSchema],
  ["POST", "/auth/email-change/revert", 200, confirmEmailChangeResponseSchema],
  ["POST", "/auth/verify-email/resend", 202, messageResponseSchema],
  ["POST", "/auth/signin", 200, signinResponseSchema],
  ["POST", "/auth/signin/code", 200, signinResponseSchema],
  ["POST", "/auth/signout", 200, messageResponseSchema],
  ["GET", "/auth/check", 200, authCheckResponseSchema],
  ["GET", "/auth/admin/check", 200, adminCheckResponseSchema],
  ["POST", "/auth/reset-password/request", 202, messageResponseSchema],
  ["POST", "/auth/reset-password", 200, messageResponseSchema],
  ["GET", "/account/profile", 200, profileResponseSchema],
  ["PATCH", "/account/profile", 200, profileResponseSchema],
  ["POST", "/account/password", 200, changePasswordResponseSchema],
  ["GET", "/account/sessions", 200, sessionsResponseSchema],
  ["DELETE", "/account/sessions/:id", 200, revokedSessionsResponseSchema],
  ["POST", "/account/sessions/revoke-others", 200, revokedSessionsResponseSchema],
  ["GET", "/account/funded-path", 200, fundedPathResponseSchema],
  ["GET", "/account/ranks", 200, ranksResponseSchema],
  ["POST", "/account/email", 200, changeEmailResponseSchema],
  ["GET", "/account/preferences", 200, preferencesResponseSchema],
  ["PATCH", "/account/preferences", 200, preferencesResponseSchema],
  ["GET", "/account/2fa", 200, twoFactorResponseSchema],
  ["POST", "/account/2fa/setup", 200, twoFactorSetupResponseSchema],
  ["POST", "/account/2fa/enable", 200, twoFactorCodesResponseSchema],
  ["POST", "/account/2fa/disable", 200, twoFactorDisableResponseSchema],
  ["POST", "/account/2fa/recovery-codes", 200, twoFactorCodesResponseSchema],
  ["DELETE", "/admin/delete-positions", 200, adminDeleteResponseSchema],
  ["DELETE", "/admin/delete-orders", 200, adminDeleteResponseSchema],
  ["DELETE", "/admin/delete-trade-histories", 200, adminDeleteResponseSchema],
  ["DELETE", "/admin/delete-accounts", 200, adminDeleteResponseSchema],
  ["DELETE", "/admin/delete-users", 200, adminDeleteResponseSchema],
  ["GET", "/admin/purchases", 200, adminPurchasesResponseSchema],
  ["POST", "/admin/purchases/:id/refund", 200, adminPurchaseResponseSchema],
  ["GET", "/admin/coupons", 200, couponsResponseSchema],
  ["POST", "/admin/coupons", 201, couponResponseSchema],
  ["PATCH", "/admin/coupons/:id", 200, couponResponseSchema],
  ["DELETE", "/admin/coupons/:id", 204, FILE],
  ["GET", "/admin/jobs", 200, jobsResponseSchema],
  ["POST", "/admin/jobs/:name/run", 200, runJobResponseSchema],
  ["GET", "/admin/docs/json", 200, openApiDocumentSchema],
  ["GET", "/payouts", 200, payoutWeeksResponseSchema],
  ["GET", "/payouts/current", 200, currentWeekSchema],
  ["GET", "/payouts/mine", 200, myPayoutsResponseSchema],
  ["GET", "/payouts/:week", 200, payoutWeekResponseSchema],
  ["GET", "/payout-requests", 200, myPayoutRequestsResponseSchema],
  ["POST", "/payout-requests", 201, payoutRequestResponseSchema],
  ["GET", "/admin/payout-requests", 200, adminPayoutRequestsResponseSchema],
  ["POST", "/admin/payout-requests/:id/:action", 200, payoutRequestResponseSchema],
  ["POST", "/checkout/quote", 200, checkoutQuoteSchema],
  ["POST", "/checkout", 200, checkoutResponseSchema],
  ["GET", "/purchases", 200, purchasesResponseSchema],
  ["GET", "/purchases/:id", 200, purchaseResponseSchema],
  ["POST", "/purchases/:id/pay", 200, paymentRedirectSchema],
  ["POST", "/purchases/:id/cancel", 200, purchaseStateSchema],
  ["GET", "/plans", 200, plansResponseSchema],
  ["GET", "/plans/:id/examples", 200, workedExamplesResponseSchema],
  ["GET", "/public/stats", 200, publicStatsSchema],
  ["GET", "/leaderboard", 200, leaderboardResponseSchema],
  ["GET", "/status/fills", 200, fillQualityResponseSchema],
  ["POST", "/contact", 202, messageResponseSchema],
  ["GET", "/instruments", 200, instrumentsResponseSchema],
  ["GET", "/instruments/:symbol/candles", 200, candlesResponseSchema],
  ["GET", "/accounts", 200, accountsResponseSchema],
  ["GET", "/accounts/:id", 200, accountSchema],
  ["GET", "/accounts/:id/positions", 200, positionsResponseSchema],
  ["GET", "/accounts/:id/orders", 200, ordersResponseSchema],
  ["GET", "/accounts/:id/trades", 200, tradesResponseSchema],
  ["GET", "/accounts/:id/trades/:tradeId", 200, tradeDetailSchema],
  ["POST", "/accounts/:id/orders", 200, placeOrderResponseSchema],
  ["POST", "/accounts/:id/orders", 201, placeOrderResponseSchema],
  ["PATCH", "/accounts/:id/orders/:orderId", 200, orderSchema],
  ["DELETE", "/accounts/:id/orders/:orderId", 200, orderSchema],
  ["PATCH", "/accounts/:id/positions/:positionId", 200, positionSchema],
  ["POST", "/accounts/:id/positions/:positionId/close", 200, closePositionResponseSchema],
  ["GET", "/accounts/:id/metrics", 200, metricsResponseSchema],
  ["GET", "/accounts/:id/equity", 200, equityResponseSchema],
  ["GET", "/accounts/:id/daily", 200, dailyResponseSchema],
  ["GET", "/accounts/:id/decisions", 200, decisionsResponseSchema],
  ["POST", "/accounts/:id/decisions/:decisionId/replay", 200, replayResponseSchema],
  ["GET", "/accounts/:id/certificates", 200, certificatesResponseSchema],
  ["GET", "/accounts/:id/trades.csv", 200, FILE],
  ["GET", "/certificates/:id", 200, certificateResponseSchema],
  ["GET", "/certificates/:id/certificate.pdf", 200, FILE],
  ["POST", "/uploads/:purpose", 201, uploadResponseSchema],
  ["GET", "/files/:id", 200, FILE],
  ["GET", "/public/files/:id", 200, FILE],
  ["GET", "/kyc", 200, myKycResponseSchema],
  ["POST", "/kyc", 201, kycSubmissionResponseSchema],
  ["GET", "/admin/kyc", 200, adminKycListResponseSchema],
  ["GET", "/admin/kyc/:id", 200, adminKycResponseSchema],
  ["POST", "/admin/kyc/:id/approve", 200, adminKycResponseSchema],
  ["POST", "/admin/kyc/:id/reject", 200, adminKycResponseSchema],
  ["GET", "/agreements", 200, agreementsResponseSchema],
  ["POST", "/agreements/sign", 201, signAgreementResponseSchema],
  ["GET", "/agreements/signatures/:id/pdf", 200, FILE],
  ["GET", "/support/tickets", 200, ticketsResponseSchema],
  ["POST", "/support/tickets", 201, ticketResponseSchema],
  ["GET", "/support/tickets/:id", 200, ticketResponseSchema],
  ["POST", "/support/tickets/:id/replies", 200, ticketResponseSchema],
  ["POST", "/support/tickets/:id/close", 200, ticketResponseSchema],
  ["GET", "/support/answer-time", 200, answerTimeResponseSchema],
  ["GET", "/help/search", 200, helpSearchResponseSchema],
  ["GET", "/admin/support/tickets", 200, adminTicketsResponseSchema],
  ["GET", "/admin/support/tickets/:id", 200, adminTicketResponseSchema],
  ["POST", "/admin/support/tickets/:id/replies", 200, adminTicketResponseSchema],
  ["POST", "/admin/support/tickets/:id/close", 200, adminTicketResponseSchema],
  ["GET", "/admin/contact/messages", 200, contactInboxResponseSchema],
  ["GET", "/admin/contact/messages/:id", 200, contactMessageResponseSchema],
  ["POST", "/admin/contact/messages/:id/replies", 200, contactMessageResponseSchema],
  ["POST", "/admin/contact/messages/:id/close", 200, contactMessageResponseSchema],
  ["GET", "/notices", 200, noticesResponseSchema],
  ["POST", "/notices/read", 200, readNoticesResponseSchema],
  ["GET", "/merch", 200, merchItemsResponseSchema],
  ["GET", "/admin/merch", 200, merchItemsResponseSchema],
  ["POST", "/admin/merch", 201, merchItemResponseSchema],
  ["PATCH", "/admin/merch/:id", 200, merchItemResponseSchema],
  ["POST", "/merch/orders", 201, merchOrderCreatedSchema],
  ["GET", "/merch/orders", 200, merchOrdersResponseSchema],
  ["GET", "/merch/orders/:id", 200, merchOrderResponseSchema],
  ["POST", "/admin/merch/orders/:id/status", 200, merchOrderResponseSchema],
  ["GET", "/admin/dashboard", 200, adminDashboardSchema],
  ["GET", "/admin/users/:id", 200, adminUserResponseSchema],
  ["POST", "/admin/users/:id/suspend", 200, adminUserResponseSchema],
  ["POST", "/admin/users/:id/unsuspend", 200, adminUserResponseSchema],
  ["POST", "/admin/users/:id/reset-2fa", 200, adminUserResponseSchema],
  ["POST", "/admin/users/:id/resend-verification", 200, adminUserResponseSchema],
  ["POST", "/admin/users/:id/make-admin", 200, adminUserResponseSchema],
  ["POST", "/admin/accounts/:id/close-positions", 200, adminAccountActionResponseSchema],
  ["POST", "/admin/accounts/:id/fail", 200, adminAccountActionResponseSchema],
  ["POST", "/admin/accounts/:id/reinstate", 200, adminAccountActionResponseSchema],
  ["POST", "/admin/accounts/:id/adjust-balance", 200, adminAccountActionResponseSchema],
  ["POST", "/admin/accounts/:id/pass-phase", 200, adminAccountActionResponseSchema],
  ["POST", "/admin/accounts/:id/uphold-review", 200, adminAccountActionResponseSchema],
  ["GET", "/admin/records/orders/:id", 200, adminRecordResponseSchema],
  ["GET", "/admin/records/positions/:id", 200, adminRecordResponseSchema],
  ["GET", "/admin/records/tradehistory/:id", 200, adminRecordResponseSchema],
  ["GET", "/admin/discord", 200, discordSettingsResponseSchema],
  ["PUT", "/admin/discord", 200, discordSettingsResponseSchema],
  ["POST", "/admin/discord/test", 200, discordTestResponseSchema],
  ["GET", "/admin/avatars", 200, catalogueAvatarsResponseSchema],
  ["POST", "/admin/avatars", 201, catalogueAvatarResponseSchema],
  ["PATCH", "/admin/avatars/:id", 200, catalogueAvatarResponseSchema],
  ["GET", "/avatars", 200, catalogueAvatarsResponseSchema],
];

for (const list of ADMIN_LIST_NAMES) {
  API_ROUTES.push(["GET", `/admin/lists/${list}`, 200, ADMIN_LIST_PAGE_SCHEMAS[list]]);
  API_ROUTES.push(["GET", `/admin/lists/${list}.csv`, 200, FILE]);
}
