import type { TAdminMe, TAdminPermission } from '@haoyue/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { AdminContext } from '../lib/admin-context';
import { PermittedAdminPage } from './permitted-page';

const renderPage = (permissions: TAdminPermission[]) =>
  renderWithTheme(
    <AdminContext.Provider value={{ permissions } as TAdminMe}>
      <PermittedAdminPage
        title="回覆設定"
        subtitle="罐頭回覆與自動回覆"
        permission="chat.settings"
        refusal="變更回覆設定"
      >
        <p>設定內容</p>
      </PermittedAdminPage>
    </AdminContext.Provider>,
  );

describe('PermittedAdminPage', () => {
  it('shows its header and what it holds to a role with the permission', () => {
    renderPage(['chat.settings']);
    expect(screen.getByRole('heading', { level: 1, name: '回覆設定' })).toBeInTheDocument();
    expect(screen.getByText('罐頭回覆與自動回覆')).toBeInTheDocument();
    expect(screen.getByText('設定內容')).toBeInTheDocument();
    expect(document.title).toBe('回覆設定｜管理後台｜好約');
  });

  it('tells a role without it that it may not, and shows nothing of the page', () => {
    renderPage(['chat.reply']);
    expect(screen.getByRole('heading', { level: 1, name: '回覆設定' })).toBeInTheDocument();
    expect(screen.getByText('你的角色沒有變更回覆設定的權限。')).toBeInTheDocument();
    expect(screen.queryByText('設定內容')).toBeNull();
  });
});
