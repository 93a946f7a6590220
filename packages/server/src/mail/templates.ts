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

/**
 * A notice (services/notices) by e-mail: what happened, the link to see it, and why it came:
 * where to switch it off, or why it cannot be (money and security notices).
 */
export function noticeEmail(input: {
  to: string;
  name: string;
  title: string;
  body: string;
  /** The absolute link, or null. */
  link: string | null;
  /** The settings page where the switch is, or null when the e-mail cannot be switched off. */
  settingsLink: string | null;
  /** What the notice is about, for the footer ("a rule breach"). */
  about: string;
  productName: string;
}): MailMessage {
  return {
    to: input.to,
    subject: input.title,
    text: [
      `Hello ${input.name},`,
      "",
      input.body,
      ...(input.link ? ["", input.link] : []),
      "",
      "--",
      input.settingsLink
        ? `${input.productName} e-mails you about ${input.about}. Switch these e-mails off in your settings: ${input.settingsLink}`
        : `${input.productName} always e-mails you about ${input.about}: this e-mail cannot be switched off.`,
    ].join("\n"),
  };
}

/** The signed trader agreement, its PDF attached (built from the signature at each attempt). */
export function signedAgreementEmail(input: {
  to: string;
  name: string;
  productName: string;
  title: string;
  version: string;
  signedAt: string;
  typedName: string;
  sha256: string;
  agreementsLink: string;
  signatureId: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your signed ${input.title} (version ${input.version})`,
    text: [
      `Hello ${input.name},`,
      "",
      `You signed the ${input.title}, version ${input.version}, as "${input.typedName}" on ${input.signedAt} (UTC).`,
      "The signed copy is attached (PDF). It stays downloadable from your agreements page:",
      "",
      input.agreementsLink,
      "",
      `SHA-256 of the text you signed: ${input.sha256}`,
    ].join("\n"),
    attachments: [
      {
        filename: `trader-agreement-${input.version}-signed.pdf`,
        contentType: "application/pdf",
        source: {
          kind: "agreement-signature",
          signatureId: input.signatureId,
          productName: input.productName,
        },
      },
    ],
  };
}
