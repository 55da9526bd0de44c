import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { AreaNav, navSection } from './area-nav';
import { IconCalendar, IconChart, IconStore } from './icons';

const page = (href: string) => ({ getHref: () => href });

const SECTIONS = [
  navSection('總覽', page('/area'), IconChart, 'read', ['/area/home']),
  navSection('行事曆', page('/area/calendar'), IconCalendar, 'work'),
  navSection('店家', page('/area/shops'), IconStore, 'manage', [
    '/area/shops',
    '/area/shop-settings',
  ]),
];

function renderAt(pathname: string, allowed = (_: string) => true) {
  renderWithTheme(
    <MemoryRouter initialEntries={[pathname]}>
      <AreaNav label="後台選單" testId="nav" sections={SECTIONS} allowed={allowed} />
    </MemoryRouter>,
  );
}

const current = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('AreaNav', () => {
  it('lists only the sections the role is allowed, in order', () => {
    renderAt('/area', (permission) => permission !== 'manage');
    expect(screen.getByRole('navigation', { name: '後台選單' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['總覽', '行事曆']);
  });

  it('marks a section on its page and the pages under it', () => {
    renderAt('/area/calendar/week');
    expect(current().map((link) => link.textContent)).toEqual(['行事曆']);
  });

  it('marks nothing on a path that only starts like a section', () => {
    renderAt('/area/calendars');
    expect(current()).toEqual([]);
  });

  it('marks a section under its named prefixes instead, the area root only on itself', () => {
    renderAt('/area/shop-settings/3');
    expect(current().map((link) => link.textContent)).toEqual(['店家']);
  });

  it('marks the root section on its own page and its named pages only', () => {
    renderAt('/area/home');
    expect(current().map((link) => link.textContent)).toEqual(['總覽']);
  });
});
