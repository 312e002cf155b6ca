import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toaster';

describe('toast', () => {
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
