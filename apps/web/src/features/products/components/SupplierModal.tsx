import { Avatar, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin } from '@tabler/icons-react';
import type { Product } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { t } from '../../../lib/i18n';

/** The supplier of a product: picture, name, e-mail and address. */
export function SupplierModal({ supplier, opened, onClose }: { supplier: Product['Supplier'] | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      title={
        <Text fw={650} size="lg">
          {t('products.supplier')}
        </Text>
      }
    >
      {supplier ? (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar src={fileUrl(supplier.profilePic, DEFAULT_AVATAR)} alt={supplier.name} size={72} radius={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={650} size="lg" lh={1.25}>
                {supplier.name}
              </Text>
              <Badge variant="light" radius="sm" w="fit-content">
                {t('products.supplier')}
              </Badge>
            </Stack>
          </Group>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconMail size={18} color="var(--mantine-color-dimmed)" style={{ flex: 'none', marginTop: 2 }} />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('products.email')}
                </Text>
                <Text size="sm" component="a" href={`mailto:${supplier.email}`} c="var(--mantine-primary-color-filled)">
                  {supplier.email}
                </Text>
              </Stack>
            </Group>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconMapPin size={18} color="var(--mantine-color-dimmed)" style={{ flex: 'none', marginTop: 2 }} />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('products.address')}
                </Text>
                <Text size="sm">{supplier.address}</Text>
              </Stack>
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('products.close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
