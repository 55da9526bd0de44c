import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an SVG image. The encoder (`qrcode`) is imported on first use, so it
 * stays out of every page's bundle but this one's.
 */
export function MemberQrCode({
  value,
  size = 168,
  label,
}: {
  value: string;
  size?: number;
  label: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(async (qr) => {
      const svg = await qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      alive = false;
    };
  }, [value]);
  if (!src)
    return (
      <Skeleton width={size} height={size} radius="md" role="status" aria-label="QR Code 產生中" />
    );
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={label}
      data-testid="member-card-qr"
      data-value={value}
      style={{ display: 'block', background: '#fff' }}
    />
  );
}
