import type { IntegrityGraph } from "@proparena/contracts/integrity";

export interface PlacedNode {
  id: string;
  kind: "person" | "account";
  label: string;
  flagged: boolean;
  x: number;
  y: number;
}

export interface PlacedEdge {
  from: PlacedNode;
  to: PlacedNode;
  kind: string;
  weight: number;
  /** Where its label sits: the middle of the line. */
  labelX: number;
  labelY: number;
}

/**
 * A deterministic circular layout of the linked-accounts graph in a `size` square: the flagged
 * nodes first, then people before accounts, then by id, placed clockwise from the top. The same
 * graph always draws the same way. An edge to a node not in the graph is left out.
 */
export function circularLayout(
  graph: IntegrityGraph,
  size: number,
): { nodes: PlacedNode[]; edges: PlacedEdge[] } {
  const sorted = [...graph.nodes].sort(
    (a, b) =>
      Number(b.flagged) - Number(a.flagged) ||
      (a.kind === b.kind ? 0 : a.kind === "person" ? -1 : 1) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const center = size / 2;
  const radius = sorted.length <= 1 ? 0 : size / 2 - 60;
  const nodes = sorted.map((node, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / sorted.length;
    return {
      ...node,
      x: Math.round(center + radius * Math.cos(angle)),
      y: Math.round(center + radius * Math.sin(angle)),
    };
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges = graph.edges.flatMap((edge) => {
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    if (!from || !to) return [];
    return [
      {
        from,
        to,
        kind: edge.kind,
        weight: edge.weight,
        labelX: Math.round((from.x + to.x) / 2),
        labelY: Math.round((from.y + to.y) / 2),
      },
    ];
  });
  return { nodes, edges };
}
