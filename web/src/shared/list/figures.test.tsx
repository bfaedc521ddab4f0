import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { figure, isBounded, type Counted } from './figures';
import { ListTabs } from './ListTabs';
import { useLocalList } from './useList';

const capped: Counted = { exact: false, countCap: 1_000 };

describe('list figures', () => {
  it('groups thousands, and reads a figure at the cap as a lower bound', () => {
    expect(figure(12_345)).toBe('12,345');
    expect(figure(1_000, { exact: true })).toBe('1,000');
    expect(figure(999, capped)).toBe('999');
    expect(figure(1_000, capped)).toBe('1,000+');
    expect(figure(0, capped)).toBe('0');
    expect(isBounded(1_000, capped)).toBe(true);
    expect(isBounded(999, capped)).toBe(false);
    expect(isBounded(1_000, { exact: true, countCap: 1_000 })).toBe(false);
    expect(isBounded(1_000, undefined)).toBe(false);
  });
});

const TABS = ['all', 'on', 'off'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = { all: 'All', on: 'On sale', off: 'Off' };

function TabbedList({ answer }: { answer?: Counted & { counts: Record<Tab, number> } }) {
  const list = useLocalList('test.tabs');
  const active = list.oneOf('tab', { on: 'on', off: 'off' }) ?? 'all';
  return (
    <>
      <ListTabs list={list} filter="tab" tabs={TABS} active={active} label={(k) => LABELS[k]} answer={answer} />
      <output data-testid="filters">{JSON.stringify(list.filters)}</output>
    </>
  );
}

describe('list tabs', () => {
  it('shows each tab count, a count at the cap as a lower bound', () => {
    const { rerender } = render(<TabbedList answer={{ ...capped, counts: { all: 1_000, on: 1_000, off: 12 } }} />);
    expect(screen.getByRole('tab', { name: 'All (1,000+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'On sale (1,000+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Off (12)' })).toBeInTheDocument();

    rerender(<TabbedList answer={{ exact: true, counts: { all: 2_468, on: 1_000, off: 1_468 } }} />);
    expect(screen.getByRole('tab', { name: 'All (2,468)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'On sale (1,000)' })).toBeInTheDocument();

    rerender(<TabbedList />);
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
  });

  it('sets its filter, and the first tab clears it', async () => {
    const user = userEvent.setup();
    render(<TabbedList answer={{ exact: true, counts: { all: 3, on: 2, off: 1 } }} />);
    await user.click(screen.getByRole('tab', { name: 'Off (1)' }));
    expect(screen.getByTestId('filters')).toHaveTextContent('{"tab":"off"}');
    expect(screen.getByRole('tab', { name: 'Off (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'All (3)' }));
    expect(screen.getByTestId('filters')).toHaveTextContent('{}');
  });
});
