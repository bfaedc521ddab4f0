import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import SystemLogPage, { dayRange } from './SystemLogPage';
import { answerGet, fill, renderPage } from './testing';
import type { SystemLogEntry } from '../../api/generated/model';

const entries: SystemLogEntry[] = [
  { id: 2, account: 'admin', type: 'operation log', executeResult: 'success', ip: '10.0.0.1', datetime: '2026-11-21T10:00:00Z', operation: 'EditStaff', target: '/api/userManagement/doEdit', detail: '' },
  { id: 1, account: 'mallory', type: 'operation log', executeResult: 'attack', ip: '10.0.0.9', datetime: '2026-11-21T09:00:00Z', operation: 'login', target: 'mallory', detail: 'throttled' },
];

describe('system log', { timeout: 60_000 }, () => {
  it('reads entries and filters by account and result, with no way to change them', async () => {
    const calls = answerGet('/systemLog/getList', { list: entries, total: 52 });
    const { user } = renderPage(<SystemLogPage />);
    const row = (await screen.findByText('throttled')).closest('tr')!;
    expect(within(row).getByText('attack')).toBeInTheDocument();
    expect(within(row).getByText('Sign in')).toBeInTheDocument();
    expect(screen.getByText('Create or update a staff account')).toHaveAttribute('title', 'EditStaff');
    expect(screen.getByText('52 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Edit/ })).toBeNull();

    await fill(user, screen.getByLabelText('Account'), 'mallory');
    await user.click(screen.getByLabelText('Result'));
    await user.click(await screen.findByTitle('login failure'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('result')).toBe('login failure'));
    expect(calls.at(-1)?.searchParams.get('account')).toBe('mallory');
  });

  it('turns a date range into whole days', () => {
    const f = dayRange('2026-11-01', '2026-11-03');
    expect(dayjs(f.startTime).format('YYYY-MM-DD HH:mm')).toBe('2026-11-01 00:00');
    expect(dayjs(f.endTime).format('YYYY-MM-DD HH:mm')).toBe('2026-11-04 00:00');
  });
});
