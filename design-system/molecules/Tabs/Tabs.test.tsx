import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Tabs } from './Tabs';

function Example(props: { onValueChange?: (v: string) => void; unmountOnExit?: boolean }) {
  return (
    <Tabs.Root defaultValue="general" {...props}>
      <Tabs.List aria-label="Settings">
        <Tabs.Trigger value="general">General</Tabs.Trigger>
        <Tabs.Trigger value="hours">Hours</Tabs.Trigger>
        <Tabs.Trigger value="fees" disabled>
          Fees
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="general">
        <input aria-label="Store name" />
      </Tabs.Content>
      <Tabs.Content value="hours">Opening hours</Tabs.Content>
      <Tabs.Content value="fees">Fee table</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('is a tab list with the selected tab and its panel', () => {
    renderDs(<Example />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('textbox', { name: 'Store name' }),
    );
    expect(screen.queryByText('Opening hours')).toBeNull();
  });

  it('moves with the arrow keys and reports the value', async () => {
    const onValueChange = vi.fn();
    renderDs(<Example onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Hours' })).toHaveFocus());
    // Selection follows focus in browsers; jsdom's frames do not run Ark's follow-up, so confirm with Enter.
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('hours');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Opening hours'));
  });

  it('keeps a visited panel mounted, so typed text survives', async () => {
    renderDs(<Example />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Store name' }), 'Main');
    await userEvent.click(screen.getByRole('tab', { name: 'Hours' }));
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('textbox', { name: 'Store name' })).toHaveValue('Main');
  });

  it('does not select a disabled tab', async () => {
    renderDs(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Fees' }));
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a row wider than its room says where more tabs lie: its end at first, both edges scrolled in, its start at the end', () => {
    renderDs(<Example />);
    const row = screen.getByRole('tablist', { name: 'Settings' });
    // jsdom lays nothing out: the row is given a phone's room and the tabs' width
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 480 });
    const scrollTo = (left: number) => {
      row.scrollLeft = left;
      fireEvent.scroll(row);
    };
    scrollTo(0);
    expect(row).toHaveAttribute('data-more-end');
    expect(row).not.toHaveAttribute('data-more-start');
    scrollTo(90);
    expect(row).toHaveAttribute('data-more-end');
    expect(row).toHaveAttribute('data-more-start');
    scrollTo(180);
    expect(row).not.toHaveAttribute('data-more-end');
    expect(row).toHaveAttribute('data-more-start');
  });

  it('a row with room for every tab has no hint', () => {
    renderDs(<Example />);
    const row = screen.getByRole('tablist', { name: 'Settings' });
    expect(row).not.toHaveAttribute('data-more-end');
    expect(row).not.toHaveAttribute('data-more-start');
  });
});
