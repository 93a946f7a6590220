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
      `The link works once and expires in ${input.validHours} hours.`,
      "If you did not sign up, ignore this message.",
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
