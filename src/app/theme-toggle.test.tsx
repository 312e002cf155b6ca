import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { ThemeToggle } from './theme-toggle';

afterEach(() => localStorage.clear());

it('cycles system → light → dark with an icon of the one set, named for a screen reader', async () => {
  render(<ThemeToggle />);
  const toggle = screen.getByRole('button', { name: 'System theme. Change theme' });
  // A lucide icon, not a text glyph that each system draws its own way (#33 item 5).
  expect(toggle.querySelector('svg.lucide-sun-moon')).not.toBeNull();
  expect(toggle.textContent).toBe('System theme. Change theme');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Light theme. Change theme' })).toBe(toggle);
  expect(toggle.querySelector('svg.lucide-sun')).not.toBeNull();
  expect(document.documentElement.classList.contains('dark')).toBe(false);
  await userEvent.click(toggle);
  expect(toggle.querySelector('svg.lucide-moon')).not.toBeNull();
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  expect(localStorage.getItem('vcs.theme')).toBe('dark');
  await userEvent.click(toggle);
  document.documentElement.classList.remove('dark', 'light');
});
