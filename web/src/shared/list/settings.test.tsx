import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import { listSettingsWrites, seedListSettings, storedListSettings } from '../../test/listSettings';
import { PeoplePage, servePeople, TEST_LIST } from './testing';

function signIn() {
  useSession.setState({ token: 'tok', admin: true, roles: ['Admin'], permissions: [], loaded: true });
}

const location = () => screen.getByTestId('location-search').textContent;

describe('list settings on the server', { timeout: 60_000 }, () => {
  it('hides a column at once and saves the choice when the chooser closes', async () => {
    signIn();
    servePeople(3);
    const { user, unmount } = renderPage(<PeoplePage />);
    await screen.findByText('Person 1');
    expect(screen.getByRole('columnheader', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(screen.getByTestId('column-chooser'));
    const options = await screen.findByTestId('column-options');
    expect(within(options).getByRole('checkbox', { name: 'Nickname' })).toBeDisabled();
    await user.click(within(options).getByRole('checkbox', { name: 'Mobile' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(listSettingsWrites).toEqual([]);

    await user.click(screen.getByTestId('column-chooser'));
    await waitFor(() => expect(listSettingsWrites).toEqual([{ path: 'saveColumns', body: { list: TEST_LIST, hiddenColumns: ['mobile'] } }]));
    expect(storedListSettings(TEST_LIST).hiddenColumns).toEqual(['mobile']);

    // Another browser (a fresh page) shows the staff member's choice.
    unmount();
    renderPage(<PeoplePage />);
    await screen.findByText('Person 1');
    expect(screen.queryByRole('columnheader', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toBeInTheDocument();
  });

  it('applies the default view when the list opens without a query, and not otherwise', async () => {
    signIn();
    seedListSettings(TEST_LIST, {
      views: [
        { name: 'Ones', query: 'keyword=Person+1', isDefault: false },
        { name: 'Rich first', query: 'sort=-balance&keyword=Person', isDefault: true },
      ],
    });
    const seen = servePeople(30);
    const { unmount } = renderPage(<PeoplePage />);
    expect(await screen.findByText('Person 30')).toBeInTheDocument();
    // The list waited for the settings: its first request is already the default view's.
    expect(Object.fromEntries(seen[0])).toEqual({ pageNo: '1', pageSize: '20', keyword: 'Person', sort: '-balance' });
    expect(location()).toBe('?keyword=Person&sort=-balance');
    expect(screen.getByTestId('saved-views')).toHaveTextContent('Rich first');
    unmount();

    seen.length = 0;
    renderPage(<PeoplePage />, '/?keyword=Person+2');
    expect(await screen.findByText('Person 2')).toBeInTheDocument();
    expect(seen.map((q) => q.get('keyword'))).toEqual(['Person 2']);
    expect(screen.getByTestId('saved-views')).toHaveTextContent('Views');
  });

  it('applies, saves, renames, makes default and deletes views', async () => {
    signIn();
    seedListSettings(TEST_LIST, { views: [{ name: 'Ones', query: 'keyword=Person+1', isDefault: false }] });
    const seen = servePeople(30);
    const { user } = renderPage(<PeoplePage />, '/?pageNo=2');
    await screen.findByText('Person 21');

    // Apply: the view's filters replace the URL's, from page 1.
    await user.click(screen.getByTestId('saved-views'));
    await user.click(await screen.findByRole('button', { name: 'Apply view Ones' }));
    await waitFor(() => expect(seen.at(-1)?.get('keyword')).toBe('Person 1'));
    expect(seen.at(-1)?.get('pageNo')).toBe('1');
    expect(screen.getByTestId('saved-views')).toHaveTextContent('Ones');

    // Save the current filters and sort as a new default view; a clashing name is refused on the field.
    await user.click(screen.getByRole('columnheader', { name: /Balance/ }));
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('balance'));
    await user.click(screen.getByTestId('saved-views'));
    await user.click(await screen.findByTestId('view-save-as'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Save view')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('view-name'), 'ones');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use when the list opens' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('a view named ones already exists')).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('view-name'));
    await user.type(within(dialog).getByTestId('view-name'), ' Ones by balance ');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listSettingsWrites.at(-1)).toEqual({
      path: 'saveView',
      body: { list: TEST_LIST, name: 'Ones by balance', query: 'keyword=Person+1&sort=balance', isDefault: true },
    });
    expect(storedListSettings(TEST_LIST).views.map((v) => [v.name, v.isDefault])).toEqual([['Ones', false], ['Ones by balance', true]]);

    // Make the other one the default: only one default remains.
    const panel = await screen.findByTestId('views-panel');
    await user.click(within(panel).getByRole('button', { name: 'Make Ones the default view' }));
    await waitFor(() => expect(storedListSettings(TEST_LIST).views.map((v) => v.isDefault)).toEqual([true, false]));

    // Rename keeps the view's query.
    await user.click(within(panel).getByRole('button', { name: 'Rename Ones' }));
    const rename = await screen.findByRole('dialog');
    expect(within(rename).getByText('Rename view')).toBeInTheDocument();
    expect(within(rename).getByTestId('view-name')).toHaveValue('Ones');
    await user.clear(within(rename).getByTestId('view-name'));
    await user.type(within(rename).getByTestId('view-name'), 'Person one');
    await user.click(within(rename).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(storedListSettings(TEST_LIST).views[0]).toMatchObject({ name: 'Person one', query: 'keyword=Person+1', isDefault: true }),
    );

    // Delete asks first.
    const writes = listSettingsWrites.length;
    await user.click(await within(await screen.findByTestId('views-panel')).findByRole('button', { name: 'Delete Person one' }));
    expect(await screen.findByText('Delete the view "Person one"?')).toBeInTheDocument();
    expect(listSettingsWrites).toHaveLength(writes);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(storedListSettings(TEST_LIST).views.map((v) => v.name)).toEqual(['Ones by balance']));
    expect(listSettingsWrites.at(-1)).toEqual({ path: 'destroyView', body: { list: TEST_LIST, id: 1 } });
  });
});
