import { screen, waitFor, within } from "@testing-library/react";
import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { describe, expect, it } from "vitest";
import { deferred } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import {
  createAdminFakeApi,
  sampleAdmin,
  validationError,
} from "../../../testing/admin-test-session";
import {
  avatarImageUrl,
  avatarUploadId,
  sampleCatalogueAvatars,
  serveCatalogueAvatars,
} from "../testing/sample-catalogue-avatars";

function openAvatars(avatars: CatalogueAvatar[] = sampleCatalogueAvatars()) {
  const api = createAdminFakeApi();
  const server = serveCatalogueAvatars(api, avatars);
  api.install();
  const token = api.sessionFor(sampleAdmin);
  const app = renderApp("/admin/avatars", { token });
  return { api, server, token, ...app };
}

const addForm = async () =>
  within(await screen.findByRole("region", { name: "Add an avatar" }, { timeout: 3_000 }));
const catalogue = () => within(screen.getByRole("region", { name: "Catalogue" }));
const tile = (label: string) => within(screen.getByRole("article", { name: label }));
const image = (name: string, bytes = "\x89PNG fake image bytes", type = "image/png") =>
  new File([bytes], name, { type });

/** The text of the element that describes a field (its error, else its hint). */
function description(element: HTMLElement): string | undefined {
  const ids = element.getAttribute("aria-describedby")?.split(" ");
  return ids?.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("avatars page", () => {
  it("shows the catalogue: each avatar's picture, label and whether it is offered", async () => {
    openAvatars();
    await addForm();
    expect(await catalogue().findByText("2 avatars, 1 offered to traders.")).toBeTruthy();
    const bull = tile("Bull");
    expect(bull.getByRole("img", { name: "Bull" }).getAttribute("src")).toBe(
      avatarImageUrl(avatarUploadId(101)),
    );
    expect(bull.getByText("Enabled")).toBeTruthy();
    expect(
      (bull.getByRole("switch", { name: "Offered to traders" }) as HTMLInputElement).checked,
    ).toBe(true);
    const bear = tile("Bear");
    expect(bear.getByText("Disabled")).toBeTruthy();
    expect(
      (bear.getByRole("switch", { name: "Offered to traders" }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(document.body.textContent).not.toMatch(/coming soon|arrives with/i);
  });

  it("says when there are no avatars yet", async () => {
    openAvatars([]);
    expect(
      await screen.findByText(
        "No avatars yet. Add the first one above; traders can pick it while it is enabled.",
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
  });

  it("uploads an image, then adds it with its label", async () => {
    const app = openAvatars([]);
    const form = await addForm();
    const held = deferred<void>();
    app.api.on("POST /uploads/avatar", async (request) => {
      await held.promise;
      return app.server.upload(request);
    });
    await app.user.upload(form.getByLabelText("Image"), image("fox.png"));
    await app.user.type(form.getByLabelText("Label"), "  Fox ");
    await app.user.click(form.getByRole("button", { name: "Add avatar" }));

    expect(await form.findByText("Uploading fox.png…")).toBeTruthy();
    expect((form.getByRole("button", { name: "Adding…" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    held.resolve();

    expect(await form.findByText("Added “Fox” to the catalogue.")).toBeTruthy();
    const sent = app.api.callsTo("POST /uploads/avatar")[0]!;
    expect(sent.headers.get("x-file-name")).toBe("fox.png");
    expect(sent.token).toBe(app.token);
    expect(app.api.callsTo("POST /admin/avatars").map((call) => call.body)).toEqual([
      { fileId: avatarUploadId(1), label: "Fox" },
    ]);
    expect(tile("Fox").getByRole("img", { name: "Fox" }).getAttribute("src")).toBe(
      avatarImageUrl(avatarUploadId(1)),
    );
    expect((form.getByLabelText("Label") as HTMLInputElement).value).toBe("");
    expect((form.getByLabelText("Image") as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByText(/No avatars yet/)).toBeNull();
  });

  it("shows the server's refusal of an image and adds nothing", async () => {
    const app = openAvatars();
    const form = await addForm();
    // Named and typed as a PNG, but its bytes are a GIF's: the server reads the bytes.
    await app.user.upload(form.getByLabelText("Image"), image("cat.png", "GIF89a"));
    await app.user.type(form.getByLabelText("Label"), "Cat");
    await app.user.click(form.getByRole("button", { name: "Add avatar" }));

    expect((await form.findByRole("alert")).textContent).toBe(
      "cat.png was not uploaded: Only JPEG or PNG images are accepted",
    );
    expect(app.api.callsTo("POST /admin/avatars")).toHaveLength(0);
    expect(screen.queryByRole("article", { name: "Cat" })).toBeNull();
  });

  it("shows a file too large for the server", async () => {
    const app = openAvatars();
    app.api.on("POST /uploads/avatar", () => ({
      status: 413,
      body: { message: "The file is too large: at most 4 MB.", code: "FILE_TOO_LARGE" },
    }));
    const form = await addForm();
    await app.user.upload(form.getByLabelText("Image"), image("big.jpg"));
    await app.user.type(form.getByLabelText("Label"), "Big");
    await app.user.click(form.getByRole("button", { name: "Add avatar" }));
    expect((await form.findByRole("alert")).textContent).toBe(
      "big.jpg was not uploaded: The file is too large: at most 4 MB.",
    );
  });

  it("asks for an image and a label before sending anything", async () => {
    const app = openAvatars();
    const form = await addForm();
    await app.user.click(form.getByRole("button", { name: "Add avatar" }));
    expect(description(form.getByLabelText("Image"))).toBe("Choose an image");
    expect(description(form.getByLabelText("Label"))).toBe("Name the avatar");
    expect(document.activeElement).toBe(form.getByLabelText("Image"));
    expect(app.api.callsTo("POST /uploads/avatar")).toHaveLength(0);
  });

  it("shows a refused label under the field, then adds the uploaded image without sending it again", async () => {
    const app = openAvatars();
    let refuse = true;
    app.api.on("POST /admin/avatars", (request) =>
      refuse ? validationError("label", "That label is taken") : app.server.create(request),
    );
    const form = await addForm();
    await app.user.upload(form.getByLabelText("Image"), image("owl.png"));
    await app.user.type(form.getByLabelText("Label"), "Bull");
    await app.user.click(form.getByRole("button", { name: "Add avatar" }));

    const label = form.getByLabelText("Label");
    await waitFor(() => expect(label.getAttribute("aria-invalid")).toBe("true"));
    expect(description(label)).toBe("That label is taken");
    expect(screen.queryByRole("alert")).toBeNull();

    refuse = false;
    await app.user.clear(label);
    await app.user.type(label, "Owl");
    await app.user.click(form.getByRole("button", { name: "Add avatar" }));
    expect(await form.findByText("Added “Owl” to the catalogue.")).toBeTruthy();
    expect(app.api.callsTo("POST /uploads/avatar")).toHaveLength(1);
    expect(app.api.callsTo("POST /admin/avatars").at(-1)?.body).toEqual({
      fileId: avatarUploadId(1),
      label: "Owl",
    });
    expect(screen.getByRole("article", { name: "Owl" })).toBeTruthy();
  });

  it("withdraws and offers avatars, and renames one", async () => {
    const app = openAvatars();
    await addForm();
    await catalogue().findByText("2 avatars, 1 offered to traders.");

    await app.user.click(tile("Bull").getByRole("switch", { name: "Offered to traders" }));
    await waitFor(() => expect(tile("Bull").getByText("Disabled")).toBeTruthy());
    expect(app.api.callsTo("PATCH /admin/avatars/av_1")[0]?.body).toEqual({ enabled: false });
    expect(catalogue().getByText("2 avatars, 0 offered to traders.")).toBeTruthy();

    await app.user.click(tile("Bear").getByRole("button", { name: "Rename" }));
    const field = tile("Bear").getByLabelText("New label") as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    await app.user.clear(field);
    await app.user.type(field, "Grizzly");
    await app.user.click(tile("Bear").getByRole("button", { name: "Save" }));

    const grizzly = await screen.findByRole("article", { name: "Grizzly" });
    expect(within(grizzly).getByRole("button", { name: "Rename" })).toBeTruthy();
    expect(app.api.callsTo("PATCH /admin/avatars/av_2")[0]?.body).toEqual({
      label: "Grizzly",
    });
  });

  it("flips a switch back and says so when the change is refused", async () => {
    const app = openAvatars();
    app.api.on("PATCH /admin/avatars/av_2", () => ({
      status: 429,
      body: { message: "Too many requests, slow down", code: "RATE_LIMITED" },
    }));
    await addForm();
    const bear = within(await screen.findByRole("article", { name: "Bear" }));
    const offered = bear.getByRole("switch", { name: "Offered to traders" }) as HTMLInputElement;
    await app.user.click(offered);
    expect((await bear.findByRole("alert")).textContent).toBe(
      "Not saved: Too many requests, slow down",
    );
    expect(offered.checked).toBe(false);
  });

  it("shows an error with a retry when the catalogue cannot be loaded", async () => {
    const api = createAdminFakeApi();
    serveCatalogueAvatars(api, sampleCatalogueAvatars());
    let fail = true;
    api.on("GET /admin/avatars", () =>
      fail
        ? { status: 403, body: { message: "Admins only", code: "FORBIDDEN" } }
        : { status: 200, body: { avatars: sampleCatalogueAvatars() } },
    );
    api.install();
    const { user } = renderApp("/admin/avatars", { token: api.sessionFor(sampleAdmin) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The avatars could not be loaded");
    expect(alert.textContent).toContain("Admins only");
    // The upload form stays usable.
    expect(screen.getByRole("button", { name: "Add avatar" })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Bull" })).toBeTruthy();
  });
});
