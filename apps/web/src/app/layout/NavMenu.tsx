import { Badge, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useLiveNotifications, useUnseenCount } from '../../features/notifications/api';
import type { MenuItem } from '../portals/types';
import classes from './PortalLayout.module.css';
import { t } from '../../lib/i18n';

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return (item.match ?? []).some((prefix) => pathname.startsWith(prefix));
}

/** The side menu: the portal's entries in the spec's order, the current one highlighted. */
export function NavMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const hasBadge = items.some((item) => item.badge === 'unseen');
  // One stream per tab: the menu is mounted once per portal page.
  const live = useLiveNotifications(hasBadge);
  const unseen = useUnseenCount(hasBadge, live);
  return (
    <nav aria-label={t('nav.mainMenu')}>
      {items.map((item) => {
        const active = isMenuItemActive(item, pathname);
        const ItemIcon = item.icon;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            className={classes.navLink}
            variant="light"
            leftSection={<ItemIcon size={20} stroke={1.7} />}
            rightSection={
              item.badge === 'unseen' && unseen > 0 ? (
                <Badge size="sm" color="red" variant="filled" circle={unseen < 10} aria-label={t('nav.unseen', { count: unseen })}>
                  {unseen > 99 ? '99+' : unseen}
                </Badge>
              ) : null
            }
          />
        );
      })}
    </nav>
  );
}
