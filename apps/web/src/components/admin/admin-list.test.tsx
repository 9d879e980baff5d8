import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { DataTable, type Column } from './data-table.tsx';
import { FilterChips } from './filter-chips.tsx';
import { formatCount, rangeLabel } from './format-count.ts';
import { Pager } from './pager.tsx';
import { SearchBox } from './search-box.tsx';
import { useListParams } from './use-list-params.ts';
import { stubMediaQueries } from '../../test/fixtures.ts';

describe('counts', () => {
  it('groups digits the Indian way and says which rows are shown', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(rangeLabel(0, 20, 1234)).toBe('1–20 of 1,234');
    expect(rangeLabel(1220, 14, 1234)).toBe('1,221–1,234 of 1,234');
    expect(rangeLabel(0, 0, 0)).toBe('0 of 0');
    expect(rangeLabel(100, 100, undefined)).toBe('101–200');
  });
});

describe('Pager', () => {
  it('pages forwards and back, stops at the ends, and keeps the first row in view on a new page size', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pager id="p" offset={0} limit={20} shown={20} total={45} pageSizes={[10, 20, 30]} onChange={onChange} />);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 20, limit: 20 });

    rerender(<Pager id="p" offset={40} limit={20} shown={5} total={45} pageSizes={[10, 20, 30]} onChange={onChange} />);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 20, limit: 20 });

    await user.selectOptions(screen.getByLabelText('Rows per page'), '30');
    expect(onChange).toHaveBeenLastCalledWith({ offset: 30, limit: 30 });
    expect(within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30']);
  });

  it('says a count the server stopped at as "1,000+", and pages on past it while pages are full', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const props = { id: 'p', limit: 10, total: 1000, totalCapped: true, pageSizes: [10, 20, 30], onChange };
    const { rerender } = render(<Pager {...props} offset={0} shown={10} />);
    expect(screen.getByText('1–10 of 1,000+')).toBeInTheDocument();
    rerender(<Pager {...props} offset={990} shown={10} />);
    expect(screen.getByText('991–1,000 of 1,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ offset: 1000, limit: 10 });
    rerender(<Pager {...props} offset={1000} shown={4} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  // One rule for every admin list: nothing to page through, no pager (the list's empty state speaks);
  // any rows at all, the pager with its count and page size, even on a single page.
  it('shows itself whenever the list has rows, and not for an empty list', () => {
    const props = { id: 'p', offset: 0, limit: 20, pageSizes: [10, 20, 30], onChange: () => {} };
    const { rerender } = render(<Pager {...props} shown={3} total={3} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–3 of 3');
    rerender(<Pager {...props} shown={0} total={0} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    rerender(<Pager {...props} shown={0} hasMore={false} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });
});

describe('SearchBox', () => {
  it('sends one search after a pause in typing, at once on Enter, and empty on Clear', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      render(<SearchBox id="s" label="Search members" value="" onChange={onChange} />);
      const box = screen.getByRole('searchbox', { name: 'Search members' });
      for (const text of ['9', '98', '987']) fireEvent.change(box, { target: { value: text } });
      expect(onChange).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(300));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('987');

      fireEvent.change(box, { target: { value: 'asha ' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(onChange).toHaveBeenLastCalledWith('asha');
      act(() => void vi.advanceTimersByTime(300));
      expect(onChange).toHaveBeenCalledTimes(2);

      fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(onChange).toHaveBeenLastCalledWith('');
      expect(box).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('FilterChips', () => {
  it('marks the filter in force and changes it', async () => {
    const onChange = vi.fn();
    render(
      <FilterChips label="Status" options={[{ value: '', label: 'All' }, { value: 'active', label: 'Active' }]} value="active" onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

interface Row {
  id: string;
  name: string;
  email: string;
}
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (r) => r.name },
  { key: 'email', header: 'E-mail', cell: (r) => r.email },
  { key: 'act', header: 'Actions', actions: true, cell: (r) => <button type="button">Open {r.name}</button> },
];
const ROWS: Row[] = [{ id: '1', name: 'Asha', email: 'asha@example.com' }];

function setPhone(phone: boolean) {
  stubMediaQueries(phone);
}

describe('DataTable', () => {
  it('is a table on a wide screen', () => {
    setPhone(false);
    render(<DataTable caption="Members" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} empty="None" />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByRole('rowheader', { name: 'Asha' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
  });

  it('is a stack of cards on a phone, each value labelled', () => {
    setPhone(true);
    render(<DataTable caption="Members" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} empty="None" />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Members' })).getByRole('listitem');
    expect(within(card).getByRole('term')).toHaveTextContent('E-mail');
    expect(within(card).getByRole('definition')).toHaveTextContent('asha@example.com');
    expect(within(card).getByRole('button', { name: 'Open Asha' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', () => {
    render(<DataTable caption="Members" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} empty="No members match" />);
    expect(screen.getByText('No members match')).toBeInTheDocument();
  });
});

describe('useListParams', () => {
  function Probe() {
    const list = useListParams({ pageSizes: [10, 20, 30], defaultLimit: 10, filters: ['status', 'plan'] as const });
    const location = useLocation();
    return (
      <div>
        <output data-testid="api">{list.apiParams.toString()}</output>
        <output data-testid="url">{location.search}</output>
        <button type="button" onClick={() => list.setPage({ offset: 20, limit: 20 })}>page</button>
        <button type="button" onClick={() => list.setFilter('status', 'expired')}>filter</button>
        <button type="button" onClick={() => list.setQuery('asha')}>search</button>
      </div>
    );
  }

  it('keeps the page, search and filters in the URL; a new search or filter starts at the first page', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: ['/list?limit=999&plan=Yearly'] });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    // A page size the list does not offer falls back to its default.
    expect(screen.getByTestId('api')).toHaveTextContent('offset=0&limit=10&plan=Yearly');
    await user.click(screen.getByRole('button', { name: 'page' }));
    expect(screen.getByTestId('api')).toHaveTextContent('offset=20&limit=20&plan=Yearly');
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByTestId('api')).toHaveTextContent('offset=0&limit=20&status=expired&plan=Yearly');
    await user.click(screen.getByRole('button', { name: 'page' }));
    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByTestId('api')).toHaveTextContent('offset=0&limit=20&q=asha&status=expired&plan=Yearly');
    expect(screen.getByTestId('url').textContent).toContain('q=asha');
  });
});

describe('Pager label', () => {
  it('names its navigation "Pages" unless the page gives each list its own name', () => {
    const props = { offset: 0, limit: 10, shown: 3, total: 3, pageSizes: [10, 20], onChange: () => {} };
    const { unmount } = render(<Pager id="a" {...props} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    unmount();
    render(<><Pager id="b" label="All Leads pages" {...props} /><Pager id="c" label="Free Content Requestors pages" {...props} /></>);
    expect(screen.getByRole('navigation', { name: 'All Leads pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Free Content Requestors pages' })).toBeInTheDocument();
  });
});
