import { describe, expect, it } from "vitest";
import { splitBoldMarkers } from "./bold-markers";

describe("splitBoldMarkers", () => {
  it("splits a line on its ** markers into plain and bold parts", () => {
    expect(splitBoldMarkers("Floor: $200,000 - $10,000 = **$190,000**. Holds.")).toEqual([
      { text: "Floor: $200,000 - $10,000 = ", bold: false },
      { text: "$190,000", bold: true },
      { text: ". Holds.", bold: false },
    ]);
    expect(splitBoldMarkers("**$216,000** and **$210,000**")).toEqual([
      { text: "$216,000", bold: true },
      { text: " and ", bold: false },
      { text: "$210,000", bold: true },
    ]);
  });

  it("keeps a line without markers whole and an unclosed marker as written", () => {
    expect(splitBoldMarkers("No markers <b>here</b>")).toEqual([
      { text: "No markers <b>here</b>", bold: false },
    ]);
    expect(splitBoldMarkers("a **b** c **d")).toEqual([
      { text: "a ", bold: false },
      { text: "b", bold: true },
      { text: " c ", bold: false },
      { text: "**d", bold: false },
    ]);
  });
});
