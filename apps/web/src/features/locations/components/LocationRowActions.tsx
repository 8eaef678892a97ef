import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Location } from '@rds/contract';
import { t } from '../../../lib/i18n';

/** Edit and delete icons of one location row, each as the location's abilities allow. */
export function LocationRowActions({
  location,
  onEdit,
  onDelete,
}: {
  location: Location;
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {location.abilities.edit && (
        <Tooltip label={t('locations.edit')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('locations.edit2', { name: location.name })} onClick={() => onEdit(location)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {location.abilities.delete ? (
        <Tooltip label={t('locations.delete')}>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('locations.delete2', { name: location.name })} onClick={() => onDelete(location)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : location.abilities.edit ? (
        // Its place kept, so that Edit lines up with the rows that may also delete.
        <ActionIcon size="lg" variant="transparent" style={{ visibility: 'hidden' }} aria-hidden tabIndex={-1} />
      ) : null}
    </Group>
  );
}
