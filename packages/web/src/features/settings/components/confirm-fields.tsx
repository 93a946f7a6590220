import type { ComponentProps } from "react";
import { TextField } from "../../../components/text-field";

/** A TextField whose label has a default (the usual wording of that field). */
type Props = Omit<ComponentProps<typeof TextField>, "label"> & { label?: string };

/** The account's password, asked again before a sensitive change. */
export function CurrentPasswordField({ label = "Your password", ...props }: Props) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A code from the authenticator app (or, unless told otherwise, a recovery code). */
export function TwoFactorCodeField({
  label = "Code from your authenticator app",
  ...props
}: Props) {
  return (
    <TextField
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      hint="The 6-digit code the app shows now, or one of your recovery codes."
      {...props}
    />
  );
}
