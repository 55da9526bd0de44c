import { Container, Group } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { parseSearchFilters } from '../features/catalogue/lib/search-filters';
import { LocationMenu } from '../features/catalogue/components/location-menu';
import { toSearchLocation, type LocationState } from '../lib/location-store';
import { Logo } from '../ui/logo';
import classes from './main-layout.module.css';
import { paths } from '../config/paths';
import { UserMenuSlot } from './user-menu-slot';

/** Sticky header: logo, location menu and the user menu (or the sign-in button). */
export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();

  // On the search page a new location is a new search: rewrite its URL so it stays shareable.
  const onLocationChange = (next: LocationState) => {
    if (location.pathname !== paths.search.path) return;
    const filters = parseSearchFilters(new URLSearchParams(location.search));
    navigate(paths.search.getHref({ ...filters, ...toSearchLocation(next), page: 1 }));
  };

  return (
    <header className={classes.header}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} className={classes.headerInner}>
        <Link to={paths.home.getHref()} className={classes.logoLink} aria-label="好約首頁">
          <Logo />
        </Link>
        <Group gap="xs" wrap="nowrap">
          <LocationMenu onChange={onLocationChange} />
          <UserMenuSlot />
        </Group>
      </Container>
    </header>
  );
}
