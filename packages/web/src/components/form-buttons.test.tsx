import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormButtons } from "./form-buttons";

const disabled = (name: string) =>
  (screen.getByRole("button", { name }) as HTMLButtonElement).disabled;

function renderButtons(props: Partial<Parameters<typeof FormButtons>[0]> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onCancel = vi.fn();
  render(
    <form onSubmit={onSubmit}>
      <FormButtons
        submitLabel="Send ticket"
        pendingLabel="Sending…"
        pending={false}
        onCancel={onCancel}
        {...props}
      />
    </form>,
  );
  return { onSubmit, onCancel };
}

describe("a form's buttons", () => {
  it("submit the form, or cancel it", async () => {
    const { onSubmit, onCancel } = renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Send ticket" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("say what is happening while pending, and neither can be pressed", () => {
    renderButtons({ pending: true });
    expect(disabled("Sending…")).toBe(true);
    expect(disabled("Cancel")).toBe(true);
  });

  it("hold back only the submit button while something else is not ready", () => {
    renderButtons({ submitDisabled: true });
    expect(disabled("Send ticket")).toBe(true);
    expect(disabled("Cancel")).toBe(false);
  });
});
