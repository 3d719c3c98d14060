import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, monthGrid, parseCalendarDate } from '../../../src/ui/DatePicker';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Deadline</label>
      <DatePicker id="d" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the Swedish date picker (spec §1 week from Monday, §9 yyyy-MM-dd)', () => {
  test('the week starts on Monday in the month grid', () => {
    const weeks = monthGrid(new Date(2026, 10, 1));
    expect(weeks[0][0].getDay()).toBe(1);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  test('only real yyyy-MM-dd dates parse', () => {
    expect(parseCalendarDate('2026-11-30')).not.toBeNull();
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('30/11/2026')).toBeNull();
  });

  test('typed as yyyy-MM-dd, in Swedish whatever the browser\'s language', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByLabelText('Deadline'), '2026-12-24');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-24');
    expect(screen.getByLabelText('Deadline')).toHaveAttribute('placeholder', 'åååå-mm-dd');
  });

  test('picked with the keyboard: arrows, Page Down, Enter; Escape closes and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-11-23" />);
    const toggle = screen.getByRole('button', { name: 'Välj datum i kalendern' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'november 2026' });
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['må', 'ti', 'on', 'to', 'fr', 'lö', 'sö']);
    expect(within(dialog).getByRole('button', { name: 'måndag 23 november 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'tisdag 1 december 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('dialog', { name: 'januari 2027' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2027-01-01');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('2027-01-01');
  });
});
