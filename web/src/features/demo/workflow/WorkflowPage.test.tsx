import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/renderPage';
import { useSession } from '../../../session/store';
import type { DemoWorkflow } from '../../../api/generated/model';
import WorkflowPage from './WorkflowPage';

const GRAPH: DemoWorkflow = {
  nodes: [
    { id: 'start', type: 'circle', x: 80, y: 200, text: 'Start' },
    { id: 'apply', type: 'rect', x: 240, y: 200, text: 'Submit request' },
  ],
  edges: [{ id: 'e1', sourceNodeId: 'start', targetNodeId: 'apply', pointsList: [] }],
};

describe('workflow editor', { timeout: 30_000 }, () => {
  it('loads the graph, adds a task and saves nodes and edges through doEdit', async () => {
    useSession.setState({ token: 'tok', admin: true, loaded: true });
    const saved: DemoWorkflow[] = [];
    server.use(
      http.get('*/api/workflow/getList', () => HttpResponse.json({ code: 200, msg: 'success', data: GRAPH })),
      http.post('*/api/workflow/doEdit', async ({ request }) => {
        const body = (await request.json()) as DemoWorkflow;
        saved.push(body);
        return HttpResponse.json({ code: 200, msg: 'simulated save success', data: body });
      }),
    );
    const { user } = renderPage(<WorkflowPage />);
    expect(await screen.findByText('Submit request')).toBeInTheDocument();
    expect(screen.getByTestId('workflow-counts')).toHaveTextContent('2 nodes · 1 edges');

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('New task')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.nodes.map((n) => [n.id, n.type])).toEqual([
      ['start', 'circle'],
      ['apply', 'rect'],
      ['rect-1', 'rect'],
    ]);
    expect(saved[0]?.nodes[1]).toMatchObject({ x: 240, y: 200 });
    expect(saved[0]?.edges).toEqual([
      { id: 'e1', sourceNodeId: 'start', targetNodeId: 'apply', pointsList: [{ x: 80, y: 200 }, { x: 240, y: 200 }] },
    ]);
    expect(await screen.findByText('simulated save success')).toBeInTheDocument();
  });

  it('offers no editing to a reader', async () => {
    useSession.setState({ token: 'tok', admin: false, permissions: ['read:system'], loaded: true });
    server.use(http.get('*/api/workflow/getList', () => HttpResponse.json({ code: 200, msg: 'success', data: GRAPH })));
    renderPage(<WorkflowPage />);
    expect(await screen.findByText('Submit request')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
  });
});
