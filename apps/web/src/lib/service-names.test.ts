import { describe, expect, it } from 'vitest';
import { serviceNamesLabel } from './service-names';

describe('serviceNamesLabel', () => {
  it('writes each service once, with a count when it repeats, in order of first appearance', () => {
    expect(serviceNamesLabel(['洗剪吹', '洗剪吹', '洗剪吹'])).toBe('洗剪吹 ×3');
    expect(serviceNamesLabel(['洗剪吹', '頭皮護理', '洗剪吹'])).toBe('洗剪吹 ×2、頭皮護理');
    expect(serviceNamesLabel(['凝膠美甲'])).toBe('凝膠美甲');
    expect(serviceNamesLabel([])).toBe('—');
  });
});
