import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountsQueryKey } from "../../../lib/get-accounts";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { stubObjectUrls } from "../../../testing/object-urls";
import { renderApp } from "../../../testing/render-app";
import {
  kycFileId as fileUuid,
  sampleKycFile as sampleStoredFile,
} from "../../../testing/sample-files";
import { fundedPathKey } from "../../../lib/get-funded-path";
import { sampleFundedPath } from "../../../testing/sample-funded-path";
import { kycResponse, sampleKycSubmission, serveKyc, validationError } from "../testing/sample-kyc";

function openKyc(initial = kycResponse("not_started")) {
  const urls = stubObjectUrls();
  const api = createFakeApi();
  const server = serveKyc(api, initial);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp("/dashboard/kyc", { token });
  return { api, server, urls, token, ...app };
}

const form = async () =>
  within(await screen.findByRole("form", { name: "Identity verification" }, { timeout: 3_000 }));
const input = (label: string) =>
  screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

/** The text of the element that describes a field (its error, else its hint). */
function description(element: HTMLElement): string | null | undefined {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

const image = (name: string, bytes = "image bytes") =>
  new File([bytes], name, { type: "image/png" });

type App = ReturnType<typeof openKyc>;

async function fillDetails(app: App) {
  await app.user.type(input("Legal name"), "Tess Trader");
  await app.user.type(input("Date of birth"), "1990-04-12");
  await app.user.type(input("Address line 1"), "1 Market Street");
  await app.user.type(input("City"), "San Francisco");
  await app.user.type(input("Postal code"), "94105");
}

async function uploadAndWait(app: App, label: string, file: File) {
  await app.user.upload(input(label), file);
  await within(screen.getByRole("group", { name: label })).findByText(file.name);
}

describe("kyc page: not started", () => {
  it("sends the form with the uploaded documents and then says they are being checked", async () => {
    const app = openKyc();
    app.queryClient.setQueryData(fundedPathKey, sampleFundedPath());
    app.queryClient.setQueryData(accountsQueryKey, { accounts: [] });
    await form();
    expect(screen.getByText("Not started")).toBeTruthy();
    expect(select("Country").value).toBe("US");
    expect(select("Document type").value).toBe("passport");
    expect(select("Document type").selectedOptions[0]?.textContent).toBe("Passport");
    // A passport has no back.
    expect(screen.queryByRole("group", { name: "Back of the document" })).toBeNull();
    await app.user.selectOptions(select("Document type"), "national_id");
    expect(input("Back of the document")).toBeTruthy();

    await fillDetails(app);
    await app.user.selectOptions(select("Country"), "CA");
    await uploadAndWait(app, "Front of the document", image("id-front.png"));
    await uploadAndWait(app, "Back of the document", image("id-back.png"));
    await uploadAndWait(
      app,
      "Selfie",
      new File(["%PDF"], "selfie.pdf", { type: "application/pdf" }),
    );

    // Uploaded: name, size, an image preview fetched with the token, and a way to replace it.
    const front = await screen.findByRole("img", { name: "Preview of id-front.png" });
    expect(front.getAttribute("src")).toMatch(/^blob:preview-/);
    expect(screen.getAllByText("Image, 1.2 MB").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("PDF, 1.2 MB")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Preview of selfie.pdf" })).toBeNull();
    expect(screen.getAllByText("Replace file")).toHaveLength(3);
    const upload = app.api.callsTo("POST /uploads/kyc")[0]!;
    expect(upload.headers.get("x-file-name")).toBe("id-front.png");
    expect(upload.token).toBe(app.token);
    expect(app.api.callsTo(`GET /files/${fileUuid(1)}`)[0]?.token).toBe(app.token);

    await app.user.click(screen.getByRole("button", { name: "Send for verification" }));

    expect(
      await screen.findByRole("heading", { name: "We are checking your documents" }),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Identity verification" })).toBeNull();
    expect(app.api.callsTo("POST /kyc")[0]?.body).toEqual({
      legalName: "Tess Trader",
      dateOfBirth: "1990-04-12",
      addressLine1: "1 Market Street",
      city: "San Francisco",
      postalCode: "94105",
      country: "CA",
      documentType: "national_id",
      frontFileId: fileUuid(1),
      backFileId: fileUuid(2),
      selfieFileId: fileUuid(3),
    });
    expect(screen.getByText("Being checked")).toBeTruthy();
    expect(screen.getByText("National identity card")).toBeTruthy();
    expect(screen.getByText("Canada")).toBeTruthy();
    // The funded path and the accounts are fetched again next time they are shown.
    expect(app.queryClient.getQueryState(fundedPathKey)?.isInvalidated).toBe(true);
    expect(app.queryClient.getQueryState(accountsQueryKey)?.isInvalidated).toBe(true);
  });

  it("shows 'Uploading…' while a file is on its way, then lets it be replaced", async () => {
    const app = openKyc();
    await form();
    const answer = deferred<FakeResponse>();
    app.api.on("POST /uploads/kyc", () => answer.promise);
    await app.user.upload(input("Front of the document"), image("first.png"));
    expect(await screen.findByText("Uploading first.png…")).toBeTruthy();
    expect(input("Front of the document").disabled).toBe(true);
    answer.resolve({
      status: 201,
      body: { file: sampleStoredFile({ id: fileUuid(41), name: "first.png" }) },
    });
    expect(await screen.findByText("first.png")).toBeTruthy();
    expect(input("Front of the document").disabled).toBe(false);

    app.api.on("POST /uploads/kyc", () => ({
      status: 201,
      body: { file: sampleStoredFile({ id: fileUuid(42), name: "second.png" }) },
    }));
    await app.user.upload(input("Front of the document"), image("second.png"));
    expect(await screen.findByText("second.png")).toBeTruthy();
    expect(screen.queryByText("first.png")).toBeNull();
  });

  it("shows the server's refusal of an upload at the field", async () => {
    const app = openKyc();
    await form();
    app.api.on("POST /uploads/kyc", () => ({
      status: 400,
      body: { message: "Only JPEG, PNG or PDF files are accepted", code: "UNSUPPORTED_FILE_TYPE" },
    }));
    await app.user.upload(input("Selfie"), image("selfie.png", "GIF89a"));
    await waitFor(() => expect(input("Selfie").getAttribute("aria-invalid")).toBe("true"));
    expect(description(input("Selfie"))).toBe(
      "selfie.png was not uploaded: Only JPEG, PNG or PDF files are accepted",
    );
    const field = within(screen.getByRole("group", { name: "Selfie" }));
    expect(field.getByText("No file chosen yet.")).toBeTruthy();
    expect(field.getByText("Choose file")).toBeTruthy();
  });

  it("refuses an empty file without sending it", async () => {
    const app = openKyc();
    await form();
    await app.user.upload(
      input("Front of the document"),
      new File([], "empty.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(description(input("Front of the document"))).toBe(
        "empty.png was not uploaded: The file is empty.",
      ),
    );
    expect(app.api.callsTo("POST /uploads/kyc")).toHaveLength(0);
  });

  it("checks the form before sending: missing details and documents are named at their fields", async () => {
    const app = openKyc();
    await form();
    await app.user.selectOptions(select("Document type"), "driving_licence");
    await app.user.click(screen.getByRole("button", { name: "Send for verification" }));
    expect(description(input("Legal name"))).toBe("Legal name is required");
    expect(document.activeElement).toBe(input("Legal name"));
    expect(description(input("Date of birth"))).toBe("Date of birth is required (YYYY-MM-DD)");
    expect(description(input("Front of the document"))).toBe(
      "The front of the document is required",
    );
    expect(description(input("Back of the document"))).toBe("The back of the document is required");
    expect(description(input("Selfie"))).toBe("A selfie is required");
    expect(app.api.callsTo("POST /kyc")).toHaveLength(0);
  });

  it("shows the server's field errors of a 400 at their fields", async () => {
    const app = openKyc();
    app.api.on("POST /kyc", () =>
      validationError([
        { path: "dateOfBirth", message: "You must be 18 or older to trade a funded account" },
      ]),
    );
    await form();
    await fillDetails(app);
    await uploadAndWait(app, "Front of the document", image("passport.png"));
    await uploadAndWait(app, "Selfie", image("me.png"));
    await app.user.click(screen.getByRole("button", { name: "Send for verification" }));

    await waitFor(() => expect(input("Date of birth").getAttribute("aria-invalid")).toBe("true"));
    expect(description(input("Date of birth"))).toBe(
      "You must be 18 or older to trade a funded account",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    // Still the form: nothing was submitted.
    expect(screen.getByRole("button", { name: "Send for verification" })).toBeTruthy();
  });

  it("shows any other refusal above the button", async () => {
    const app = openKyc();
    app.api.on("POST /kyc", () => ({
      status: 429,
      body: { message: "Too many requests, slow down", code: "RATE_LIMITED" },
    }));
    await form();
    await fillDetails(app);
    await uploadAndWait(app, "Front of the document", image("passport.png"));
    await uploadAndWait(app, "Selfie", image("me.png"));
    await app.user.click(screen.getByRole("button", { name: "Send for verification" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your documents were not sent");
    expect(alert.textContent).toContain("Too many requests, slow down");
  });
});

describe("kyc page: other states", () => {
  it("a submission being checked shows what was sent and no form", async () => {
    openKyc(kycResponse("submitted", [sampleKycSubmission()]));
    expect(
      await screen.findByRole(
        "heading",
        { name: "We are checking your documents" },
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("Being checked")).toBeTruthy();
    expect(screen.getByText("Tess Trader")).toBeTruthy();
    expect(screen.getByText("Apr 12, 1990")).toBeTruthy();
    expect(screen.getByText("Suite 5")).toBeTruthy();
    expect(screen.getByText("94105 San Francisco")).toBeTruthy();
    expect(screen.getByText("United States")).toBeTruthy();
    const documents = within(screen.getByRole("list", { name: "Documents sent" }));
    expect(documents.getByText("passport.jpg")).toBeTruthy();
    expect(documents.getByText("selfie.png")).toBeTruthy();
    expect(await documents.findByRole("img", { name: "Preview of passport.jpg" })).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send for verification" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });

  it("an approved identity shows the verified badge with its date", async () => {
    openKyc(
      kycResponse("approved", [
        sampleKycSubmission({ status: "approved", decidedAt: "2025-01-08T10:00:00.000Z" }),
      ]),
    );
    expect(
      await screen.findByRole("heading", { name: "Identity verified" }, { timeout: 3_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.getByText(/Verified on Jan 8, 2025\./)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("a rejection shows the reason and the form again, prefilled, and sends it again", async () => {
    const rejected = sampleKycSubmission({
      id: "kyc_2",
      status: "rejected",
      documentType: "driving_licence",
      back: sampleStoredFile({ id: fileUuid(103), name: "back.jpg" }),
      reason: "The photo of the licence is blurred",
      submittedAt: "2025-01-07T09:00:00.000Z",
      decidedAt: "2025-01-08T09:00:00.000Z",
    });
    const older = sampleKycSubmission({
      id: "kyc_1",
      status: "rejected",
      reason: "The passport has expired",
      submittedAt: "2025-01-03T09:00:00.000Z",
      decidedAt: "2025-01-04T09:00:00.000Z",
    });
    const app = openKyc(kycResponse("rejected", [rejected, older]));
    await form();
    expect(screen.getByRole("heading", { name: "Your documents were not accepted" })).toBeTruthy();
    expect(screen.getByText("The photo of the licence is blurred")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Send your documents again" })).toBeTruthy();

    // Prefilled from the last submission; the documents are chosen again.
    expect(input("Legal name").value).toBe("Tess Trader");
    expect(input("Date of birth").value).toBe("1990-04-12");
    expect(input("Address line 1").value).toBe("1 Market Street");
    expect(input("Address line 2 (optional)").value).toBe("Suite 5");
    expect(input("City").value).toBe("San Francisco");
    expect(input("Postal code").value).toBe("94105");
    expect(select("Country").value).toBe("US");
    expect(select("Document type").value).toBe("driving_licence");

    // Earlier submissions: the older rejection with its reason.
    const history = within(screen.getByRole("list", { name: "Earlier submissions" }));
    expect(history.getAllByRole("listitem")).toHaveLength(1);
    expect(history.getByText("The passport has expired")).toBeTruthy();
    expect(history.getByText("Rejected")).toBeTruthy();
    expect(history.getByText("Passport, sent Jan 3, 2025")).toBeTruthy();

    await app.user.clear(input("Address line 2 (optional)"));
    await uploadAndWait(app, "Front of the document", image("licence-front.png"));
    await uploadAndWait(app, "Back of the document", image("licence-back.png"));
    await uploadAndWait(app, "Selfie", image("me.png"));
    await app.user.click(screen.getByRole("button", { name: "Send for verification" }));

    expect(
      await screen.findByRole("heading", { name: "We are checking your documents" }),
    ).toBeTruthy();
    expect(app.api.callsTo("POST /kyc")[0]?.body).toEqual({
      legalName: "Tess Trader",
      dateOfBirth: "1990-04-12",
      addressLine1: "1 Market Street",
      city: "San Francisco",
      postalCode: "94105",
      country: "US",
      documentType: "driving_licence",
      frontFileId: fileUuid(1),
      backFileId: fileUuid(2),
      selfieFileId: fileUuid(3),
    });
    expect(screen.queryByRole("heading", { name: "Your documents were not accepted" })).toBeNull();
    // Both rejections are now earlier submissions.
    expect(
      within(screen.getByRole("list", { name: "Earlier submissions" })).getAllByRole("listitem"),
    ).toHaveLength(2);
  });

  it("a 409 (sent meanwhile from elsewhere) loads the status again: the submission being checked", async () => {
    const app = openKyc();
    await form();
    await fillDetails(app);
    await uploadAndWait(app, "Front of the document", image("passport.png"));
    await uploadAndWait(app, "Selfie", image("me.png"));
    // Sent from another tab meanwhile.
    app.api.on("GET /kyc", () => ({
      status: 200,
      body: kycResponse("submitted", [sampleKycSubmission()]),
    }));
    app.api.on("POST /kyc", () => ({
      status: 409,
      body: { message: "Your documents are already being checked", code: "CONFLICT" },
    }));
    await app.user.click(screen.getByRole("button", { name: "Send for verification" }));
    expect(
      await screen.findByRole("heading", { name: "We are checking your documents" }),
    ).toBeTruthy();
  });
});

describe("kyc page: loading and errors", () => {
  it("shows a loading state, then an error with a retry that loads the page", async () => {
    const urls = stubObjectUrls();
    const api = createFakeApi();
    serveKyc(api);
    const answer = deferred<FakeResponse>();
    let calls = 0;
    api.on("GET /kyc", () => {
      calls += 1;
      return calls === 1 ? answer.promise : { status: 200, body: kycResponse("not_started") };
    });
    api.install();
    const { user } = renderApp("/dashboard/kyc", { token: api.sessionFor(api.users[0]!) });
    expect(
      await screen.findByText("Loading your verification…", {}, { timeout: 3_000 }),
    ).toBeTruthy();
    answer.resolve({
      status: 403,
      body: { message: "Verification is resting", code: "FORBIDDEN" },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your verification could not be loaded");
    expect(alert.textContent).toContain("Verification is resting");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await form();
    expect(urls.created).not.toHaveBeenCalled();
  });

  it("revokes the preview addresses when the page goes away", async () => {
    const app = openKyc(kycResponse("submitted", [sampleKycSubmission()]));
    await screen.findByRole("img", { name: "Preview of passport.jpg" }, { timeout: 3_000 });
    await screen.findByRole("img", { name: "Preview of selfie.png" });
    app.unmount();
    expect(app.urls.revoked.mock.calls.map(([url]) => url).sort()).toEqual(
      app.urls.created.mock.results.map((result) => result.value as string).sort(),
    );
  });
});
