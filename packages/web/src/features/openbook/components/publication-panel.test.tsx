import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { makeAccount } from "../../../testing/fake-trading-api";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ADA_ID, samplePublication } from "../testing/sample-openbook";
import { PublicationPanel } from "./publication-panel";

const ACCOUNT = "acc_beta01";

function renderPanel() {
  return renderWithProviders(
    <MemoryRouter>
      <PublicationPanel account={makeAccount({ id: ACCOUNT })} />
    </MemoryRouter>,
  );
}

describe("the account page's openbook publication", () => {
  it("publishes a Beta book with the switch, then links its public page", async () => {
    let published = false;
    const api = createFakeApi()
      .on(`GET /accounts/${ACCOUNT}/publication`, () => ({
        status: 200,
        body: samplePublication({ published }),
      }))
      .on(`PUT /accounts/${ACCOUNT}/publication`, ({ body }) => {
        published = (body as { published: boolean }).published;
        return { status: 200, body: samplePublication({ published }) };
      })
      .install();
    renderPanel();
    const toggle = await screen.findByRole("switch", { name: "Publish this book" });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("link", { name: "See the public page" })).toBeNull();
    await userEvent.click(toggle);
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(api.callsTo(`PUT /accounts/${ACCOUNT}/publication`)[0]!.body).toEqual({
      published: true,
    });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "See the public page" }).getAttribute("href")).toBe(
      `/openbook/${ADA_ID}`,
    );
  });

  it("says a funded book is always public, with no switch", async () => {
    createFakeApi()
      .on(`GET /accounts/${ACCOUNT}/publication`, () => ({
        status: 200,
        body: samplePublication({ published: true, alwaysPublic: true }),
      }))
      .install();
    renderPanel();
    expect(await screen.findByText("Public (funded)")).toBeTruthy();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByRole("link", { name: "See the public page" })).toBeTruthy();
  });

  it("says why a refused change was not saved, and when the state cannot be loaded", async () => {
    const api = createFakeApi()
      .on(`GET /accounts/${ACCOUNT}/publication`, () => ({
        status: 200,
        body: samplePublication(),
      }))
      .on(`PUT /accounts/${ACCOUNT}/publication`, () => ({
        status: 409,
        body: { message: "This account has ended: its book cannot be published", code: "CONFLICT" },
      }))
      .install();
    const view = renderPanel();
    await userEvent.click(await screen.findByRole("switch", { name: "Publish this book" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Not saved: This account has ended: its book cannot be published",
    );
    view.unmount();

    api.on(`GET /accounts/${ACCOUNT}/publication`, () => ({
      status: 500,
      body: { message: "Boom", code: "INTERNAL" },
    }));
    renderPanel();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "The book's publication could not be loaded",
      ),
    );
  });
});
