import { PasswordInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';

describe('theme defaults', () => {
  it("names the password field's show/hide button in zh-TW, never Mantine's English", () => {
    renderWithTheme(<PasswordInput label="密碼" />);
    expect(screen.getByRole('button', { name: '顯示或隱藏輸入的字元' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /toggle/i })).toBeNull();
  });
});
