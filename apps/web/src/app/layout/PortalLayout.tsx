import { Suspense, type ReactNode } from 'react';
import { AppShell, Box, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { ImpersonationBanner } from '../../features/impersonation/ImpersonationBanner';
import { BrandMark } from '../../ui/BrandMark';
import { PageLoader } from '../../ui/Loading';
import type { PortalDefinition } from '../portals/types';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import classes from './PortalLayout.module.css';

/** Fixed header (programme name, user menu) and a side menu; the screen in the middle. */
export function PortalLayout({ portal, children }: { portal: PortalDefinition; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'md', sm: 'xl' }}>
      <AppShell.Header>
        <div className={classes.header}>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
          <Link to={portal.brandTo} className={classes.brand} data-testid="header-brand">
            <BrandMark size={30} />
            <Box>
              <Text fw={700} size="md" lh={1.15}>
                Reserve Drug Supply
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} visibleFrom="xs">
                {portal.label}
              </Text>
            </Box>
          </Link>
          <Group ml="auto" gap="sm">
            <UserMenu />
          </Group>
        </div>
      </AppShell.Header>

      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <NavMenu items={portal.menu} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed" px="sm">
            Reserve Drug Supply Programme
          </Text>
          <Text size="xs" c="dimmed" px="sm">
            Support: 1-800-555-0199
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <ImpersonationBanner />
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
