import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import PersonalCenterPage from './PersonalCenterPage';
import { answerGet, answerPost, EDITOR, fill, renderPage } from './testing';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { useSession } from '../../session/store';

const profile = {
  id: 12, username: 'editor', email: 'editor@shop.example', mobile: '15921886302', avatar: '', roles: ['Editor'], departmentName: '运营部',
  createTime: '2026-11-01T09:00:00Z',
};

function backend() {
  answerGet('/personalCenter/getInfo', profile);
  answerGet('/personalCenter/loginLog', {
    list: [{ id: 5, account: 'editor', type: 'operation log', executeResult: 'login failure', ip: '10.0.0.2', datetime: '2026-11-20T08:00:00Z', operation: 'login', target: 'editor', detail: 'wrong credentials' }],
    total: 1,
  });
}

describe('personal centre', { timeout: 60_000 }, () => {
  it('shows the profile and saves a new avatar into the session', async () => {
    backend();
    const saved = answerPost('/personalCenter/doEdit', { ...profile, avatar: 'https://img.example/me.png' });
    const { user } = renderPage(<PersonalCenterPage />, EDITOR);
    expect(await screen.findByTestId('profile-username')).toHaveTextContent('editor');
    expect(screen.getByText('运营部')).toBeInTheDocument();

    await fill(user, screen.getByPlaceholderText('Image URL or upload'), 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter an http(s) image address')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await fill(user, screen.getByPlaceholderText('Image URL or upload'), 'https://img.example/me.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saved).toEqual([{ email: 'editor@shop.example', mobile: '15921886302', avatar: 'https://img.example/me.png' }]));
    await waitFor(() => expect(useSession.getState().avatar).toBe('https://img.example/me.png'));
  });

  it('checks the new password twice and shows the server refusing the old one', async () => {
    backend();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/personalCenter/changePassword', async ({ request }) => {
        bodies.push(await request.json());
        return errorReply(400, 'the current password is incorrect', { field: 'oldPassword' });
      }),
    );
    const { user } = renderPage(<PersonalCenterPage />, EDITOR);
    await screen.findByTestId('profile-username');
    await user.click(screen.getByRole('tab', { name: 'Change password' }));

    await fill(user, screen.getByLabelText('Current password'), 'old-pass');
    await fill(user, screen.getByLabelText('New password'), 'new-pass-1');
    await fill(user, screen.getByLabelText('Confirm new password'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await fill(user, screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(bodies).toEqual([{ oldPassword: 'old-pass', newPassword: 'new-pass-1' }]));
    // On the field it names, not as a toast.
    const refusal = await screen.findByText('the current password is incorrect');
    expect(refusal.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Current password'));
    expect(screen.getAllByText('the current password is incorrect')).toHaveLength(1);
  });

  it('lists own recent sign-ins', async () => {
    backend();
    const { user } = renderPage(<PersonalCenterPage />, EDITOR);
    await screen.findByTestId('profile-username');
    await user.click(screen.getByRole('tab', { name: 'Recent sign-ins' }));
    expect(await screen.findByText('login failure')).toBeInTheDocument();
    expect(screen.getByText('wrong credentials')).toBeInTheDocument();
  });
});
