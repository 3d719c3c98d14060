import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dropdown } from '../../../src/ui/Dropdown';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown open={open} onToggle={() => setOpen(!open)} onClose={() => setOpen(false)} button="Meny">
      <a href="/aktuellt">Aktuellt</a>
    </Dropdown>
  );
}

describe('Dropdown (issue 38: a closed menu renders none of its content)', () => {
  test('closed, the panel is in the page, hidden and empty: no link of the menu is rendered', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Meny' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toBeInTheDocument();
    expect(panel).toHaveAttribute('hidden');
    expect(panel).toBeEmptyDOMElement();
  });

  test('open, the links are there; Escape closes it again, empty, and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    expect(screen.getByRole('link', { name: 'Aktuellt' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Aktuellt', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Meny' })).toHaveFocus();
  });
});
