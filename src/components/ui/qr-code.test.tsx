import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws the code once its library has loaded, in a box of its size meanwhile', async () => {
    const { container } = render(
      <QrCode value="bc1qexample" label="QR code of the BTC address" size={128} />,
    );
    const svg = await screen.findByRole('img', { name: 'QR code of the BTC address' });
    expect(svg.getAttribute('height')).toBe('128');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('says to copy the address when its code cannot be downloaded', async () => {
    vi.resetModules();
    vi.doMock('qrcode.react', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { QrCode: Offline } = await import('./qr-code');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Offline value="bc1qexample" label="QR code of the BTC address" />);
    expect(
      await screen.findByText('The QR code could not load. Copy the address instead.'),
    ).toBeInTheDocument();
    vi.doUnmock('qrcode.react');
  });
});
