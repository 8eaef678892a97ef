import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { AppShell, Box, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import type { Language } from '@rds/contract';
import { ImpersonationBanner } from '../../features/impersonation';
import { useSaveLanguage } from '../../features/profile/api';
import { applyLanguage, t } from '../../lib/i18n';
import { getImpersonator } from '../../lib/impersonation';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { BrandMark } from '../../ui/BrandMark';
import { PageLoader } from '../../ui/Loading';
import { documentTitle } from '../../ui/useDocumentTitle';
import type { PortalDefinition } from '../portals/types';
import { isMenuItemActive, NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import classes from './PortalLayout.module.css';

/** Fixed header (programme name, user menu) and a side menu; the screen in the middle. */
export function PortalLayout({ portal, children }: { portal: PortalDefinition; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // The document's title follows the menu entry at once; the screen's own PageHeader refines it once shown.
  useLayoutEffect(() => {
    document.title = documentTitle(portal.menu.find((item) => isMenuItemActive(item, pathname))?.label);
  }, [portal.menu, pathname]);
  const saveLanguage = useSaveLanguage();
  // The portal switches at once; the profile keeps the choice for the next sign-in and for the API
  // (not while an administrator acts as someone: that is the other person's profile).
  const changeLanguage = (language: Language) => {
    void applyLanguage(language);
    if (!getImpersonator()) saveLanguage.mutate(language);
  };
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'md', sm: 'xl' }}>
      <AppShell.Header>
        <a href="#main-content" className={classes.skipLink}>
          {t('layout.skipToContent')}
        </a>
        <div className={classes.header}>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
          <Link to={portal.brandTo} className={classes.brand} data-testid="header-brand">
            <BrandMark size={30} />
            <Box className={classes.brandName}>
              <Text fw={700} size="md" lh={1.15}>
                {t('app.name')}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} visibleFrom="xs">
                {t(portal.label)}
              </Text>
            </Box>
          </Link>
          <Group ml="auto" gap="xs" wrap="nowrap">
            <LanguageSwitch onChange={changeLanguage} />
            <UserMenu />
          </Group>
        </div>
      </AppShell.Header>

      {/* One navigation landmark: the menu inside is the named <nav>; this frame is a plain block. */}
      <AppShell.Navbar p="sm" className={classes.navbar} component="div">
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <NavMenu items={portal.menu} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed" px="sm">
            {t('app.programme')}
          </Text>
          <Text size="xs" c="dimmed" px="sm">
            {t('app.support')}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
        <div className={classes.content}>
          <ImpersonationBanner />
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
