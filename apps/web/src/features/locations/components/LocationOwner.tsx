import { Avatar, Group, Text } from '@mantine/core';
import type { Location } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { t } from '../../../lib/i18n';

/** Who holds a location: its distributor, or the supplier that added it. */
export function ownerOf(location: Location) {
  if (location.Distributor) return { ...location.Distributor, kind: t('userType.distributor') };
  if (location.Supplier) return { ...location.Supplier, kind: t('userType.supplier') };
  return null;
}

/** The owner's picture and name, with what kind of account it is underneath when asked. */
export function LocationOwner({ location, showKind = false }: { location: Location; showKind?: boolean }) {
  const owner = ownerOf(location);
  if (!owner) {
    return (
      <Text size="sm" c="dimmed">
        {t('locations.unknown')}
      </Text>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={fileUrl(owner.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={34} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {owner.name}
        </Text>
        {showKind ? (
          <Text size="xs" c="dimmed">
            {owner.kind}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
