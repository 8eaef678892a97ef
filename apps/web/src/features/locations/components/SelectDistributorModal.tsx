import { useState } from 'react';
import { Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { showSuccess } from '../../../ui/toasts';
import { useDistributorNames, useSelectDistributors } from '../api';
import { t } from '../../../lib/i18n';

function DistributorPicker({ onDone }: { onDone: () => void }) {
  const names = useDistributorNames(true);
  const select = useSelectDistributors();
  const [chosen, setChosen] = useState<string[]>([]);
  const distributors = names.data ?? [];
  // Distributors it already works with show ticked and fixed; `chosen` holds only the new ones.
  const current = distributors.filter((d) => d.selected).map((d) => d._id);

  const submit = () => {
    // Select does nothing until at least one distributor is chosen.
    if (chosen.length === 0 || select.isPending) return;
    select.mutate(chosen, {
      onSuccess: (result) => {
        showSuccess(result.message || t('locations.distributorsSelected'));
        onDone();
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('locations.chooseTheDistributorsYouWork')}
      </Text>
      {names.isLoading ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={22} />
          ))}
        </Stack>
      ) : distributors.length === 0 ? (
        <EmptyState
          icon={<IconTruck size={26} stroke={1.6} />}
          title={t('locations.noDistributorsYet')}
          description={t('locations.whenTheProgrammeRegistersDistributors')}
        />
      ) : (
        <Checkbox.Group
          label={t('locations.distributors')}
          value={[...current, ...chosen]}
          onChange={(value) => setChosen(value.filter((id) => !current.includes(id)))}
        >
          <ScrollArea.Autosize mah={320} mt="xs" type="auto">
            <Stack gap="sm" py={4}>
              {distributors.map((d) =>
                d.selected ? (
                  <Checkbox key={d._id} value={d._id} label={t('locations.alreadySelected', { name: d.name })} disabled />
                ) : (
                  <Checkbox key={d._id} value={d._id} label={d.name} />
                ),
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          {chosen.length === 0 ? t('locations.chooseAtLeastOneDistributor') : t('locations.distributorsChosen', { count: chosen.length })}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDone} disabled={select.isPending}>
            {t('locations.cancel')}
          </Button>
          <Button onClick={submit} loading={select.isPending} disabled={chosen.length === 0}>
            {t('locations.select')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The supplier's Select Distributor modal: GET supplier/distributor names, POST supplier/distributor {distributorIds}. */
export function SelectDistributorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('locations.selectDistributor')} centered>
      <DistributorPicker onDone={onClose} />
    </Modal>
  );
}
