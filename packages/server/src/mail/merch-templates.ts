import type { MailMessage } from "./mailer";

/** What every merch order e-mail says about the order. */
export interface MerchOrderMail {
  to: string;
  productName: string;
  receiptNumber: string;
  /** "2 × Trader cap". */
  itemLine: string;
  amount: string;
  /** The shipping address, one line per part. */
  address: string[];
  ordersLink: string;
}

const orderLines = (input: MerchOrderMail) => [
  `Order:        ${input.receiptNumber}`,
  `Item:         ${input.itemLine}`,
  `Amount:       ${input.amount}`,
  "",
  "Shipping to:",
  ...input.address.map((line) => `  ${line}`),
  "",
  `Your orders: ${input.ordersLink}`,
];

/** A merch order e-mail: the subject says what became of the order; the text, then the order. */
function orderEmail(input: MerchOrderMail, became: string, intro: string[]): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} order ${input.receiptNumber} ${became}`,
    text: [...intro, "", ...orderLines(input)].join("\n"),
  };
}

/** The payment of a merch order went through: the receipt. */
export function merchPaidEmail(input: MerchOrderMail): MailMessage {
  return orderEmail(input, "is paid", [
    "Thank you for your order. It is paid and we are getting it ready to ship.",
    "We will e-mail you its tracking number when it leaves.",
  ]);
}

/** An admin marked the order shipped, with its carrier and tracking number. */
export function merchShippedEmail(
  input: MerchOrderMail & { carrier: string; trackingNumber: string },
): MailMessage {
  return orderEmail(input, "has shipped", [
    `Your order is on its way with ${input.carrier}.`,
    `Tracking number: ${input.trackingNumber}`,
  ]);
}

/** An admin marked the order delivered. */
export function merchDeliveredEmail(input: MerchOrderMail): MailMessage {
  return orderEmail(input, "was delivered", [
    "Your order was delivered. Enjoy it, and tell us if anything is wrong with it.",
  ]);
}

/** An admin refunded the order. */
export function merchRefundedEmail(input: MerchOrderMail & { reason: string }): MailMessage {
  return orderEmail(input, "was refunded", [
    `Your order was refunded: ${input.amount}.`,
    `Reason: ${input.reason}`,
    "Refunds reach your card within 5-10 business days.",
  ]);
}
