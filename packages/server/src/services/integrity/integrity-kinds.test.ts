import { DETECTOR_KINDS } from "@proparena/domain/integrity/integrity-flags";
import { describe, expect, it } from "vitest";
import { INTEGRITY_KINDS } from "./integrity-kinds";

describe("the integrity kinds on the wire", () => {
  it("are the domain's detectors, in the domain's order", () => {
    expect(INTEGRITY_KINDS).toEqual([...DETECTOR_KINDS]);
  });
});
