import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { RECALL_ACTIONS, RECALL_CLASSES, today } from '@rds/contract';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/queryKeys';
import { formatDate, formatNumber } from '../../../ui/format';
import { errorMessage } from '../../../ui/LoadError';
import { showSuccess } from '../../../ui/toasts';
import { useCreateRecall, useEditRecall } from '../api';
import type { RecallAction, RecallClass, RecallCreate, RecallDetail } from '../types';
import { recallActionWords } from './RecallParts';

const PRODUCTS_QUERY = '?limit=100&sort=name' as const;

/** The products the caller may recall: the supplier's own, any for the administrator. */
function useProductChoices() {
  return useQuery({
    queryKey: queryKeys.products.list(PRODUCTS_QUERY),
    queryFn: ({ signal }) => api.get('/products', { params: { query: PRODUCTS_QUERY }, signal }).then((r) => r.data),
  });
}

/** The lots of a product members hold now (Total Stock, read by the product's name), to pick from; with their units. */
function useProductLots(product: { _id: string; name: string } | undefined) {
  const queryString = product ? (`?limit=100&search=${encodeURIComponent(product.name)}` as const) : '';
  return useQuery({
    queryKey: queryKeys.stocks.aggregate(queryString),
    queryFn: ({ signal }) => api.get('/stocks/aggregate', { params: { query: queryString }, signal }).then((r) => r.data),
    enabled: !!product,
    select: (page) => {
      const lots = new Map<string, { units: number; expiry: string }>();
      for (const row of page.stocks) {
        if (row.Product._id !== product?._id) continue;
        for (const unit of row.stockUnits) {
          const seen = lots.get(unit.lotNumber);
          lots.set(unit.lotNumber, { units: (seen?.units ?? 0) + unit.assignedUnits, expiry: unit.expiry });
        }
      }
      return [...lots.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([lotNumber, lot]) => ({ lotNumber, ...lot }));
    },
  });
}

interface Values {
  productId: string | null;
  allLots: boolean;
  lotNumbers: string[];
  class: RecallClass;
  action: RecallAction;
  reason: string;
  respondBy: string;
}

function valuesOf(recall: RecallDetail | undefined): Values {
  if (!recall) return { productId: null, allLots: false, lotNumbers: [], class: 'II', action: 'RETURN', reason: '', respondBy: '' };
  return {
    productId: recall.Product._id,
    allLots: !recall.lotNumbers || recall.lotNumbers.length === 0,
    lotNumbers: recall.lotNumbers ?? [],
    class: recall.class,
    action: recall.action,
    reason: recall.reason,
    respondBy: recall.respondBy.slice(0, 10),
  };
}

type Errors = Partial<Record<'productId' | 'lotNumbers' | 'reason' | 'respondBy', string>>;

function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.productId) errors.productId = t('recalls.form.chooseProduct');
  if (!values.allLots && values.lotNumbers.length === 0) errors.lotNumbers = t('recalls.form.chooseLots');
  if (!values.reason.trim()) errors.reason = t('recalls.form.reasonRequired');
  if (!values.respondBy) errors.respondBy = t('recalls.form.respondByRequired');
  else if (values.respondBy < today()) errors.respondBy = t('recalls.form.respondByPast');
  return errors;
}

/**
 * New recall (supplier: its products; administrator: any), or a draft's edit: the product, its lots
 * (picked from those members hold, typed, or every lot), the class, the action, the reason and the
 * date holders must answer by. It is saved as a draft: nothing is frozen until it is activated.
 */
export default function RecallFormDialog({ recall, onClose }: { recall?: RecallDetail; onClose: () => void }) {
  const editing = !!recall;
  const [values, setValues] = useState<Values>(() => valuesOf(recall));
  const [touched, setTouched] = useState(false);
  const [typedLots, setTypedLots] = useState<string[]>([]);
  const products = useProductChoices();
  const product = products.data?.products.find((row) => row._id === values.productId);
  const lots = useProductLots(product ?? (recall ? recall.Product : undefined));
  const create = useCreateRecall();
  const edit = useEditRecall();
  const saving = create.isPending || edit.isPending;
  const failed = create.isError ? create.error : edit.isError ? edit.error : null;
  const navigate = useNavigate();
  const errors = touched ? check(values) : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const lotChoices = useMemo(() => {
    const held = (lots.data ?? []).map((lot) => ({
      value: lot.lotNumber,
      label: t('recalls.form.lotChoice', { lot: lot.lotNumber, units: formatNumber(lot.units), expiry: formatDate(lot.expiry) }),
    }));
    const known = new Set(held.map((choice) => choice.value));
    const extra = [...values.lotNumbers, ...typedLots].filter((lot, index, all) => !known.has(lot) && all.indexOf(lot) === index);
    return [...held, ...extra.map((lot) => ({ value: lot, label: lot }))];
  }, [lots.data, values.lotNumbers, typedLots]);

  const save = () => {
    setTouched(true);
    if (Object.keys(check(values)).length > 0 || saving) return;
    const fields = { class: values.class, action: values.action, reason: values.reason.trim(), respondBy: values.respondBy };
    const done = (result: { message: string; data: { _id: string } }) => {
      showSuccess(result.message);
      onClose();
      if (!editing) void navigate(`/recall/${result.data._id}`);
    };
    // An edit names the version shown, and null lots for every lot; a new recall leaves the lots out for every lot.
    if (recall)
      edit.mutate({ id: recall._id, body: { ...fields, lotNumbers: values.allLots ? null : values.lotNumbers, version: recall.version } }, { onSuccess: done });
    else {
      const body: RecallCreate = { productId: values.productId!, ...fields, ...(values.allLots ? {} : { lotNumbers: values.lotNumbers }) };
      create.mutate(body, { onSuccess: done });
    }
  };

  return (
    <Modal
      opened
      onClose={() => (saving ? undefined : onClose())}
      title={<Text fw={650}>{editing ? t('recalls.form.editTitle') : t('recalls.newRecall')}</Text>}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('recalls.form.intro')}
        </Text>
        <Select
          label={t('recalls.product')}
          placeholder={products.isLoading ? t('recalls.form.loadingProducts') : t('recalls.form.chooseAProduct')}
          data={(products.data?.products ?? []).map((row) => ({ value: row._id, label: `${row.name} (${row.productId})` }))}
          value={values.productId}
          onChange={(value) => setValues((current) => ({ ...current, productId: value, lotNumbers: [] }))}
          searchable
          required
          disabled={editing}
          error={errors.productId}
          comboboxProps={{ withinPortal: true }}
          data-testid="recall-product"
        />
        <Stack gap={6}>
          <Switch
            label={t('recalls.form.allLots')}
            description={t('recalls.form.allLotsHint')}
            checked={values.allLots}
            onChange={(event) => set('allLots', event.currentTarget.checked)}
          />
          {values.allLots ? null : (
            <MultiSelect
              label={t('recalls.lots')}
              description={t('recalls.form.lotsHint')}
              placeholder={values.lotNumbers.length ? undefined : t('recalls.form.lotsPlaceholder')}
              data={lotChoices}
              value={values.lotNumbers}
              onChange={(value) => set('lotNumbers', value)}
              searchable
              // A lot no member holds yet may still be recalled: typing its number and Enter adds it.
              onSearchChange={(search) => {
                const typed = search.trim();
                setTypedLots(typed && !lotChoices.some((choice) => choice.value === typed) ? [typed] : []);
              }}
              nothingFoundMessage={values.productId ? t('recalls.form.noLots') : t('recalls.form.chooseProductFirst')}
              required
              error={errors.lotNumbers}
              comboboxProps={{ withinPortal: true }}
              data-testid="recall-lots"
            />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recall-class-label">
              {t('recalls.classHeader')}
            </Text>
            <SegmentedControl
              aria-labelledby="recall-class-label"
              data={RECALL_CLASSES.map((value) => ({ value, label: t('recalls.classN', { class: value }) }))}
              value={values.class}
              onChange={(value) => set('class', value as RecallClass)}
              color={values.class === 'I' ? 'red.8' : undefined}
            />
            <Text size="xs" c="dimmed">
              {t(`recalls.classHint.${values.class}`)}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recall-action-label">
              {t('recalls.actionHeader')}
            </Text>
            <SegmentedControl
              aria-labelledby="recall-action-label"
              data={RECALL_ACTIONS.map((value) => ({ value, label: recallActionWords(value) }))}
              value={values.action}
              onChange={(value) => set('action', value as RecallAction)}
            />
          </Stack>
        </SimpleGrid>
        <Textarea
          label={t('recalls.reason')}
          placeholder={t('recalls.form.reasonPlaceholder')}
          value={values.reason}
          onChange={(event) => set('reason', event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          required
          error={errors.reason}
        />
        <TextInput
          type="date"
          label={t('recalls.respondBy')}
          description={t('recalls.form.respondByHint')}
          min={today()}
          value={values.respondBy}
          onChange={(event) => set('respondBy', event.currentTarget.value)}
          required
          error={errors.respondBy}
          w={{ base: '100%', sm: 240 }}
        />
        {failed ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="recall-form-error">
            {errorMessage(failed)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={saving}>
            {editing ? t('recalls.form.saveDraft') : t('recalls.form.createDraft')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
