// The one module that talks to the graph API: shortest paths over a machine, and its directed graph for docs.
import { getShortestPaths, type StatePath, toDirectedGraph } from '@xstate/graph';
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';

export type MachinePath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventObject>;

export type PathOptions<M extends AnyStateMachine> = {
  input: unknown;
  /** Payload variants per snapshot. Every event a state handles must be listed (the option replaces the default). */
  events: (snapshot: SnapshotFrom<M>) => EventObject[];
  /** Node identity: must keep every context field a guard reads that varies within one run. */
  serializeState: (snapshot: SnapshotFrom<M>) => string;
};

/** One shortest path to every distinct reachable snapshot. */
export const shortestPaths = <M extends AnyStateMachine>(machine: M, options: PathOptions<M>): MachinePath<M>[] =>
  getShortestPaths(machine, {
    input: options.input as never,
    events: options.events as never,
    serializeState: options.serializeState as never,
  }) as MachinePath<M>[];

export { toDirectedGraph };
