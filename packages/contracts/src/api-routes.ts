import type { z } from "zod";
import {
  ADMIN_LIST_NAMES,
  ADMIN_LIST_PAGE_SCHEMAS,
  adminListQuerySchema,
  type AdminListName,
} from "./admin-lists";
import {
  changeEmailResponseSchema,
  changePasswordResponseSchema,
  confirmEmailChangeResponseSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  revokedSessionsResponseSchema,
  sessionsResponseSchema,
  updateProfileBodySchema,
  changePasswordBodySchema,
  changeEmailBodySchema,
  updatePreferencesBodySchema,
} from "./account-settings";
import { adminDeleteResponseSchema } from "./admin";
import {
  linkWalletBodySchema,
  relayClaimResponseSchema,
  siweNonceResponseSchema,
  walletResponseSchema,
} from "./wallets";
import { openApiDocumentSchema } from "./api-docs";
import {
  apiKeySchema,
  apiKeysResponseSchema,
  createApiKeyBodySchema,
  createdApiKeyResponseSchema,
} from "./api-keys";
import {
  chartSettingsSchema,
  createDrawingBodySchema,
  createPriceAlertBodySchema,
  drawingSchema,
  drawingsQuerySchema,
  drawingsResponseSchema,
  priceAlertSchema,
  priceAlertsResponseSchema,
  selfLimitsSchema,
  updateSelfLimitsBodySchema,
} from "./arena-tools";
import {
  openbookListResponseSchema,
  openbookQuerySchema,
  openbookTraderResponseSchema,
  publicationBodySchema,
  publicationResponseSchema,
  publicPoolsResponseSchema,
  publicRegisterQuerySchema,
  publicRegisterResponseSchema,
} from "./openbook";
import {
  copySubscriptionSchema,
  copySubscriptionsResponseSchema,
  copyTradesResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  followBodySchema,
  followingResponseSchema,
  followStateSchema,
  startCopyBodySchema,
  stopCopyBodySchema,
  updateCopyBodySchema,
} from "./social";
import {
  chainInfoResponseSchema,
  chainRpcBodySchema,
  chainRpcResponseSchema,
  closePayoutWeekResponseSchema,
  myChainPayoutsResponseSchema,
} from "./chain";
import { adminDashboardSchema, adminDashboardQuerySchema } from "./admin-dashboard";
import {
  catalogueAvatarResponseSchema,
  catalogueAvatarsResponseSchema,
  discordSettingsResponseSchema,
  discordTestResponseSchema,
  updateDiscordBodySchema,
  createCatalogueAvatarBodySchema,
  updateCatalogueAvatarBodySchema,
} from "./admin-settings";
import {
  adminAccountActionResponseSchema,
  adminRecordResponseSchema,
  adminUserResponseSchema,
  adminUserActionBodySchema,
  adminAccountActionBodySchema,
  adminBalanceAdjustmentBodySchema,
} from "./admin-users";
import { journalReplayResponseSchema } from "./journal-replay";
import {
  agreementsResponseSchema,
  signAgreementResponseSchema,
  signAgreementBodySchema,
} from "./agreements";
import {
  contactInboxResponseSchema,
  contactMessageResponseSchema,
  contactInboxQuerySchema,
  contactReplyBodySchema,
} from "./contact-inbox";
import {
  noticesResponseSchema,
  readNoticesResponseSchema,
  noticesQuerySchema,
  readNoticesBodySchema,
} from "./notices";
import {
  adminCheckResponseSchema,
  authCheckResponseSchema,
  messageResponseSchema,
  signinResponseSchema,
  signupResponseSchema,
  signupBodySchema,
  verifyEmailBodySchema,
  tokenBodySchema,
  resetPasswordBodySchema,
  emailBodySchema,
  signinBodySchema,
  signinCodeBodySchema,
} from "./auth";
import { answerTimeResponseSchema, helpSearchResponseSchema, helpSearchQuerySchema } from "./help";
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
  adminPurchasesQuerySchema,
  refundBodySchema,
  createCouponBodySchema,
  updateCouponBodySchema,
  checkoutQuoteBodySchema,
  checkoutBodySchema,
  purchasesQuerySchema,
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
  submitKycBodySchema,
  adminKycQuerySchema,
  decideKycBodySchema,
} from "./kyc";
import {
  merchItemResponseSchema,
  merchItemsResponseSchema,
  merchOrderCreatedSchema,
  merchOrderResponseSchema,
  merchOrdersResponseSchema,
  merchOrderBodySchema,
  merchOrdersQuerySchema,
  merchItemBodySchema,
  updateMerchItemBodySchema,
  merchOrderStatusBodySchema,
} from "./merch";
import {
  dailyResponseSchema,
  decisionsResponseSchema,
  equityResponseSchema,
  metricsResponseSchema,
  replayResponseSchema,
  equityQuerySchema,
} from "./metrics";
import {
  adminPayoutRequestsResponseSchema,
  myPayoutRequestsResponseSchema,
  payoutRequestResponseSchema,
  createPayoutRequestBodySchema,
  adminPayoutRequestsQuerySchema,
  decidePayoutRequestBodySchema,
} from "./payout-requests";
import {
  currentWeekSchema,
  myPayoutsResponseSchema,
  payoutWeekResponseSchema,
  payoutWeeksResponseSchema,
} from "./payouts";
import { plansResponseSchema, workedExamplesResponseSchema, plansQuerySchema } from "./plans";
import {
  leaderboardResponseSchema,
  publicStatsSchema,
  leaderboardQuerySchema,
  contactBodySchema,
} from "./public-site";
import { ranksResponseSchema } from "./ranks";
import {
  adminTicketResponseSchema,
  adminTicketsResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  createTicketBodySchema,
  replyTicketBodySchema,
  adminTicketsQuerySchema,
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
  candlesQuerySchema,
  ordersQuerySchema,
  tradesQuerySchema,
  placeOrderBodySchema,
  modifyOrderBodySchema,
  modifyPositionBodySchema,
  closePositionBodySchema,
  placeOcoBodySchema,
  placeOcoResponseSchema,
  tradeFiltersSchema,
} from "./trading";
import { fillQualityResponseSchema } from "./fill-quality";
import {
  twoFactorCodesResponseSchema,
  twoFactorDisableResponseSchema,
  twoFactorResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorSetupBodySchema,
  twoFactorEnableBodySchema,
  twoFactorDisableBodySchema,
  twoFactorRegenerateBodySchema,
} from "./two-factor";
import { uploadResponseSchema } from "./uploads";
import {
  accountHoldsResponseSchema,
  accountIntegrityResponseSchema,
  adminIntegrityFlagResponseSchema,
  adminIntegrityFlagsPageSchema,
  decideIntegrityFlagBodySchema,
  deviceSignalBodySchema,
  integrityAppealBodySchema,
  integrityFlagResponseSchema,
  integrityPolicyResponseSchema,
  registerQuerySchema,
  registerResponseSchema,
} from "./integrity";
/**
 * The API's routes, keyed by "METHOD /path" (paths below `/api`; `:name` is a path parameter),
 * each with the schemas the server's route declares (packages/server/src/http/routes:
 * `schema.querystring`, `schema.body`, `schema.response[status]`; a server test holds the two
 * together). The web's one API client (packages/web/src/lib/api.ts) is typed from this table
 * and parses answers with it in development and tests; the web's test fakes parse every answer
 * with it, so a fake answers only what the real server could.
 */

/** The answer of a route that answers no JSON (CSV, PDF, a stored file's bytes, an empty 204). */
export const FILE = null;

export interface ApiRoute {
  /** The success status (201 for a creation, 204 for no content). */
  status: number;
  /** A second success status (an order placed again under its idempotency key: 200). */
  alsoStatus?: number;
  /** The query string's schema; the server parses the query with it. */
  query?: z.ZodType;
  /** The JSON body's schema; the server parses the body with it. */
  body?: z.ZodType;
  /** The body is a file's bytes (its name in `x-file-name`), not JSON. */
  upload?: true;
  /** The success answer's schema, or FILE. */
  response: z.ZodType | null;
}

const routes = {
  "GET /health": { status: 200, response: healthResponseSchema },
  "GET /status": { status: 200, response: marketStatusResponseSchema },
  "POST /auth/signup": { status: 201, body: signupBodySchema, response: signupResponseSchema },
  "POST /auth/verify-email": {
    status: 200,
    body: verifyEmailBodySchema,
    response: messageResponseSchema,
  },
  "POST /auth/email-change/confirm": {
    status: 200,
    body: tokenBodySchema,
    response: confirmEmailChangeResponseSchema,
  },
  "POST /auth/email-change/revert": {
    status: 200,
    body: resetPasswordBodySchema,
    response: confirmEmailChangeResponseSchema,
  },
  "POST /auth/verify-email/resend": {
    status: 202,
    body: emailBodySchema,
    response: messageResponseSchema,
  },
  "POST /auth/signin": { status: 200, body: signinBodySchema, response: signinResponseSchema },
  "POST /auth/signin/code": {
    status: 200,
    body: signinCodeBodySchema,
    response: signinResponseSchema,
  },
  "POST /auth/signout": { status: 200, response: messageResponseSchema },
  "GET /auth/check": { status: 200, response: authCheckResponseSchema },
  "GET /auth/admin/check": { status: 200, response: adminCheckResponseSchema },
  "POST /auth/reset-password/request": {
    status: 202,
    body: emailBodySchema,
    response: messageResponseSchema,
  },
  "POST /auth/reset-password": {
    status: 200,
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
  },
  "GET /account/profile": { status: 200, response: profileResponseSchema },
  "PATCH /account/profile": {
    status: 200,
    body: updateProfileBodySchema,
    response: profileResponseSchema,
  },
  "POST /account/password": {
    status: 200,
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  },
  "GET /account/sessions": { status: 200, response: sessionsResponseSchema },
  "DELETE /account/sessions/:id": { status: 200, response: revokedSessionsResponseSchema },
  "POST /account/sessions/revoke-others": { status: 200, response: revokedSessionsResponseSchema },
  "GET /account/funded-path": { status: 200, response: fundedPathResponseSchema },
  "GET /account/ranks": { status: 200, response: ranksResponseSchema },
  "POST /account/email": {
    status: 200,
    body: changeEmailBodySchema,
    response: changeEmailResponseSchema,
  },
  "GET /account/preferences": { status: 200, response: preferencesResponseSchema },
  "PATCH /account/preferences": {
    status: 200,
    body: updatePreferencesBodySchema,
    response: preferencesResponseSchema,
  },
  "GET /account/2fa": { status: 200, response: twoFactorResponseSchema },
  "POST /account/2fa/setup": {
    status: 200,
    body: twoFactorSetupBodySchema,
    response: twoFactorSetupResponseSchema,
  },
  "POST /account/2fa/enable": {
    status: 200,
    body: twoFactorEnableBodySchema,
    response: twoFactorCodesResponseSchema,
  },
  "POST /account/2fa/disable": {
    status: 200,
    body: twoFactorDisableBodySchema,
    response: twoFactorDisableResponseSchema,
  },
  "POST /account/2fa/recovery-codes": {
    status: 200,
    body: twoFactorRegenerateBodySchema,
    response: twoFactorCodesResponseSchema,
  },
  "DELETE /admin/delete-positions": { status: 200, response: adminDeleteResponseSchema },
  "DELETE /admin/delete-orders": { status: 200, response: adminDeleteResponseSchema },
  "DELETE /admin/delete-trade-histories": { status: 200, response: adminDeleteResponseSchema },
  "DELETE /admin/delete-accounts": { status: 200, response: adminDeleteResponseSchema },
  "DELETE /admin/delete-users": { status: 200, response: adminDeleteResponseSchema },
  "GET /admin/purchases": {
    status: 200,
    query: adminPurchasesQuerySchema,
    response: adminPurchasesResponseSchema,
  },
  "POST /admin/purchases/:id/refund": {
    status: 200,
    body: refundBodySchema,
    response: adminPurchaseResponseSchema,
  },
  "GET /admin/coupons": { status: 200, response: couponsResponseSchema },
  "POST /admin/coupons": {
    status: 201,
    body: createCouponBodySchema,
    response: couponResponseSchema,
  },
  "PATCH /admin/coupons/:id": {
    status: 200,
    body: updateCouponBodySchema,
    response: couponResponseSchema,
  },
  "DELETE /admin/coupons/:id": { status: 204, response: FILE },
  "GET /admin/jobs": { status: 200, response: jobsResponseSchema },
  "POST /admin/jobs/:name/run": { status: 200, response: runJobResponseSchema },
  "GET /admin/docs/json": { status: 200, response: openApiDocumentSchema },
  "GET /payouts": { status: 200, response: payoutWeeksResponseSchema },
  "GET /payouts/current": { status: 200, response: currentWeekSchema },
  "GET /payouts/mine": { status: 200, response: myPayoutsResponseSchema },
  "GET /payouts/:week": { status: 200, response: payoutWeekResponseSchema },
  "GET /payout-requests": { status: 200, response: myPayoutRequestsResponseSchema },
  "POST /payout-requests": {
    status: 201,
    body: createPayoutRequestBodySchema,
    response: payoutRequestResponseSchema,
  },
  "GET /admin/payout-requests": {
    status: 200,
    query: adminPayoutRequestsQuerySchema,
    response: adminPayoutRequestsResponseSchema,
  },
  "POST /admin/payout-requests/:id/:action": {
    status: 200,
    body: decidePayoutRequestBodySchema,
    response: payoutRequestResponseSchema,
  },
  "POST /checkout/quote": {
    status: 200,
    body: checkoutQuoteBodySchema,
    response: checkoutQuoteSchema,
  },
  "POST /checkout": { status: 200, body: checkoutBodySchema, response: checkoutResponseSchema },
  "GET /purchases": { status: 200, query: purchasesQuerySchema, response: purchasesResponseSchema },
  "GET /purchases/:id": { status: 200, response: purchaseResponseSchema },
  "POST /purchases/:id/pay": { status: 200, response: paymentRedirectSchema },
  "POST /purchases/:id/cancel": { status: 200, response: purchaseStateSchema },
  "GET /plans": { status: 200, query: plansQuerySchema, response: plansResponseSchema },
  "GET /plans/:id/examples": {
    status: 200,
    query: plansQuerySchema,
    response: workedExamplesResponseSchema,
  },
  "GET /public/stats": { status: 200, response: publicStatsSchema },
  "GET /leaderboard": {
    status: 200,
    query: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
  },
  "GET /status/fills": { status: 200, response: fillQualityResponseSchema },
  "POST /contact": { status: 202, body: contactBodySchema, response: messageResponseSchema },
  "GET /instruments": { status: 200, response: instrumentsResponseSchema },
  "GET /instruments/:symbol/candles": {
    status: 200,
    query: candlesQuerySchema,
    response: candlesResponseSchema,
  },
  "GET /accounts": { status: 200, response: accountsResponseSchema },
  "GET /accounts/:id": { status: 200, response: accountSchema },
  "GET /accounts/:id/positions": { status: 200, response: positionsResponseSchema },
  "GET /accounts/:id/orders": {
    status: 200,
    query: ordersQuerySchema,
    response: ordersResponseSchema,
  },
  "GET /accounts/:id/trades": {
    status: 200,
    query: tradesQuerySchema,
    response: tradesResponseSchema,
  },
  "GET /accounts/:id/trades/:tradeId": { status: 200, response: tradeDetailSchema },
  "POST /accounts/:id/orders": {
    status: 201,
    alsoStatus: 200,
    body: placeOrderBodySchema,
    response: placeOrderResponseSchema,
  },
  "PATCH /accounts/:id/orders/:orderId": {
    status: 200,
    body: modifyOrderBodySchema,
    response: orderSchema,
  },
  "POST /accounts/:id/orders/oco": {
    status: 201,
    body: placeOcoBodySchema,
    response: placeOcoResponseSchema,
  },
  "DELETE /accounts/:id/orders/:orderId": { status: 200, response: orderSchema },
  "PATCH /accounts/:id/positions/:positionId": {
    status: 200,
    body: modifyPositionBodySchema,
    response: positionSchema,
  },
  "POST /accounts/:id/positions/:positionId/close": {
    status: 200,
    body: closePositionBodySchema,
    response: closePositionResponseSchema,
  },
  "GET /accounts/:id/metrics": { status: 200, response: metricsResponseSchema },
  "GET /accounts/:id/equity": {
    status: 200,
    query: equityQuerySchema,
    response: equityResponseSchema,
  },
  "GET /accounts/:id/daily": { status: 200, response: dailyResponseSchema },
  "GET /accounts/:id/decisions": { status: 200, response: decisionsResponseSchema },
  "POST /accounts/:id/decisions/:decisionId/replay": {
    status: 200,
    response: replayResponseSchema,
  },
  "GET /accounts/:id/certificates": { status: 200, response: certificatesResponseSchema },
  "GET /accounts/:id/trades.csv": { status: 200, query: tradeFiltersSchema, response: FILE },
  "GET /certificates/:id": { status: 200, response: certificateResponseSchema },
  "GET /certificates/:id/certificate.pdf": { status: 200, response: FILE },
  "POST /uploads/:purpose": { status: 201, upload: true, response: uploadResponseSchema },
  "GET /files/:id": { status: 200, response: FILE },
  "GET /public/files/:id": { status: 200, response: FILE },
  "GET /kyc": { status: 200, response: myKycResponseSchema },
  "POST /kyc": { status: 201, body: submitKycBodySchema, response: kycSubmissionResponseSchema },
  "GET /admin/kyc": {
    status: 200,
    query: adminKycQuerySchema,
    response: adminKycListResponseSchema,
  },
  "GET /admin/kyc/:id": { status: 200, response: adminKycResponseSchema },
  "POST /admin/kyc/:id/approve": {
    status: 200,
    body: decideKycBodySchema,
    response: adminKycResponseSchema,
  },
  "POST /admin/kyc/:id/reject": {
    status: 200,
    body: decideKycBodySchema,
    response: adminKycResponseSchema,
  },
  "GET /agreements": { status: 200, response: agreementsResponseSchema },
  "POST /agreements/sign": {
    status: 201,
    body: signAgreementBodySchema,
    response: signAgreementResponseSchema,
  },
  "GET /agreements/signatures/:id/pdf": { status: 200, response: FILE },
  "GET /support/tickets": { status: 200, response: ticketsResponseSchema },
  "POST /support/tickets": {
    status: 201,
    body: createTicketBodySchema,
    response: ticketResponseSchema,
  },
  "GET /support/tickets/:id": { status: 200, response: ticketResponseSchema },
  "POST /support/tickets/:id/replies": {
    status: 200,
    body: replyTicketBodySchema,
    response: ticketResponseSchema,
  },
  "POST /support/tickets/:id/close": { status: 200, response: ticketResponseSchema },
  "GET /support/answer-time": { status: 200, response: answerTimeResponseSchema },
  "GET /help/search": {
    status: 200,
    query: helpSearchQuerySchema,
    response: helpSearchResponseSchema,
  },
  "GET /admin/support/tickets": {
    status: 200,
    query: adminTicketsQuerySchema,
    response: adminTicketsResponseSchema,
  },
  "GET /admin/support/tickets/:id": { status: 200, response: adminTicketResponseSchema },
  "POST /admin/support/tickets/:id/replies": {
    status: 200,
    body: replyTicketBodySchema,
    response: adminTicketResponseSchema,
  },
  "POST /admin/support/tickets/:id/close": { status: 200, response: adminTicketResponseSchema },
  "GET /admin/contact/messages": {
    status: 200,
    query: contactInboxQuerySchema,
    response: contactInboxResponseSchema,
  },
  "GET /admin/contact/messages/:id": { status: 200, response: contactMessageResponseSchema },
  "POST /admin/contact/messages/:id/replies": {
    status: 200,
    body: contactReplyBodySchema,
    response: contactMessageResponseSchema,
  },
  "POST /admin/contact/messages/:id/close": { status: 200, response: contactMessageResponseSchema },
  "GET /notices": { status: 200, query: noticesQuerySchema, response: noticesResponseSchema },
  "POST /notices/read": {
    status: 200,
    body: readNoticesBodySchema,
    response: readNoticesResponseSchema,
  },
  "GET /merch": { status: 200, response: merchItemsResponseSchema },
  "GET /admin/merch": { status: 200, response: merchItemsResponseSchema },
  "POST /admin/merch": {
    status: 201,
    body: merchItemBodySchema,
    response: merchItemResponseSchema,
  },
  "PATCH /admin/merch/:id": {
    status: 200,
    body: updateMerchItemBodySchema,
    response: merchItemResponseSchema,
  },
  "POST /merch/orders": {
    status: 201,
    body: merchOrderBodySchema,
    response: merchOrderCreatedSchema,
  },
  "GET /merch/orders": {
    status: 200,
    query: merchOrdersQuerySchema,
    response: merchOrdersResponseSchema,
  },
  "GET /merch/orders/:id": { status: 200, response: merchOrderResponseSchema },
  "POST /admin/merch/orders/:id/status": {
    status: 200,
    body: merchOrderStatusBodySchema,
    response: merchOrderResponseSchema,
  },
  "GET /admin/dashboard": {
    status: 200,
    query: adminDashboardQuerySchema,
    response: adminDashboardSchema,
  },
  "GET /admin/users/:id": { status: 200, response: adminUserResponseSchema },
  "POST /admin/users/:id/suspend": {
    status: 200,
    body: adminUserActionBodySchema,
    response: adminUserResponseSchema,
  },
  "POST /admin/users/:id/unsuspend": {
    status: 200,
    body: adminUserActionBodySchema,
    response: adminUserResponseSchema,
  },
  "POST /admin/users/:id/reset-2fa": {
    status: 200,
    body: adminUserActionBodySchema,
    response: adminUserResponseSchema,
  },
  "POST /admin/users/:id/resend-verification": {
    status: 200,
    body: adminUserActionBodySchema,
    response: adminUserResponseSchema,
  },
  "POST /admin/users/:id/make-admin": {
    status: 200,
    body: adminUserActionBodySchema,
    response: adminUserResponseSchema,
  },
  "POST /admin/accounts/:id/close-positions": {
    status: 200,
    body: adminAccountActionBodySchema,
    response: adminAccountActionResponseSchema,
  },
  "POST /admin/accounts/:id/fail": {
    status: 200,
    body: adminAccountActionBodySchema,
    response: adminAccountActionResponseSchema,
  },
  "POST /admin/accounts/:id/reinstate": {
    status: 200,
    body: adminAccountActionBodySchema,
    response: adminAccountActionResponseSchema,
  },
  "POST /admin/accounts/:id/adjust-balance": {
    status: 200,
    body: adminBalanceAdjustmentBodySchema,
    response: adminAccountActionResponseSchema,
  },
  "POST /admin/accounts/:id/pass-phase": {
    status: 200,
    body: adminAccountActionBodySchema,
    response: adminAccountActionResponseSchema,
  },
  "POST /admin/accounts/:id/uphold-review": {
    status: 200,
    body: adminAccountActionBodySchema,
    response: adminAccountActionResponseSchema,
  },
  "POST /admin/accounts/:id/journal-replay": {
    status: 200,
    response: journalReplayResponseSchema,
  },
  "GET /admin/records/orders/:id": { status: 200, response: adminRecordResponseSchema },
  "GET /admin/records/positions/:id": { status: 200, response: adminRecordResponseSchema },
  "GET /admin/records/tradehistory/:id": { status: 200, response: adminRecordResponseSchema },
  "GET /admin/discord": { status: 200, response: discordSettingsResponseSchema },
  "PUT /admin/discord": {
    status: 200,
    body: updateDiscordBodySchema,
    response: discordSettingsResponseSchema,
  },
  "POST /admin/discord/test": { status: 200, response: discordTestResponseSchema },
  "GET /admin/avatars": { status: 200, response: catalogueAvatarsResponseSchema },
  "POST /admin/avatars": {
    status: 201,
    body: createCatalogueAvatarBodySchema,
    response: catalogueAvatarResponseSchema,
  },
  "PATCH /admin/avatars/:id": {
    status: 200,
    body: updateCatalogueAvatarBodySchema,
    response: catalogueAvatarResponseSchema,
  },
  "GET /avatars": { status: 200, response: catalogueAvatarsResponseSchema },
  "GET /accounts/:id/integrity": { status: 200, response: accountIntegrityResponseSchema },
  "GET /integrity/holds": { status: 200, response: accountHoldsResponseSchema },
  "POST /integrity/flags/:id/appeal": {
    status: 200,
    body: integrityAppealBodySchema,
    response: integrityFlagResponseSchema,
  },
  "POST /account/device": { status: 204, body: deviceSignalBodySchema, response: FILE },
  "GET /integrity/policy": { status: 200, response: integrityPolicyResponseSchema },
  "GET /integrity/register": {
    status: 200,
    query: registerQuerySchema,
    response: registerResponseSchema,
  },
  "GET /admin/integrity/flags": {
    status: 200,
    query: adminListQuerySchema,
    response: adminIntegrityFlagsPageSchema,
  },
  "GET /admin/integrity/flags.csv": { status: 200, query: adminListQuerySchema, response: FILE },
  "GET /admin/integrity/flags/:id": { status: 200, response: adminIntegrityFlagResponseSchema },
  "POST /admin/integrity/flags/:id/decide": {
    status: 200,
    body: decideIntegrityFlagBodySchema,
    response: integrityFlagResponseSchema,
  },
  "GET /chain": { status: 200, response: chainInfoResponseSchema },
  "POST /chain/rpc": { status: 200, body: chainRpcBodySchema, response: chainRpcResponseSchema },
  "POST /admin/payout-weeks/close": { status: 200, response: closePayoutWeekResponseSchema },
  "GET /wallet": { status: 200, response: walletResponseSchema },
  "GET /wallet/nonce": { status: 200, response: siweNonceResponseSchema },
  "POST /wallet": { status: 200, body: linkWalletBodySchema, response: walletResponseSchema },
  "DELETE /wallet": { status: 200, response: walletResponseSchema },
  "POST /wallet/claim": { status: 200, response: relayClaimResponseSchema },
  "GET /payouts/chain": { status: 200, response: myChainPayoutsResponseSchema },
  "GET /account/api-keys": { status: 200, response: apiKeysResponseSchema },
  "POST /account/api-keys": {
    status: 201,
    body: createApiKeyBodySchema,
    response: createdApiKeyResponseSchema,
  },
  "DELETE /account/api-keys/:id": { status: 200, response: apiKeySchema },
  // The arena's tools (arena-tools.ts): indicators, drawings, price alerts, self-imposed limits.
  "GET /chart/settings": { status: 200, response: chartSettingsSchema },
  "PUT /chart/settings": { status: 200, body: chartSettingsSchema, response: chartSettingsSchema },
  "GET /chart/drawings": {
    status: 200,
    query: drawingsQuerySchema,
    response: drawingsResponseSchema,
  },
  "POST /chart/drawings": { status: 201, body: createDrawingBodySchema, response: drawingSchema },
  "DELETE /chart/drawings/:id": { status: 200, response: drawingSchema },
  "GET /alerts": { status: 200, response: priceAlertsResponseSchema },
  "POST /alerts": { status: 201, body: createPriceAlertBodySchema, response: priceAlertSchema },
  "DELETE /alerts/:id": { status: 200, response: priceAlertSchema },
  "GET /account/self-limits": { status: 200, response: selfLimitsSchema },
  "PUT /account/self-limits": {
    status: 200,
    body: updateSelfLimitsBodySchema,
    response: selfLimitsSchema,
  },
  "GET /openbook": {
    status: 200,
    query: openbookQuerySchema,
    response: openbookListResponseSchema,
  },
  "GET /openbook/register": {
    status: 200,
    query: publicRegisterQuerySchema,
    response: publicRegisterResponseSchema,
  },
  "GET /openbook/:publicId": { status: 200, response: openbookTraderResponseSchema },
  "GET /openbook/:publicId/me": { status: 200, response: followStateSchema },
  "PUT /openbook/:publicId/follow": {
    status: 200,
    body: followBodySchema,
    response: followStateSchema,
  },
  "DELETE /openbook/:publicId/follow": { status: 200, response: followStateSchema },
  "GET /pools": { status: 200, response: publicPoolsResponseSchema },
  "PUT /accounts/:id/publication": {
    status: 200,
    body: publicationBodySchema,
    response: publicationResponseSchema,
  },
  "GET /accounts/:id/publication": { status: 200, response: publicationResponseSchema },
  "GET /social/following": { status: 200, response: followingResponseSchema },
  "GET /social/feed": { status: 200, query: feedQuerySchema, response: feedResponseSchema },
  "GET /copy-subscriptions": { status: 200, response: copySubscriptionsResponseSchema },
  "POST /copy-subscriptions": {
    status: 201,
    body: startCopyBodySchema,
    response: copySubscriptionSchema,
  },
  "PATCH /copy-subscriptions/:id": {
    status: 200,
    body: updateCopyBodySchema,
    response: copySubscriptionSchema,
  },
  "POST /copy-subscriptions/:id/stop": {
    status: 200,
    body: stopCopyBodySchema,
    response: copySubscriptionSchema,
  },
  "GET /copy-subscriptions/:id/trades": { status: 200, response: copyTradesResponseSchema },
} satisfies Record<string, ApiRoute>;

type AdminListRoutes = {
  [L in AdminListName as `GET /admin/lists/${L}`]: {
    status: 200;
    query: typeof adminListQuerySchema;
    response: (typeof ADMIN_LIST_PAGE_SCHEMAS)[L];
  };
} & {
  [L in AdminListName as `GET /admin/lists/${L}.csv`]: {
    status: 200;
    query: typeof adminListQuerySchema;
    response: typeof FILE;
  };
};

/** Each admin list's page and its CSV export. */
const adminListRoutes = Object.fromEntries(
  ADMIN_LIST_NAMES.flatMap((list) => [
    [
      `GET /admin/lists/${list}`,
      { status: 200, query: adminListQuerySchema, response: ADMIN_LIST_PAGE_SCHEMAS[list] },
    ],
    [`GET /admin/lists/${list}.csv`, { status: 200, query: adminListQuerySchema, response: FILE }],
  ]),
) as AdminListRoutes;

export const API_ROUTES = { ...routes, ...adminListRoutes };

export type ApiRoutes = typeof API_ROUTES;
/** "METHOD /path" of every route. */
export type ApiRouteKey = keyof ApiRoutes & string;
/** What a schema accepts (the client sends it), or never when the route has none. */
export type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
/** What a schema gives (the client receives it), or undefined for FILE. */
export type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The table as a list: each route's method and path with its schemas. */
export function apiRouteList(): Array<ApiRoute & { method: string; path: string }> {
  return Object.entries(API_ROUTES as Record<string, ApiRoute>).map(([key, route]) => {
    const [method = "", path = ""] = key.split(" ");
    return { ...route, method, path };
  });
}
