import { describe, expect, it } from "vitest";
import { sampleEvidence } from "../testing/sample-integrity";
import { circularLayout } from "./graph-layout";
import { candleWindow, OTHER_COLOR, OWN_COLOR, tradeMarks } from "./evidence-chart";

describe("the evidence chart's data", () => {
  it("marks each trade's open and close, own and other in two colours", () => {
    const marks = tradeMarks(sampleEvidence().trades);
    expect(marks.map((mark) => [mark.label, mark.color])).toEqual([
      ["Own buy open", OWN_COLOR],
      ["Own buy close", OWN_COLOR],
      ["Other sell open", OTHER_COLOR],
      ["Other sell close", OTHER_COLOR],
    ]);
    expect(OWN_COLOR).not.toBe(OTHER_COLOR);
  });

  it("asks for the finest timeframe that covers the trades in one answer", () => {
    const [trade] = sampleEvidence().trades;
    expect(candleWindow([trade!]).tf).toBe("1m");
    const week = { ...trade!, closeTime: "2025-01-13T14:20:41.503Z" };
    expect(candleWindow([week]).tf).toBe("15m");
  });
});

describe("the linked accounts' layout", () => {
  const graph = {
    nodes: [
      { id: "acc_b", kind: "account" as const, label: "b", flagged: false },
      { id: "u_1", kind: "person" as const, label: "one", flagged: false },
      { id: "acc_a", kind: "account" as const, label: "a", flagged: true },
    ],
    edges: [
      { from: "acc_a", to: "acc_b", kind: "hedging", weight: 0.9 },
      { from: "acc_a", to: "missing", kind: "owns", weight: 1 },
    ],
  };

  it("puts the flagged node at the top, then people, then accounts, the same way every time", () => {
    const first = circularLayout(graph, 400);
    expect(first.nodes.map((node) => node.id)).toEqual(["acc_a", "u_1", "acc_b"]);
    expect(first.nodes[0]).toMatchObject({ x: 200, y: 60 });
    const shuffled = circularLayout({ ...graph, nodes: [...graph.nodes].reverse() }, 400);
    expect(shuffled).toEqual(first);
  });

  it("labels an edge at its middle and leaves out edges to unknown nodes", () => {
    const { edges, nodes } = circularLayout(graph, 400);
    expect(edges).toHaveLength(1);
    const [a, , b] = nodes;
    expect(edges[0]).toMatchObject({
      kind: "hedging",
      labelX: Math.round((a!.x + b!.x) / 2),
      labelY: Math.round((a!.y + b!.y) / 2),
    });
  });
});
