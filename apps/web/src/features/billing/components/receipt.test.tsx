import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { RECEIPT } from '../../../lib/billing/test-billing';
import { ReceiptView } from './receipt';

const row = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling;

describe('ReceiptView', () => {
  it('shows number, date, buyer, description and the amount with the tax inside it', () => {
    renderWithTheme(<ReceiptView receipt={RECEIPT} />);
    expect(row('收據號碼')).toHaveTextContent('HY-2026-000123');
    expect(row('開立日期')).toHaveTextContent('2026年12月5日（六）');
    expect(row('統一編號')).toHaveTextContent('12345675');
    expect(row('抬頭')).toHaveTextContent('光點髮藝有限公司');
    expect(row('品項')).toHaveTextContent('標準方案 年繳 · 光點髮藝 信義店');
    expect(row('金額（含稅）')).toHaveTextContent('NT$9,990');
    expect(row('其中營業稅')).toHaveTextContent('NT$475.71');
  });

  it('leaves out the buyer lines when none were given, and the tax line outside Taiwan', () => {
    renderWithTheme(
      <ReceiptView
        receipt={{ ...RECEIPT, buyerTaxId: null, buyerTitle: null, taxAmount: 0, currency: 'SGD' }}
      />,
    );
    expect(screen.queryByRole('rowheader', { name: '統一編號' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '抬頭' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '其中營業稅' })).not.toBeInTheDocument();
  });
});
