import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Button, Form, Input } from 'antd';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { renderPage } from '../../test/renderPage';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/queryClient';
import { useSession } from '../../session/store';
import { bindFeedback, type Feedback } from '../../app/feedback';
import { useEditDepartment } from '../../api/generated/system/system';
import { FormDialog, LeaveGuard, useFormKit } from '.';
import type { FormKitOptions } from './useFormKit';

/** The error toasts shown from now on (the request layer's), instead of the real ones. */
let errorToasts: string[] = [];
let unbind = () => {};
function recordErrorToasts() {
  errorToasts = [];
  const ignore = () => Promise.resolve(true);
  const fake = {
    message: { error: ({ content }: { content: string }) => errorToasts.push(content), success: ignore, info: ignore },
    notification: { success: ignore },
  };
  unbind = bindFeedback(fake as unknown as Feedback);
}

const department = { id: 7, name: 'Ops', parentId: 0, order: 0, children: [], createTime: '2026-11-01T09:00:00Z', staffCount: 0 };

interface Values {
  name: string;
  parentId?: number;
}

/** A dialog form as the features build one, saving through a generated hook. */
function DepartmentDialog({ onClose, options = {} }: { onClose: () => void; options?: FormKitOptions<unknown> }) {
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, { aliases: { parent: 'parentId' }, onSaved: onClose, ...options });
  const save = useEditDepartment({ request: kit.request });
  return (
    <FormDialog<Values>
      kit={kit}
      title="Department"
      onClose={onClose}
      name="dept"
      initialValues={{ name: 'Ops' }}
      onFinish={(v) => void kit.save(() => save.mutateAsync({ data: { name: v.name, parentId: v.parentId ?? 0, order: 0 } }))}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="parentId" label="Parent">
        <Input />
      </Form.Item>
      {kit.refusal && <div data-testid="refusal">{kit.refusal}</div>}
    </FormDialog>
  );
}

function answerEdit(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/departmentManagement/doEdit', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const fieldError = (text: string) => screen.getByText(text).closest('.ant-form-item');

beforeEach(() => {
  useSession.setState({ token: 'tok', username: 'admin', roles: ['Admin'], permissions: [], admin: true, loaded: true });
});
afterEach(() => unbind());

describe('form kit: server refusals', { timeout: 30_000 }, () => {
  it('shows a refusal naming a field of the form under that field, without a toast', async () => {
    answerEdit(() => errorReply(409, 'department name Ops is already taken', { field: 'name' }));
    const onClose = vi.fn();
    const { user } = renderPage(<DepartmentDialog onClose={onClose} />);
    recordErrorToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('department name Ops is already taken');
    expect(message.closest('.ant-form-item-explain')).not.toBeNull();
    expect(fieldError('department name Ops is already taken')).toContainElement(screen.getByLabelText('Name'));
    expect(errorToasts).toEqual([]);
    expect(screen.getAllByText('department name Ops is already taken')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('maps an aliased server field and a 403 refusal onto the form', async () => {
    answerEdit(() => errorReply(403, 'you cannot move a department under that one', { field: 'parent' }));
    const { user } = renderPage(<DepartmentDialog onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('you cannot move a department under that one');
    expect(fieldError('you cannot move a department under that one')).toContainElement(screen.getByLabelText('Parent'));
    expect(errorToasts).toEqual([]);
  });

  it('toasts a refusal naming no field of the form, and a failure naming none', async () => {
    let reply = () => errorReply(409, 'the nickname is taken', { field: 'nickname' });
    answerEdit(() => reply());
    const { user } = renderPage(<DepartmentDialog onClose={() => {}} />);
    recordErrorToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorToasts).toEqual(['the nickname is taken']));
    expect(screen.queryByText('the nickname is taken')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();

    reply = () => errorReply(503, 'the data store is unavailable, try again shortly', { field: 'name', retryAfter: 5 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorToasts).toEqual(['the nickname is taken', 'the data store is unavailable, try again shortly']));
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
  });

  it('saves once however often Save is pressed, then toasts and closes', async () => {
    let release = () => {};
    const bodies = answerEdit(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json({ code: 200, msg: 'success', data: department }));
        }),
    );
    const onClose = vi.fn();
    const { user } = renderPage(<DepartmentDialog onClose={onClose} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    await user.click(save);
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

describe('form kit: a form that keeps nothing and shows refusals as a message', { timeout: 30_000 }, () => {
  const options = { tracksChanges: false, refusals: 'message' } as const;

  it('keeps a refusal naming a field out of the field and out of the toasts, for the form to show', async () => {
    answerEdit(() => errorReply(400, 'name: not valid', { field: 'name' }));
    const { user } = renderPage(<DepartmentDialog onClose={() => {}} options={options} />);
    recordErrorToasts();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('refusal')).toHaveTextContent('name: not valid');
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
    expect(errorToasts).toEqual([]);
  });

  it('closes at once after a change', async () => {
    const onClose = vi.fn();
    const { user } = renderPage(<DepartmentDialog onClose={onClose} options={options} />);
    await user.type(screen.getByLabelText('Name'), ' and Support');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });
});

describe('form kit: closing a dialog', { timeout: 30_000 }, () => {
  it('closes a clean dialog at once', async () => {
    const onClose = vi.fn();
    const { user } = renderPage(<DepartmentDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('asks before a dirty dialog closes; keeping it keeps the values, discarding closes', async () => {
    const onClose = vi.fn();
    const { user } = renderPage(<DepartmentDialog onClose={onClose} />);
    await user.type(screen.getByLabelText('Name'), ' and Support');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = (await screen.findByText('Discard your changes?')).closest('.ant-modal') as HTMLElement;
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ops and Support');

    // The ✕ and Esc ask too.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

/** A page form at /form as a page would build it, with the shell's guard; /other elsewhere. */
function PageForm() {
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, { page: true });
  const save = useEditDepartment({ request: kit.request });
  return (
    <Form<Values>
      {...kit.formProps}
      initialValues={{ name: 'Ops' }}
      onFinish={(v) => void kit.save(() => save.mutateAsync({ data: { name: v.name, order: 0 } }))}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={kit.saving}>
        Save settings
      </Button>
      <Link to="/other">Elsewhere</Link>
    </Form>
  );
}

function renderGuardedPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LeaveGuard />
          </>
        ),
        children: [
          { path: '/form', element: <PageForm /> },
          { path: '/other', element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

const reloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('form kit: leaving a page form', { timeout: 30_000 }, () => {
  it('blocks in-app navigation and reloads while dirty, and not once saved', async () => {
    answerEdit(() => HttpResponse.json({ code: 200, msg: 'success', data: department }));
    const { router, user } = renderGuardedPage();
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(reloadPrevented()).toBe(false);

    await act(() => router.navigate('/form'));
    await user.type(await screen.findByLabelText('Name'), ' Team');
    await waitFor(() => expect(reloadPrevented()).toBe(true));
    // A new query of the same page (a list's paging) is not leaving it.
    await act(() => router.navigate('/form?pageNo=2'));
    expect(router.state.location.search).toBe('?pageNo=2');
    expect(screen.queryByText('Leave this page?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave this page?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Ops Team');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(reloadPrevented()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.getByText('Other page')).toBeInTheDocument();
  });

  it('leaving discards the changes', async () => {
    const { router, user } = renderGuardedPage();
    await user.type(await screen.findByLabelText('Name'), ' Team');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(reloadPrevented()).toBe(false);
  });
});
