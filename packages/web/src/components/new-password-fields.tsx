import type { ComponentProps } from "react";
import { PASSWORD_HINT } from "@proparena/contracts/auth";
import { TextField } from "./text-field";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label">;

/**
 * A password being chosen and its confirmation (sign-up, reset, change), the rules as the
 * first one's hint. `password` and `confirm` are the form's field props.
 */
export function NewPasswordFields({
  password,
  confirm,
  label = "New password",
}: {
  password: FieldProps;
  confirm: FieldProps;
  label?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
