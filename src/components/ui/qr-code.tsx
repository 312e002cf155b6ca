import { QRCodeSVG } from 'qrcode.react';

/** A QR code of `value` on a white quiet zone (scanners need the contrast in dark mode too). */
export function QrCode({
  value,
  label,
  size = 160,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  return (
    <div className="inline-block self-start rounded-lg bg-white p-2">
      <QRCodeSVG value={value} size={size} level="M" role="img" aria-label={label} />
    </div>
  );
}
