import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLocationChoices } from '../../../domain/locationChoices';
import { t } from '../../../lib/i18n';
import { showSuccess } from '../../../ui/toasts';
import { useOpenCount } from '../api';

/** "New count": a location of the caller's (any approved one for the administrator), blind or not; opens the count's sheet. */
export default function NewCountDialog({ onClose }: { onClose: () => void }) {
  const locations = useLocationChoices(true);
  const open = useOpenCount();
  const navigate = useNavigate();
  const [locationId, setLocationId] = useState<string | null>(null);
  const [blind, setBlind] = useState(false);
  const [touched, setTouched] = useState(false);

  const start = () => {
    setTouched(true);
    if (!locationId || open.isPending) return;
    open.mutate(
      { locationId, blind },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onClose();
          void navigate(`/count/${result.data._id}`);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={<Text fw={650}>{t('counts.newCount')}</Text>} centered>
      <Stack gap="md">
        <Select
          label={t('counts.location')}
          placeholder={locations.isLoading ? t('domain.loadingLocations') : t('domain.chooseALocation')}
          data={(locations.data ?? []).map((location) => ({ value: location._id, label: location.name }))}
          value={locationId}
          onChange={setLocationId}
          searchable
          required
          error={touched && !locationId ? t('counts.chooseLocation') : undefined}
          comboboxProps={{ withinPortal: true }}
          data-testid="count-location"
        />
        <Switch label={t('counts.blind')} description={t('counts.blindHint')} checked={blind} onChange={(event) => setBlind(event.currentTarget.checked)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={open.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={start} loading={open.isPending}>
            {t('counts.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
