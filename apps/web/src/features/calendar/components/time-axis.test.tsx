import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HourLines, timeAxis } from './day-view';

describe('timeAxis', () => {
  it('spans the window in whole hours and places a time below its start', () => {
    const { height, hours, y } = timeAxis({ start: 540, end: 720 }, 1.2);
    expect(height).toBe(216);
    expect(hours).toEqual([540, 600, 660, 720]);
    expect(y(600)).toBe(72);
  });
});

describe('HourLines', () => {
  it('draws a line on each hour and one on each half hour between them', () => {
    const { hours, y } = timeAxis({ start: 540, end: 660 }, 1);
    const { container } = render(
      <div>
        <HourLines hours={hours} y={y} />
      </div>,
    );
    const tops = Array.from(container.firstElementChild!.children).map(
      (line) => (line as HTMLElement).style.top,
    );
    expect(tops).toEqual(['0px', '60px', '120px', '30px', '90px']);
  });
});
