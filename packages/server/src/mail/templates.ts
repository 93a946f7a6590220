import type { MailMessage } from "./mailer";

export function verificationEmail(input: {
  to: string;
  name: string;
  link: string;
  productName: string;
  validHours: number;
}): MailMessage {
  return {
    to: input.to,
    subject: `Verify your email for ${input.productName}`,
    text: [
      `Hi ${input.name},`,
      "",
      `Welcome to ${input.productName}. Confirm your email address to activate your account:`,
      "",
      input.link,
      "",
      `The link works once and expires in ${input.validHours} hours. It activates the password chosen when this link was asked for.`,
      "If you did not sign up, ignore this message: nobody can sign in with this address until its owner opens a link sent to it.",
    ].join("\n"),
  };
}

/** Someone signed up with an address that already has an account: the owner hears of it. */
export function accountExistsEmail(input: {
  to: string;
  name: string;
  signInLink: string;
  resetLink: string;
  productName: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `You already have a ${input.productName} account`,
    text: [
      `Hi ${input.name},`,
      "",
      `Someone (perhaps you) tried to sign up for ${input.productName} with this address, which`,
      "already has an account. Nothing was changed. To sign in:",
      "",
      input.signInLink,
      "",
      "Forgot your password? Choose a new one here:",
      "",
      input.resetLink,
      "",
      "If this was not you, you can ignore this message.",
    ].join("\n"),
  };
}

export function resetPasswordEmail(input: {
  to: string;
  name: string;
  link: string;
  productName: string;
  validMinutes: number;
}): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${input.productName} password`,
    text: [
      `Hi ${input.name},`,
      "",
      "Someone asked to reset the password of your account. To choose a new password, open:",
      "",
      input.link,
      "",
      `The link works once and expires in ${input.validMinutes} minutes. Setting a new password`,
      "signs you out everywhere. If you did not ask for this, ignore this message.",
    ].join("\n"),
  };
}

export function receiptEmail(input: {
  to: string;
  productName: string;
  receiptNumber: string;
  planLabel: string;
  sizeLabel: string;
  listPrice: string;
  discount: string | null;
  couponCode: string | null;
  amount: string;
  paidAt: string;
  arenaLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} receipt ${input.receiptNumber}: ${input.sizeLabel} challenge`,
    text: [
      `Thank you for your purchase. Your ${input.sizeLabel} phase I challenge account is open.`,
      "",
      `Receipt:      ${input.receiptNumber}`,
      `Date:         ${input.paidAt}`,
      `Plan:         ${input.planLabel} challenge (${input.sizeLabel} starting balance)`,
      `Price:        ${input.listPrice}`,
      ...(input.discount ? [`Discount:     -${input.discount} (coupon ${input.couponCode})`] : []),
      `Amount paid:  ${input.amount}`,
      "",
      `Start trading: ${input.arenaLink}`,
    ].join("\n"),
  };
}

export function payoutStatementEmail(input: {
  to: string;
  productName: string;
  weekKey: string;
  lines: { label: string; figure: string; amount: string }[];
  total: string;
  multiplier: string;
  payoutsLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} payout for the week of ${input.weekKey}: ${input.total}`,
    text: [
      `The week of ${input.weekKey} is settled. Payout multiplier (PM): ${input.multiplier}.`,
      "",
      ...input.lines.map((l) => `${l.label}: ${l.amount} (week's gain ${l.figure})`),
      "",
      `Total credited: ${input.total}`,
      "",
      "During the beta no real money is transferred. Every payout is in the week's published",
      `Merkle tree; download your proof and check it at ${input.payoutsLink}`,
    ].join("\n"),
  };
}

export function refundEmail(input: {
  to: string;
  productName: string;
  receiptNumber: string;
  sizeLabel: string;
  amount: string;
  reason: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} purchase ${input.receiptNumber} was refunded`,
    text: [
      `Your ${input.sizeLabel} challenge purchase ${input.receiptNumber} was refunded: ${input.amount}.`,
      `Reason: ${input.reason}`,
      "",
      "The challenge account it opened is closed. Refunds reach your card within 5-10 business days.",
    ].join("\n"),
  };
}
