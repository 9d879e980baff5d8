import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList, TabPanel, Tabs } from './tabs.tsx';

function Harness() {
  const [value, setValue] = useState('a');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabList label="Letters" tabs={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, 'c']} />
      <TabPanel value={value}>panel {value}</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves the selection with the arrow keys, Home and End, and labels the panel by its tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeInTheDocument();
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');

    tab('A').focus();
    expect(tab('A')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('B')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('B')).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(tab('c')).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('A')).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('c')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'c' })).toHaveTextContent('panel c');
  });
});
