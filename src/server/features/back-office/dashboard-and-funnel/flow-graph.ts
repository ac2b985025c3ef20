// The investment-flow machine's own graph for the funnel (docs/admin.md 'Funnel'): its states and the transitions
// between them, read from the machine definition at start (@xstate/graph's toDirectedGraph, as docs/flow.md is drawn), never
// a kept copy. Each state gets a layer, the longest way to it from the initial state without going back, and a place within it, in the
// machine's order, so that the page can draw the graph in layers.
import { toDirectedGraph } from '@xstate/graph';
import { investmentFlowMachine } from '../../../../../machines/investment-flow.machine';
import { stepTitle } from '../pipeline/step-title';

export type FlowGraphState = { id: string; title: string; isFinal: boolean; layer: number; row: number };
export type FlowGraphEdge = { from: string; to: string; events: string[] };
export type FlowGraph = { initial: string; states: FlowGraphState[]; edges: FlowGraphEdge[] };

type DirectedNode = ReturnType<typeof toDirectedGraph>;

/** Events that only lead back to earlier steps, left out of the layering. */
const BACKWARD_EVENTS = new Set(['CHANGE_REQUESTED']);

const keyOf = (id: string): string => id.split('.').slice(1).join('.');

const collectEdges = (node: DirectedNode, into: Map<string, FlowGraphEdge>): void => {
  for (const edge of node.edges) {
    const from = keyOf(edge.source.id);
    const to = keyOf(edge.target.id);
    // Events on the machine itself (STEP_UNREACHABLE) leave from any state: not an edge of one step.
    if (from === '' || to === '' || from === to) continue;
    const key = `${from}→${to}`;
    const found = into.get(key) ?? { from, to, events: [] };
    if (!found.events.includes(edge.label.text)) found.events.push(edge.label.text);
    into.set(key, found);
  }
  for (const child of node.children) collectEdges(child, into);
};

/**
 * Longest-path layers: a walk from the initial state in the machine's order sets aside the edges that lead back
 * (EDIT, a missing step found at confirmation), and every other edge goes at least one layer down.
 */
const layersFrom = (initial: string, ids: readonly string[], edges: readonly FlowGraphEdge[]): Map<string, number> => {
  const outgoing = new Map<string, string[]>();
  for (const edge of edges) {
    // The fund's change request sends a signed subscription back up the flow: never a way down.
    if (edge.events.every((event) => BACKWARD_EVENTS.has(event))) continue;
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge.to]);
  }
  const onPath = new Set<string>();
  const done = new Set<string>();
  const finished: string[] = [];
  const forward: FlowGraphEdge[] = [];
  const visit = (id: string): void => {
    onPath.add(id);
    for (const to of outgoing.get(id) ?? []) {
      if (onPath.has(to)) continue;
      forward.push({ from: id, to, events: [] });
      if (!done.has(to)) visit(to);
    }
    onPath.delete(id);
    done.add(id);
    finished.push(id);
  };
  visit(initial);
  const layer = new Map<string, number>([[initial, 0]]);
  for (const id of finished.reverse()) {
    for (const edge of forward) {
      if (edge.from !== id) continue;
      layer.set(edge.to, Math.max(layer.get(edge.to) ?? 0, (layer.get(id) ?? 0) + 1));
    }
  }
  // A state only the machine itself sends to (ERROR_UNKNOWN) goes beside the deepest.
  const deepest = Math.max(...layer.values());
  for (const id of ids) if (!layer.has(id)) layer.set(id, deepest);
  return layer;
};

const buildFlowGraph = (): FlowGraph => {
  const initial = String(investmentFlowMachine.config.initial);
  const nodes = Object.entries(investmentFlowMachine.root.states);
  const ids = nodes.map(([id]) => id);
  const edgeMap = new Map<string, FlowGraphEdge>();
  collectEdges(toDirectedGraph(investmentFlowMachine), edgeMap);
  const edges = [...edgeMap.values()];
  const layer = layersFrom(initial, ids, edges);
  const rows = new Map<number, number>();
  const states = nodes.map(([id, node]) => {
    const column = layer.get(id) ?? 0;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    // An end screen: a final state, or MID_CLOSING, which only the fund's change request leaves.
    const isFinal = node.type === 'final' || node.tags.includes('endScreen');
    return { id, title: stepTitle(id), isFinal, layer: column, row };
  });
  return { initial, states, edges };
};

let graph: FlowGraph | undefined;

/** The graph, built once from the machine. */
export const flowGraph = (): FlowGraph => {
  graph ??= buildFlowGraph();
  return graph;
};
