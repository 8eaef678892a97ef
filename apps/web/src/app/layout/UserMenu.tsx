import { Avatar, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api';
import { DEFAULT_AVATAR, fileUrl } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import classes from './PortalLayout.module.css';

/** The signed-in user's picture and name, opening a menu with exactly Profile and Logout. */
export function UserMenu() {
  const { user, usertype } = useSession();
  const { logout, pending } = useLogout();
  const name = user?.name || user?.email || t('userMenu.account');
  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal>
      <Menu.Target>
        {/* Its name holds the words it shows (the user's name and portal), as axe's label-content-name-mismatch asks. */}
        <UnstyledButton
          className={classes.userButton}
          aria-label={usertype ? t('userMenu.labelWithType', { name, type: t(`userType.${usertype}`) }) : t('userMenu.label', { name })}
        >
          {/* Decorative: the name is beside it and in the button's name. */}
          <Avatar src={fileUrl(user?.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={34} />
          <Stack gap={0} visibleFrom="sm" style={{ textAlign: 'left' }}>
            <Text size="sm" fw={600} lh={1.25} maw={260} truncate="end">
              {name}
            </Text>
            {/* A space between the two lines' words for whoever reads the text (a flex column draws none). */}{' '}
            {usertype ? (
              <Text size="xs" c="dimmed" lh={1.25}>
                {t(`userType.${usertype}`)}
              </Text>
            ) : null}
          </Stack>
          <IconChevronDown size={16} color="var(--mantine-color-gray-6)" className={classes.userChevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/me" leftSection={<IconUserCircle size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout} disabled={pending}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
