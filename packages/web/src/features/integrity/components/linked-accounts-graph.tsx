import type { IntegrityGraph } from "@proparena/contracts/integrity";
import { circularLayout } from "../lib/graph-layout";

const SIZE = 420;

/**
 * The people and accounts linked to the flagged person, as a small SVG: people as circles,
 * accounts as squares, the flagged ones ringed in red; each edge labelled with its kind ("owns",
 * a shared signal, a detector) and drawn thicker the stronger it is. A list under it says the
 * same for screen readers and for copying ids.
 */
export function LinkedAccountsGraph({ graph }: { graph: IntegrityGraph }) {
  if (graph.nodes.length === 0)
    return <p className="text-sm text-slate-400">No linked people or accounts.</p>;
  const { nodes, edges } = circularLayout(graph, SIZE);
  return (
    <div className="space-y-3">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={`Linked accounts: ${nodes.length} nodes, ${edges.length} links`}
        className="w-full max-w-md rounded-xl border border-slate-800 bg-slate-950/60"
      >
        {edges.map((edge, i) => (
          <g key={`edge-${i}`} data-edge={`${edge.from.id}-${edge.to.id}`}>
            <line
              x1={edge.from.x}
              y1={edge.from.y}
              x2={edge.to.x}
              y2={edge.to.y}
              stroke={edge.kind === "owns" ? "#475569" : "#f59e0b"}
              strokeWidth={1 + 3 * Math.min(1, Math.max(0, edge.weight))}
            />
            <text
              x={edge.labelX}
              y={edge.labelY - 4}
              textAnchor="middle"
              className="fill-slate-300 text-[10px]"
            >
              {edge.kind}
            </text>
          </g>
        ))}
        {nodes.map((node) => (
          <g key={node.id} data-node={node.id}>
            {node.kind === "person" ? (
              <circle
                cx={node.x}
                cy={node.y}
                r={16}
                className="fill-slate-800"
                stroke={node.flagged ? "#f43f5e" : "#94a3b8"}
                strokeWidth={node.flagged ? 3 : 1.5}
              />
            ) : (
              <rect
                x={node.x - 14}
                y={node.y - 14}
                width={28}
                height={28}
                rx={4}
                className="fill-slate-800"
                stroke={node.flagged ? "#f43f5e" : "#94a3b8"}
                strokeWidth={node.flagged ? 3 : 1.5}
              />
            )}
            <text
              x={node.x}
              y={node.y + 30}
              textAnchor="middle"
              className="fill-slate-100 text-[11px]"
            >
              {node.label}
            </text>
          </g>
        ))}
      </svg>
      <ul aria-label="Links" className="space-y-0.5 text-xs text-slate-300">
        {edges.map((edge, i) => (
          <li key={i}>
            {edge.from.label} — {edge.kind} ({Math.round(edge.weight * 100)}%) — {edge.to.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
