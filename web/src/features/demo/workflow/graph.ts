import type { Edge, Node } from '@xyflow/react';
import type { DemoNodeType, DemoWorkflow } from '../../../api/generated/model';

interface ShapeData extends Record<string, unknown> {
  shape: DemoNodeType;
  text: string;
}
export type ShapeNode = Node<ShapeData, 'shape'>;

/** Drawn size of each shape; the contract's x/y are a node's centre, as in LogicFlow. */
export const SIZES: Record<DemoNodeType, { width: number; height: number }> = {
  circle: { width: 64, height: 64 },
  rect: { width: 140, height: 52 },
  diamond: { width: 140, height: 90 },
  ellipse: { width: 130, height: 60 },
};

/** The stored graph as React Flow nodes and edges. */
export function toFlow(graph: DemoWorkflow): { nodes: ShapeNode[]; edges: Edge[] } {
  const nodes = graph.nodes.map<ShapeNode>((n) => {
    const { width, height } = SIZES[n.type];
    return {
      id: n.id,
      type: 'shape',
      position: { x: n.x - width / 2, y: n.y - height / 2 },
      data: { shape: n.type, text: n.text },
      width,
      height,
    };
  });
  const at = new Map(graph.nodes.map((n) => [n.id, n]));
  const edges = graph.edges.map<Edge>((e, i) => ({
    id: e.id || `e${i + 1}-${e.sourceNodeId}-${e.targetNodeId}`,
    source: e.sourceNodeId,
    target: e.targetNodeId,
    label: e.text,
    type: 'smoothstep',
    ...handles(at.get(e.sourceNodeId), at.get(e.targetNodeId)),
  }));
  return { nodes, edges };
}

/** Mostly sideways edges leave right and enter left, mostly vertical ones leave bottom and enter top. */
function handles(from?: { x: number; y: number }, to?: { x: number; y: number }) {
  if (!from || !to) return {};
  return Math.abs(to.x - from.x) >= Math.abs(to.y - from.y)
    ? { sourceHandle: 'right', targetHandle: 'left' }
    : { sourceHandle: 'bottom', targetHandle: 'top' };
}

function centre(n: ShapeNode): { x: number; y: number } {
  const { width, height } = SIZES[n.data.shape];
  return { x: Math.round(n.position.x + width / 2), y: Math.round(n.position.y + height / 2) };
}

/**
 * React Flow's state as the contract's graph. Each edge's pointsList becomes the straight line
 * between the centres of its nodes; edges whose node was deleted are dropped.
 */
export function fromFlow(nodes: ShapeNode[], edges: Edge[]): DemoWorkflow {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return {
    nodes: nodes.map((n) => ({ id: n.id, type: n.data.shape, text: n.data.text, ...centre(n) })),
    edges: edges.flatMap((e) => {
      const from = byId.get(e.source);
      const to = byId.get(e.target);
      if (!from || !to) return [];
      const text = typeof e.label === 'string' && e.label !== '' ? e.label : undefined;
      return [{ id: e.id, sourceNodeId: e.source, targetNodeId: e.target, text, pointsList: [centre(from), centre(to)] }];
    }),
  };
}

/** A node id not used yet, e.g. rect-3. */
export function freshId(nodes: readonly { id: string }[], shape: DemoNodeType): string {
  const ids = new Set(nodes.map((n) => n.id));
  for (let i = 1; ; i += 1) if (!ids.has(`${shape}-${i}`)) return `${shape}-${i}`;
}
