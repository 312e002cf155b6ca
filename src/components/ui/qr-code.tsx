import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { FallbackOnError } from './fallback-on-error';

// qrcode.react (6 KB gzip) loads beside the page, not in its first load (issue #35, decision
// 005): the overview and deposits pages showed it in theirs. The box keeps its size meanwhile.
const QRCodeSVG = lazyPart(() => import('qrcode.react'), 'QRCodeSVG');

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
  const { t } = useLingui();
  const box = { width: size, height: size };
  return (
    <div className="inline-block self-start rounded-lg bg-white p-2">
      <FallbackOnError
        fallback={
          <p style={box} className="flex items-center p-2 text-center text-xs text-slate-700">
            {t`The QR code could not load. Copy the address instead.`}
          </p>
        }
      >
        <Suspense fallback={<div style={box} aria-hidden="true" />}>
          <QRCodeSVG value={value} size={size} level="M" role="img" aria-label={label} />
        </Suspense>
      </FallbackOnError>
    </div>
  );
}
