import { screen, waitFor, within } from "@testing-library/react";
import { profileResponseSchema, type Profile } from "@proparena/contracts/account-settings";
import { describe, expect, it } from "vitest";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { FALLBACK_TIME_ZONES, timeZoneOptions } from "../lib/time-zones";
import {
  avatarFileId,
  avatarUrlOf,
  sampleProfile,
  serveProfile,
  validationError,
} from "../testing/sample-profile";
import { apiUrl } from "../../../testing/api-url";

function openProfile(profile?: Profile) {
  const api = createFakeApi();
  const server = serveProfile(api, profile);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp("/dashboard/profile", { token });
  return { api, server, token, ...app };
}

const profileSection = async () =>
  within(await screen.findByRole("region", { name: "Profile" }, { timeout: 3_000 }));

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const selectedText = (label: string) => select(label).selectedOptions[0]?.textContent;

/** The text of the element that describes a field (its error, else its hint). */
function description(element: HTMLElement): string | null | undefined {
  const ids = element.getAttribute("aria-describedby")?.split(" ");
  return ids?.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("profile page", () => {
  it("shows the profile with its country, region and time zone selected, and the account details", async () => {
    openProfile();
    await profileSection();
    expect(input("Name").value).toBe("Tess Trader");
    expect(description(input("Name"))).toBe(
      "Shown on leaderboards as Tess T.; your e-mail never is.",
    );
    expect(select("Country").value).toBe("US");
    expect(selectedText("Country")).toBe("United States");
    expect(selectedText("Region")).toBe("California");
    expect(select("Time zone").value).toBe("America/Los_Angeles");
    expect(within(select("Region")).getByRole("option", { name: "Select Region" })).toBeTruthy();
    expect(within(select("Country")).getByRole("option", { name: "Select Country" })).toBeTruthy();

    const details = within(screen.getByRole("region", { name: "Account" }));
    expect(details.getByText("trader@example.com")).toBeTruthy();
    expect(details.getByText("Yes, on January 2, 2025")).toBeTruthy();
    expect(details.getByText("January 1, 2025")).toBeTruthy();
    expect(details.getByText("Trader")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Save profile" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("has no coming-soon panel", async () => {
    openProfile();
    await profileSection();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
    expect(screen.queryByText(/Trading profile/)).toBeNull();
  });

  it("saves only the changed fields, says so, and refreshes the session check", async () => {
    const app = openProfile();
    await profileSection();
    const checksBefore = app.api.callsTo("GET /auth/check").length;

    await app.user.clear(input("Name"));
    await app.user.type(input("Name"), "Ada Lovelace");
    await app.user.selectOptions(select("Region"), "Texas");
    await app.user.selectOptions(select("Time zone"), "Europe/London");
    await app.user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    const calls = app.api.callsTo("PATCH /account/profile");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: "Ada Lovelace",
      region: "Texas",
      timeZone: "Europe/London",
    });
    expect(calls[0]?.token).toBe(app.token);
    expect(app.server.current()).toMatchObject({ name: "Ada Lovelace", region: "Texas" });
    expect(description(input("Name"))).toBe(
      "Shown on leaderboards as Ada L.; your e-mail never is.",
    );
    await waitFor(() =>
      expect(app.api.callsTo("GET /auth/check").length).toBeGreaterThan(checksBefore),
    );
  });

  it("shows 'Saving…' while the save is on its way", async () => {
    const app = openProfile();
    await profileSection();
    const answer = deferred<FakeResponse>();
    app.api.on("PATCH /account/profile", () => answer.promise);
    await app.user.selectOptions(select("Time zone"), "Asia/Tokyo");
    await app.user.click(screen.getByRole("button", { name: "Save profile" }));

    const button = await screen.findByRole("button", { name: "Saving…" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({
      status: 200,
      body: profileResponseSchema.parse({ profile: sampleProfile({ timeZone: "Asia/Tokyo" }) }),
    });
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
  });

  it("sends a new country with the region cleared", async () => {
    const app = openProfile();
    await profileSection();
    await app.user.selectOptions(select("Country"), "CA");
    expect(select("Region").value).toBe("");
    await app.user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    expect(app.api.callsTo("PATCH /account/profile")[0]?.body).toEqual({
      country: "CA",
      region: null,
    });
  });

  it("shows a server error on the region under the region field, and no general alert", async () => {
    const app = openProfile();
    app.api.on("PATCH /account/profile", () =>
      validationError("region", "Choose a region of United States."),
    );
    await profileSection();
    await app.user.selectOptions(select("Region"), "Texas");
    await app.user.click(screen.getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(select("Region").getAttribute("aria-invalid")).toBe("true"));
    expect(description(select("Region"))).toBe("Choose a region of United States.");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Profile saved.")).toBeNull();

    await app.user.selectOptions(select("Region"), "Ohio");
    expect(select("Region").getAttribute("aria-invalid")).toBeNull();
  });

  it("shows any other refusal above the button", async () => {
    const app = openProfile();
    app.api.on("PATCH /account/profile", () => ({
      status: 429,
      body: { message: "Too many requests, slow down", code: "RATE_LIMITED" },
    }));
    await profileSection();
    await app.user.selectOptions(select("Time zone"), "Asia/Tokyo");
    await app.user.click(screen.getByRole("button", { name: "Save profile" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your profile was not saved");
    expect(alert.textContent).toContain("Too many requests, slow down");
  });

  it("checks the name before sending", async () => {
    const app = openProfile();
    await profileSection();
    await app.user.clear(input("Name"));
    await app.user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(description(input("Name"))).toBe("Name is required");
    expect(app.api.callsTo("PATCH /account/profile")).toHaveLength(0);
  });

  it("shows an error with a retry when the profile cannot be loaded", async () => {
    const api = createFakeApi();
    serveProfile(api);
    let fail = true;
    const good = sampleProfile();
    api.on("GET /account/profile", () =>
      fail
        ? { status: 403, body: { message: "Profiles are resting", code: "FORBIDDEN" } }
        : { status: 200, body: profileResponseSchema.parse({ profile: good }) },
    );
    api.install();
    const { user } = renderApp("/dashboard/profile", { token: api.sessionFor(api.users[0]!) });
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("Profiles are resting");
    // The account details come from the session check and stay on the page.
    expect(screen.getByText("trader@example.com")).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await profileSection();
    expect(input("Name").value).toBe("Tess Trader");
  });
});

describe("profile page: loading", () => {
  it("shows a loading state until the profile arrives", async () => {
    const api = createFakeApi();
    serveProfile(api);
    const answer = deferred<FakeResponse>();
    api.on("GET /account/profile", () => answer.promise);
    api.install();
    renderApp("/dashboard/profile", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("Loading your profile…", {}, { timeout: 3_000 })).toBeTruthy();
    answer.resolve({
      status: 200,
      body: profileResponseSchema.parse({ profile: sampleProfile() }),
    });
    await profileSection();
    expect(screen.queryByText("Loading your profile…")).toBeNull();
  });
});

describe("time zone options", () => {
  it("uses the fallback list when the browser lists none, with UTC and the current zone", () => {
    const options = timeZoneOptions("Africa/Nairobi", FALLBACK_TIME_ZONES);
    expect(options).toContain("UTC");
    expect(options).toContain("Africa/Nairobi");
    expect(options).toContain("America/New_York");
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
  });
});

const publicSection = async () =>
  within(await screen.findByRole("region", { name: "Public profile" }, { timeout: 3_000 }));

const image = (name: string, bytes = "\x89PNG fake image bytes", type = "image/png") =>
  new File([bytes], name, { type });

describe("profile page: avatar", () => {
  it("shows the initials until there is an avatar, then uploads a chosen image and saves it", async () => {
    const app = openProfile();
    const section = await publicSection();
    expect(section.getByRole("img", { name: "No avatar yet: your initials, TT" }).textContent).toBe(
      "TT",
    );
    expect(section.queryByRole("button", { name: "Remove avatar" })).toBeNull();

    const upload = deferred<void>();
    app.api.on("POST /uploads/avatar", async (request) => {
      await upload.promise;
      return app.server.uploadAvatar(request);
    });
    await app.user.upload(section.getByLabelText("Choose an image"), image("me.png"));

    expect(await section.findByText("Uploading me.png…")).toBeTruthy();
    expect((section.getByLabelText("Choose an image") as HTMLInputElement).disabled).toBe(true);
    upload.resolve();

    const avatar = await section.findByRole("img", { name: "Your avatar" });
    expect(avatar.getAttribute("src")).toBe(avatarUrlOf(avatarFileId(1)));
    expect(section.getByText("Avatar updated.")).toBeTruthy();
    const sent = app.api.callsTo("POST /uploads/avatar")[0]!;
    expect(sent.headers.get("x-file-name")).toBe("me.png");
    expect(sent.token).toBe(app.token);
    expect(app.api.callsTo("PATCH /account/profile").map((call) => call.body)).toEqual([
      { avatarFileId: avatarFileId(1) },
    ]);
    expect(section.getByLabelText("Choose a new image")).toBeTruthy();
  });

  it("removes the avatar", async () => {
    const app = openProfile(sampleProfile({ avatarUrl: apiUrl("/files/avatar-old") }));
    const section = await publicSection();
    expect(section.getByRole("img", { name: "Your avatar" }).getAttribute("src")).toBe(
      apiUrl("/files/avatar-old"),
    );

    await app.user.click(section.getByRole("button", { name: "Remove avatar" }));

    expect(await section.findByText("Avatar removed.")).toBeTruthy();
    expect(section.getByRole("img", { name: /No avatar yet/ })).toBeTruthy();
    expect(section.queryByRole("button", { name: "Remove avatar" })).toBeNull();
    expect(app.api.callsTo("PATCH /account/profile")[0]?.body).toEqual({ avatarFileId: null });
    expect(app.server.current().avatarUrl).toBeNull();
  });

  it("shows the server's refusal of an image and keeps the avatar as it was", async () => {
    const app = openProfile();
    app.api.on("POST /uploads/avatar", () => ({
      status: 400,
      body: { message: "Only JPEG or PNG images are accepted", code: "FILE_REJECTED" },
    }));
    const section = await publicSection();
    await app.user.upload(section.getByLabelText("Choose an image"), image("cat.png", "GIF89a"));

    const alert = await section.findByRole("alert");
    expect(alert.textContent).toBe(
      "cat.png was not uploaded: Only JPEG or PNG images are accepted",
    );
    expect(app.api.callsTo("PATCH /account/profile")).toHaveLength(0);
    expect(section.getByRole("img", { name: /No avatar yet/ })).toBeTruthy();
  });

  it("shows a file too large for the server", async () => {
    const app = openProfile();
    app.api.on("POST /uploads/avatar", () => ({
      status: 413,
      body: { message: "The file is too large: at most 4 MB.", code: "FILE_TOO_LARGE" },
    }));
    const section = await publicSection();
    await app.user.upload(section.getByLabelText("Choose an image"), image("big.jpg"));
    expect((await section.findByRole("alert")).textContent).toBe(
      "big.jpg was not uploaded: The file is too large: at most 4 MB.",
    );
  });

  it("refuses an empty file without sending it", async () => {
    const app = openProfile();
    const section = await publicSection();
    await app.user.upload(section.getByLabelText("Choose an image"), image("empty.png", ""));
    expect((await section.findByRole("alert")).textContent).toBe(
      "empty.png was not uploaded: The file is empty.",
    );
    expect(app.api.callsTo("POST /uploads/avatar")).toHaveLength(0);
  });
});

describe("profile page: public profile", () => {
  it("hides the name from boards and payouts when switched off, and says how they show you", async () => {
    const app = openProfile();
    const section = await publicSection();
    const toggle = section.getByRole("switch", {
      name: "Show my name on leaderboards and payouts",
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(description(toggle)).toContain("You appear as Tess T.");
    expect(description(toggle)).toContain('"Anonymous trader"');

    await app.user.click(toggle);

    await waitFor(() => expect(description(toggle)).toContain("Saved"));
    expect(toggle.checked).toBe(false);
    expect(description(toggle)).toContain('Off: you appear as "Anonymous trader"');
    expect(app.api.callsTo("PATCH /account/profile")[0]?.body).toEqual({
      publicProfile: false,
    });
    expect(app.server.current().publicProfile).toBe(false);
  });

  it("flips back and says so when the change is refused", async () => {
    const app = openProfile();
    app.api.on("PATCH /account/profile", () => ({
      status: 429,
      body: { message: "Too many requests, slow down", code: "RATE_LIMITED" },
    }));
    const section = await publicSection();
    const toggle = section.getByRole("switch", {
      name: "Show my name on leaderboards and payouts",
    }) as HTMLInputElement;
    await app.user.click(toggle);
    expect((await section.findByRole("alert")).textContent).toBe(
      "Not saved: Too many requests, slow down",
    );
    expect(toggle.checked).toBe(true);
  });
});
