import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { COUNTRIES, findCountry } from "@proparena/contracts/country-regions";
import { CountryRegionSelect } from "./country-region-select";
import type { CountryRegionValue } from "./country-region-select";

function Harness() {
  const [value, setValue] = useState<CountryRegionValue>({ country: "", region: "" });
  return (
    <>
      <CountryRegionSelect value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe("country and region reference data", () => {
  it("lists every ISO 3166-1 country in the spec's shape", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    const us = findCountry("US")!;
    expect(us.countryName).toBe("United States");
    expect(us.regions).toContainEqual({ name: "California", shortCode: "CA" });
    for (const code of ["CA", "GB", "AU", "DE", "FR", "IN", "JP"])
      expect(findCountry(code)!.regions.length).toBeGreaterThan(3);
  });
});

describe("CountryRegionSelect", () => {
  it("has the placeholders and lists US regions before a country is chosen", () => {
    render(<Harness />);
    const country = screen.getByLabelText("Country") as HTMLSelectElement;
    const region = screen.getByLabelText("Region") as HTMLSelectElement;
    expect(country.options[0]!.textContent).toBe("Select Country");
    expect(region.options[0]!.textContent).toBe("Select Region");
    expect(within(region).getByRole("option", { name: "Texas" })).toBeTruthy();
  });

  it("switches the regions with the country and resets the region", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText("Region"), "TX");
    expect(screen.getByRole("status").textContent).toBe('{"country":"US","region":"TX"}');
    await user.selectOptions(screen.getByLabelText("Country"), "CA");
    expect(screen.getByRole("status").textContent).toBe('{"country":"CA","region":""}');
    const region = screen.getByLabelText("Region");
    expect(within(region).getByRole("option", { name: "Ontario" })).toBeTruthy();
    expect(within(region).queryByRole("option", { name: "Texas" })).toBeNull();
  });
});
