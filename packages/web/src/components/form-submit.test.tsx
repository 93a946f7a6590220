import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../lib/api-client";
import { FormSubmit } from "./form-submit";

const refusal = new ApiRequestError("Check the form", {
  status: 400,
  code: "BAD_REQUEST",
  issues: [{ path: "email", message: "Enter a valid e-mail address" }],
});

function renderSubmit(error: unknown, shownAtFields?: readonly string[]) {
  render(
    <form>
      <FormSubmit
        label="Save"
        pendingLabel="Saving…"
        pending={false}
        error={error}
        errorTitle="Not saved"
        {...(shownAtFields ? { shownAtFields } : {})}
      />
    </form>,
  );
}

describe("the end of a form", () => {
  it("tells a failure above the button", () => {
    renderSubmit(new Error("The server did not answer"));
    expect(screen.getByRole("alert").textContent).toContain("The server did not answer");
  });

  it("leaves a refusal naming one of its fields to that field", () => {
    renderSubmit(refusal, ["email", "password"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("still tells a refusal that names none of its fields", () => {
    renderSubmit(refusal, ["password"]);
    expect(screen.getByRole("alert").textContent).toContain("Check the form");
  });
});
