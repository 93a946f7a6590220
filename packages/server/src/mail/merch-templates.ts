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

/** The payment of a merch order went through: the receipt. */
export function merchPaidEmail(input: MerchOrderMail): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} order ${input.receiptNumber} is paid`,
    text: [
      "Thank you for your order. It is paid and we are getting it ready to ship.",
      "We will e-mail you its tracking number when it leaves.",
      "",
      ...orderLines(input),
    ].join("\n"),
  };
}

/** An admin marked the order shipped, with its carrier and tracking number. */
export function merchShippedEmail(
  input: MerchOrderMail & { carrier: string; trackingNumber: string },
): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} order ${input.receiptNumber} has shipped`,
    text: [
      `Your order is on its way with ${input.carrier}.`,
      `Tracking number: ${input.trackingNumber}`,
      "",
      ...orderLines(input),
    ].join("\n"),
  };
}

/** An admin marked the order delivered. */
export function merchDeliveredEmail(input: MerchOrderMail): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} order ${input.receiptNumber} was delivered`,
    text: [
      "Your order was delivered. Enjoy it, and tell us if anything is wrong with it.",
      "",
      ...orderLines(input),
    ].join("\n"),
  };
}

/** An admin refunded the order. */
export function merchRefundedEmail(input: MerchOrderMail & { reason: string }): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} order ${input.receiptNumber} was refunded`,
    text: [
      `Your order was refunded: ${input.amount}.`,
      `Reason: ${input.reason}`,
      "Refunds reach your card within 5-10 business days.",
      "",
      ...orderLines(input),
    ].join("\n"),
  };
}
