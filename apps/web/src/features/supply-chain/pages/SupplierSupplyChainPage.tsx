import { useState } from 'react';
import { Box, Paper, Stack } from '@mantine/core';
import { IconSearch, IconTopologyStar3 } from '@tabler/icons-react';
import type { SupplyChainFlag, SupplyChainItem } from '@rds/contract';
import { CountTitle } from '../../../ui/CountTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { PageHeader } from '../../../ui/PageHeader';
import { PaginationBar } from '../../../ui/PaginationBar';
import { SearchSortBar } from '../../../ui/SearchSortBar';
import { showSuccess } from '../../../ui/toasts';
import { useListQuery } from '../../../ui/useListQuery';
import { useSubmitChain, useSupplyChains, useUpdatePartner } from '../api';
import { DeletePartnerModal } from '../components/DeletePartnerModal';
import { PartnerFormModal, type PartnerTarget } from '../components/PartnerFormModal';
import { SupplyChainCard, type SupplyChainCardActions } from '../components/SupplyChainCard';
import { CardSkeleton, type SkeletonLine } from '../../../ui/CardSkeleton';
import { t } from '../../../lib/i18n';

/** The outline of a card while the list loads. */
const cardOutline: SkeletonLine[] = [{ h: 72, w: '50%' }, { h: 140 }];

/** Supplier /supplychain: a card per product with its material suppliers, manufacturing facilities and warehouses. */
export default function SupplierSupplyChainPage() {
  const list = useListQuery();
  const query = useSupplyChains(list.queryString);
  const { data, isLoading, isFetching, isPlaceholderData } = query;
  const [target, setTarget] = useState<PartnerTarget | null>(null);
  const [deleting, setDeleting] = useState<SupplyChainItem | null>(null);
  const flag = useUpdatePartner();
  const submit = useSubmitChain();

  const actions: SupplyChainCardActions = {
    onAdd: (chain, type) => setTarget({ mode: 'add', productId: chain.Product._id, productName: chain.Product.name, type }),
    onEdit: (chain, item) => setTarget({ mode: 'edit', productName: chain.Product.name, item, supplyChainId: chain._id ?? '' }),
    onDelete: setDeleting,
    onFlag: (item: SupplyChainItem, value: SupplyChainFlag | null) =>
      flag.mutate({ itemId: item._id, body: { flag: value } }, { onSuccess: (result) => showSuccess(result.message) }),
    onSubmit: (chain) => {
      if (chain._id) submit.mutate(chain._id, { onSuccess: (result) => showSuccess(result.message) });
    },
    flagging: flag.isPending ? flag.variables?.itemId : null,
    submitting: submit.isPending ? submit.variables : null,
  };

  const chains = data?.supplychain ?? [];

  return (
    <>
      <PageHeader
        title={<CountTitle title={t('supplyChain.supplyChain2')} total={data?.total} noun="product" />}
        description={t('supplyChain.whoMakesAndStoresEach')}
      />
      <SearchSortBar list={list} exportPath="/supplychain.csv" placeholder={t('supplyChain.searchByProductNameId')} />
      <Stack gap="lg" pos="relative" style={{ opacity: isFetching && isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {isLoading ? (
          <>
            <CardSkeleton lines={cardOutline} />
            <CardSkeleton lines={cardOutline} />
          </>
        ) : failedToLoad(query, data) ? (
          <LoadError title={t('loadError.supplyChains')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
        ) : chains.length === 0 ? (
          list.search ? (
            <EmptyState
              withCard
              icon={<IconSearch size={26} stroke={1.6} />}
              title={t('supplyChain.noProductsMatchYourSearch')}
              description={t('supplyChain.nothingMatchesTryOtherWords', { search: list.search })}
            />
          ) : (
            <EmptyState
              withCard
              icon={<IconTopologyStar3 size={26} stroke={1.6} />}
              title={t('supplyChain.noProductsYet')}
              description={t('supplyChain.whenTheProgrammeAddsYour')}
            />
          )
        ) : (
          chains.map((chain) => <SupplyChainCard key={chain.Product._id} chain={chain} actions={actions} />)
        )}
      </Stack>
      <Paper withBorder shadow="xs" mt="lg">
        <Box>
          <PaginationBar
            total={data?.total ?? 0}
            page={list.page}
            pageSize={list.pageSize}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            noun={{ singular: 'product' }}
          />
        </Box>
      </Paper>
      <PartnerFormModal target={target} onClose={() => setTarget(null)} />
      <DeletePartnerModal item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
