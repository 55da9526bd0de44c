import { Box, Button, Group, Text } from '@mantine/core';
import { CONSENT_LIMITS } from '@haoyue/contracts';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { padScale } from '../lib/pad-scale';
import { RequiredMark } from './required-mark';
import classes from './signature-pad.module.css';

/** The pad's drawing height in CSS pixels (its width is the column's). */
const PAD_HEIGHT = 180;
const INK = '#111111';
const LINE_WIDTH = 2.5;
// useLayoutEffect warns when rendered on the server; these pages draw in the browser only.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  /** The base of the pad's element ids. */
  id: string;
  label: string;
  description?: string;
  required?: boolean;
  /** The signature as a PNG data URL, or null while unsigned. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
}

/** The canvas as a PNG data URL, scaled down until it fits the API's size limit. */
function exportPng(canvas: HTMLCanvasElement): string {
  let url = canvas.toDataURL('image/png');
  let source = canvas;
  while (url.length > CONSENT_LIMITS.signatureChars && source.width > 200) {
    const smaller = document.createElement('canvas');
    smaller.width = Math.round(source.width / 2);
    smaller.height = Math.round(source.height / 2);
    smaller.getContext('2d')?.drawImage(source, 0, 0, smaller.width, smaller.height);
    source = smaller;
    url = smaller.toDataURL('image/png');
  }
  return url;
}

/**
 * A handwritten signature: draw with a finger, a pen or a mouse (pointer events; the canvas
 * takes no scrolling gestures, `touch-action: none`), sharp on high-density screens, 清除 to
 * start over. Each finished stroke hands the whole pad on as a PNG data URL. The state is read
 * out (「已簽名」／「尚未簽名」); a saved signature (a draft, a response being corrected) is drawn
 * back in.
 */
export function SignaturePad({
  id,
  label,
  description,
  required = false,
  value,
  onChange,
  error,
}: SignaturePadProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The CSS size the canvas was last laid out at, and its scale. */
  const layout = useRef({ width: 0, height: PAD_HEIGHT, scale: 1 });
  const stroke = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  /** The last data URL this pad handed on (so it is not drawn back over itself). */
  const exported = useRef<string | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  /** Wipes the pad and draws `url` (a saved signature) back in, scaled to fit. */
  const paint = useCallback((url: string | null) => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx) return;
    const { width, height, scale } = layout.current;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    if (!url) return;
    const image = new Image();
    image.onload = () => {
      // A newer signature may have been drawn or restored meanwhile.
      if (valueRef.current !== url) return;
      const fit = Math.min(width / image.width, height / image.height);
      const w = image.width * fit;
      const h = image.height * fit;
      ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
    };
    image.src = url;
  }, []);

  // Size the backing store to the column and the screen's density; redraw what was there.
  useIsomorphicLayoutEffect(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const fit = () => {
      const width = Math.max(1, Math.round(wrap.clientWidth));
      if (width === layout.current.width) return;
      const scale = padScale(width, PAD_HEIGHT, window.devicePixelRatio);
      layout.current = { width, height: PAD_HEIGHT, scale };
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(PAD_HEIGHT * scale);
      paint(valueRef.current);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(wrap);
    return () => observer.disconnect();
  }, [paint]);

  // A value from outside (a restored draft, a cleared form) is drawn; our own export is not.
  useEffect(() => {
    if (value === exported.current) return;
    exported.current = value;
    paint(value);
  }, [value, paint]);

  const pointAt = (e: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const ctx = context();
    if (!ctx || stroke.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const { x, y } = pointAt(e);
    stroke.current = { pointerId: e.pointerId, x, y };
    // A tap leaves a dot.
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.arc(x, y, LINE_WIDTH / 2, 0, Math.PI * 2);
    ctx.fill();
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const ctx = context();
    if (!current || current.pointerId !== e.pointerId || !ctx) return;
    e.preventDefault();
    ctx.strokeStyle = INK;
    ctx.lineWidth = LINE_WIDTH;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(current.x, current.y);
    // Every sample the screen took since the last frame, for a smooth line on a fast finger.
    const samples = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length > 0 ? samples : [e.nativeEvent]) {
      const p = pointAt(sample);
      ctx.lineTo(p.x, p.y);
      current.x = p.x;
      current.y = p.y;
    }
    ctx.stroke();
  };

  const endStroke = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!stroke.current || stroke.current.pointerId !== e.pointerId) return;
    stroke.current = null;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const url = exportPng(canvas);
    exported.current = url;
    onChange(url);
  };

  const clear = () => {
    stroke.current = null;
    exported.current = null;
    paint(null);
    onChange(null);
  };

  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const signed = Boolean(value);
  return (
    <div role="group" aria-labelledby={labelId} data-testid="signature-pad" data-signed={signed}>
      <Text component="div" id={labelId} fw={500} size="sm">
        {label}
        {required && <RequiredMark />}
      </Text>
      {description && (
        <Text size="xs" c="dimmed" className={classes.multiline}>
          {description}
        </Text>
      )}
      <Text size="xs" c="dimmed" id={helpId}>
        請用手指或滑鼠在下方框內簽名，寫錯可按「清除」重簽。
      </Text>
      <Box
        ref={wrapRef}
        className={classes.pad}
        data-error={error ? true : undefined}
        mt={6}
        style={{ height: PAD_HEIGHT }}
      >
        <canvas
          ref={canvasRef}
          className={classes.canvas}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={[helpId, statusId, error ? errorId : null].filter(Boolean).join(' ')}
          data-testid="signature-canvas"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onLostPointerCapture={endStroke}
        />
        {!signed && (
          <span className={classes.hint} aria-hidden="true">
            在此簽名
          </span>
        )}
      </Box>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Text
          size="sm"
          id={statusId}
          role="status"
          c={signed ? 'teal.9' : 'dimmed'}
          data-testid="signature-status"
        >
          {signed ? '已簽名' : '尚未簽名'}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          onClick={clear}
          disabled={!signed}
          data-testid="signature-clear"
        >
          清除
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" id={errorId} mt={4} data-testid="consent-item-error">
          {error}
        </Text>
      )}
    </div>
  );
}
