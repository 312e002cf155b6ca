import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toaster';

describe('toast', () => {
  it('follows the app theme, not the operating system', async () => {
    document.documentElement.classList.add('dark'); // the app chose dark; jsdom's OS is light
    try {
      const { container } = render(<Toaster />);
      toast.info('Dark toast');
      expect(await screen.findByText('Dark toast')).toBeInTheDocument();
      const toaster = () =>
        container.ownerDocument
          .querySelector('[data-sonner-toaster]')!
          .getAttribute('data-sonner-theme');
      expect(toaster()).toBe('dark');
      act(() => document.documentElement.classList.remove('dark'));
      await waitFor(() => expect(toaster()).toBe('light'));
    } finally {
      document.documentElement.classList.remove('dark');
    }
  });

  it('shows a toast fired before the toaster has loaded', async () => {
    render(<Toaster />);
    toast.success('Card frozen');
    expect(await screen.findByText('Card frozen')).toBeInTheDocument();
  });

  it('waits for a toaster mounted again after an unmount', async () => {
    const first = render(<Toaster />);
    toast.info('First');
    expect(await screen.findByText('First')).toBeInTheDocument();
    first.unmount();
    toast.error('Fired while no toaster is mounted');
    render(<Toaster />);
    expect(await screen.findByText('Fired while no toaster is mounted')).toBeInTheDocument();
  });
});
