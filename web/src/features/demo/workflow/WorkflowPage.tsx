import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import {
  addEdge,
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../app/feedback';
import { useEditDemoWorkflow, useGetDemoWorkflow } from '../../../api/generated/demo/demo';
import type { DemoNodeType } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { freshId, fromFlow, SIZES, toFlow, type ShapeNode } from './graph';
import { ShapeNodeView } from './ShapeNodeView';

const nodeTypes = { shape: ShapeNodeView };

/** Workflow editor over `/workflow/getList|doEdit`: drag nodes, connect them, add and delete, save. */
export default function WorkflowPage() {
  const { t } = useTranslation('demo');
  const canWrite = usePermission('write:system');
  const stored = useGetDemoWorkflow({ query: { staleTime: 0 } });
  const [nodes, setNodes] = useState<ShapeNode[]>([]);
  const [edges, setEdges] = useState<Edge[]>([]);

  // Load (and reload) the stored graph into the editor.
  useEffect(() => {
    if (!stored.data) return;
    const flow = toFlow(stored.data);
    setNodes(flow.nodes);
    setEdges(flow.edges);
  }, [stored.data]);

  const save = useEditDemoWorkflow({
    mutation: { onSuccess: () => showSuccess(t('saved')) },
  });

  const onNodesChange = useCallback((c: NodeChange<ShapeNode>[]) => setNodes((ns) => applyNodeChanges(c, ns)), []);
  const onEdgesChange = useCallback((c: EdgeChange[]) => setEdges((es) => applyEdgeChanges(c, es)), []);
  const onConnect = useCallback(
    (c: Connection) => {
      if (c.source === c.target) return; // the server refuses self-loops
      setEdges((es) => addEdge({ ...c, type: 'smoothstep', id: `e-${c.source}-${c.target}-${es.length + 1}` }, es));
    },
    [],
  );

  const add = (shape: DemoNodeType, text: string) =>
    setNodes((ns) => {
      const { width, height } = SIZES[shape];
      const n = ns.length;
      return [
        ...ns,
        {
          id: freshId(ns, shape),
          type: 'shape',
          position: { x: 120 + (n % 5) * 60, y: 380 + Math.floor(n / 5) * 40 },
          data: { shape, text },
          width,
          height,
        },
      ];
    });

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        {canWrite && (
          <>
            <Button onClick={() => add('rect', t('workflow.newTask'))}>{t('workflow.addTask')}</Button>
            <Button onClick={() => add('diamond', t('workflow.newDecision'))}>{t('workflow.addDecision')}</Button>
            <Button onClick={() => add('circle', t('workflow.end'))}>{t('workflow.addEnd')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate({ data: fromFlow(nodes, edges) })}>
              {t('workflow.save')}
            </Button>
          </>
        )}
        <Button onClick={() => void stored.refetch()}>{t('workflow.reload')}</Button>
        <Typography.Text type="secondary" data-testid="workflow-counts">
          {t('workflow.nodes', { count: nodes.length })} · {t('workflow.edges', { count: edges.length })}
        </Typography.Text>
      </Space>
      <Alert type="info" showIcon title={t('workflow.hint')} style={{ marginBottom: 12 }} />
      <div style={{ height: 560, border: '1px solid #f0f0f0', borderRadius: 6 }}>
        <ReactFlow<ShapeNode, Edge>
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={canWrite ? onConnect : undefined}
          nodesDraggable={canWrite}
          nodesConnectable={canWrite}
          deleteKeyCode={canWrite ? 'Backspace' : null}
          fitView
        >
          <Background />
          <MiniMap pannable zoomable />
          <Controls />
        </ReactFlow>
      </div>
    </Card>
  );
}
