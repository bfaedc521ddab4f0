import { describe, expect, it } from 'vitest';
import type { DemoWorkflow } from '../../../api/generated/model';
import { freshId, fromFlow, toFlow } from './graph';

const graph: DemoWorkflow = {
  nodes: [
    { id: 'start', type: 'circle', x: 80, y: 200, text: 'Start' },
    { id: 'apply', type: 'rect', x: 240, y: 200, text: 'Submit' },
    { id: 'decide', type: 'diamond', x: 420, y: 200, text: 'OK?' },
  ],
  edges: [
    { id: 'e1', sourceNodeId: 'start', targetNodeId: 'apply', pointsList: [{ x: 80, y: 200 }, { x: 240, y: 200 }] },
    { id: 'e2', sourceNodeId: 'apply', targetNodeId: 'decide', text: 'yes', pointsList: [] },
  ],
};

describe('workflow graph', () => {
  it('places nodes by their centre and reads them back unchanged', () => {
    const flow = toFlow(graph);
    expect(flow.nodes[1]?.position).toEqual({ x: 170, y: 174 }); // rect 140x52 centred on 240,200
    expect(flow.edges[1]).toMatchObject({ source: 'apply', target: 'decide', label: 'yes', sourceHandle: 'right', targetHandle: 'left' });
    const back = fromFlow(flow.nodes, flow.edges);
    expect(back.nodes).toEqual(graph.nodes);
    expect(back.edges[1]).toEqual({ id: 'e2', sourceNodeId: 'apply', targetNodeId: 'decide', text: 'yes', pointsList: [{ x: 240, y: 200 }, { x: 420, y: 200 }] });
  });

  it('follows moved nodes and drops edges whose node is gone', () => {
    const flow = toFlow(graph);
    const moved = flow.nodes.map((n) => (n.id === 'start' ? { ...n, position: { x: 0, y: 0 } } : n)).filter((n) => n.id !== 'decide');
    const back = fromFlow(moved, flow.edges);
    expect(back.nodes[0]).toMatchObject({ id: 'start', x: 32, y: 32 });
    expect(back.edges).toHaveLength(1);
    expect(back.edges[0]?.pointsList).toEqual([{ x: 32, y: 32 }, { x: 240, y: 200 }]);
  });

  it('attaches mostly vertical edges bottom to top', () => {
    const flow = toFlow({ nodes: [{ id: 'a', type: 'rect', x: 0, y: 0, text: '' }, { id: 'b', type: 'rect', x: 30, y: 200, text: '' }], edges: [{ sourceNodeId: 'a', targetNodeId: 'b', pointsList: [] }] });
    expect(flow.edges[0]).toMatchObject({ id: 'e1-a-b', sourceHandle: 'bottom', targetHandle: 'top' });
  });

  it('makes node ids that are not taken', () => {
    expect(freshId([{ id: 'rect-1' }, { id: 'rect-2' }], 'rect')).toBe('rect-3');
    expect(freshId([{ id: 'rect-1' }], 'diamond')).toBe('diamond-1');
  });
});
