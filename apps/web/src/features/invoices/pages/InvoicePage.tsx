import { use, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Grid, Group, Image, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice, IconFileOff, IconPrinter } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatCurrency, formatDate, formatNumber, invoiceTotals, TAX_RATE, type Language, type UserType } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { failedToLoad, LoadError } from '../../../ui/LoadError';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useInvoice } from '../api';
import classes from './InvoicePage.module.css';
import { currentLanguage, documentIn, portalCatalogue, t } from '../../../lib/i18n';

/** The programme's fixed contact details, printed at the foot of every invoice. */
const COMPANY = {
  name: 'Reserve Drug Supply Programme',
  street: '155 University Ave',
  city: 'Toronto, ON M5H 3B7',
  phone: '1-800-555-0199',
  email: 'accounts@reservedrugsupply.ca',
} as const;

/** Where the invoice is opened from, per portal. */
const HOME: Partial<Record<UserType, { to: string; label: string }>> = {
  member: { to: '/stockrequests', label: 'nav.stockRequests' },
  supplier: { to: '/parlevel', label: 'nav.parLevels' },
};

const taxRate = `${Math.round(TAX_RATE * 100)}%`;

/** Texts and formats of a document in `language`, fetching its catalogue when the portal has not yet. */
function useDocumentLanguage(language: Language) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const wanted = documentIn(language);
    if (!wanted.ready) void wanted.load().then(() => setLoaded((n) => n + 1));
  }, [language]);
  const doc = documentIn(language);
  return {
    ...doc,
    date: (value: string) => formatDate(value, language),
    money: (value: number) => formatCurrency(value, language),
    number: (value: number) => formatNumber(value, language),
  };
}

function invoiceIdFrom(state: unknown): string | null {
  return state && typeof state === 'object' && 'invoiceId' in state && typeof state.invoiceId === 'string' && state.invoiceId ? state.invoiceId : null;
}

function Label({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }} mb={4}>
      {children}
    </Text>
  );
}

function TotalRow({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" px="sm" py={6} wrap="nowrap" className={strong ? classes.due : undefined}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 600} className="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function Frame({ children, toolbar }: { children: ReactNode; toolbar: ReactNode }) {
  return (
    <div className={classes.page}>
      <div className={classes.frame}>
        <Group justify="space-between" mb="md" className={classes.noPrint}>
          {toolbar}
        </Group>
        {children}
      </div>
    </div>
  );
}

/** /invoice (outside the portal layout): the invoice whose id arrives in navigation state, ready to print. */
export default function InvoicePage() {
  use(portalCatalogue());
  const navigate = useNavigate();
  const location = useLocation();
  const { usertype } = useSession();
  const invoiceId = invoiceIdFrom(location.state);
  useDocumentTitle(t('invoices.invoice'));
  const query = useInvoice(invoiceId);
  const { data: invoice, isError } = query;
  // The invoice itself is in the member's language, whoever reads it; the page around it in the reader's.
  const doc = useDocumentLanguage(invoice?.Member.language ?? currentLanguage());
  const home = (usertype && HOME[usertype]) || { to: '/', label: 'nav.dashboard' };
  // Opened from a list: go back to it; opened afresh (a reload keeps the state): go to the list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(home.to));

  if (invoiceId && failedToLoad(query, invoice)) {
    return (
      <Frame toolbar={null}>
        <Box maw={560} mx="auto" mt={60}>
          <LoadError title={t('loadError.invoice')} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
        </Box>
      </Frame>
    );
  }

  if (!invoiceId || (isError && !invoice)) {
    return (
      <Frame toolbar={null}>
        <Box maw={560} mx="auto" mt={60}>
          <EmptyState
            withCard
            size="lg"
            icon={invoiceId ? <IconFileOff size={34} stroke={1.6} /> : <IconFileInvoice size={34} stroke={1.6} />}
            title={invoiceId ? t('invoices.weCouldNotOpenThis') : t('invoices.noInvoiceChosen')}
            description={
              invoiceId
                ? t('invoices.itMayNotBeYours')
                : t('invoices.invoicesOpenFromTheirRequest', { label: home.to === '/' ? t('invoices.aRequest') : t(home.label) })
            }
            actions={
              <Button component={Link} to={home.to} leftSection={<IconArrowLeft size={16} />}>
                {t('invoices.backTo', { label: t(home.label) })}
              </Button>
            }
          />
        </Box>
      </Frame>
    );
  }

  const totals = invoice ? invoiceTotals(invoice.finalAmount) : null;

  return (
    <Frame
      toolbar={
        <>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
            {t('invoices.back')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!invoice}>
            {t('invoices.print')}
          </Button>
        </>
      }
    >
      <Paper withBorder shadow="sm" radius="lg" className={classes.sheet} component="article" aria-label={t('invoices.invoice')}>
        {!invoice || !totals ? (
          <Stack gap="lg" role="status" aria-label={t('invoices.loadingTheInvoice')}>
            <Skeleton h={72} w="55%" />
            <Skeleton h={90} />
            <Skeleton h={120} />
            <Skeleton h={100} w="40%" ml="auto" />
          </Stack>
        ) : (
          <Stack gap={28}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
              <Group gap="md" align="flex-start" wrap="nowrap">
                <Image
                  src={fileUrl(invoice.Supplier.profilePic, DEFAULT_AVATAR)}
                  fallbackSrc={DEFAULT_AVATAR}
                  alt={doc.t('invoices.logo', { name: invoice.Supplier.name })}
                  w={64}
                  h={64}
                  radius="md"
                  fit="contain"
                  style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
                />
                <Stack gap={2}>
                  <Text fw={700} size="lg">
                    {invoice.Supplier.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {invoice.Supplier.address}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {invoice.Supplier.email} · {invoice.Supplier.phone}
                  </Text>
                </Stack>
              </Group>
              <Stack gap={6} align="flex-end">
                <Title order={1} fz={30} fw={800} c="var(--mantine-primary-color-filled)" style={{ letterSpacing: '0.08em' }}>
                  {doc.t('invoices.heading')}
                </Title>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {doc.t('invoices.invoiceNo')}
                  </Text>
                  <Text size="sm" fw={700} className="tabular-nums" data-testid="invoice-number">
                    {invoice.invoiceId}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {doc.t('invoices.date')}
                  </Text>
                  <Text size="sm" fw={600} data-testid="invoice-date">
                    {doc.date(invoice.createdAt)}
                  </Text>
                </Group>
              </Stack>
            </Group>

            <hr className={classes.rule} />

            <Grid gap="lg">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Label>{doc.t('invoices.billTo')}</Label>
                <Text fw={700}>{invoice.Member.name}</Text>
                <Text size="sm">{invoice.Member.email}</Text>
                <Text size="sm" c="dimmed" mt={6}>
                  {doc.t('invoices.shipTo')}
                </Text>
                <Text size="sm">{invoice.Member.address}</Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Label>{doc.t('invoices.balanceDue')}</Label>
                <Text fz={28} fw={800} className="tabular-nums">
                  {doc.money(totals.balanceDue)}
                </Text>
                <Text size="sm" c="dimmed">
                  {doc.t('invoices.canadianDollarsTaxIncluded')}
                </Text>
              </Grid.Col>
            </Grid>

            <Table className={classes.lineTable} verticalSpacing="sm" horizontalSpacing="md" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{doc.t('invoices.product')}</Table.Th>
                  <Table.Th ta="right" w={120}>
                    {doc.t('invoices.units')}
                  </Table.Th>
                  <Table.Th ta="right" w={140}>
                    {doc.t('invoices.unitPrice')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {invoice.Product.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {doc.t('invoices.productId', { id: invoice.Product.productId })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className="tabular-nums" data-testid="invoice-units">
                    {doc.number(invoice.units)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular-nums">
                    {doc.money(invoice.Product.price)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>

            <Stack gap={2} className={classes.totals}>
              <TotalRow label={doc.t('invoices.subtotal')} value={doc.money(totals.subtotal)} testId="invoice-subtotal" />
              <TotalRow label={doc.t('invoices.taxRate')} value={taxRate} testId="invoice-tax-rate" />
              <TotalRow label={doc.t('invoices.totalTax')} value={doc.money(totals.tax)} testId="invoice-tax" />
              <TotalRow label={doc.t('invoices.balanceDue')} value={doc.money(totals.balanceDue)} strong testId="invoice-balance-due" />
            </Stack>

            <Box pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Text size="sm" fw={700}>
                {COMPANY.name}
              </Text>
              <Text size="xs" c="dimmed">
                {COMPANY.street}, {COMPANY.city} · {COMPANY.phone} · {COMPANY.email}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {doc.t('invoices.questionsAboutThisInvoiceCall', { phone: COMPANY.phone, email: COMPANY.email, invoiceId: invoice.invoiceId })}
              </Text>
            </Box>
          </Stack>
        )}
      </Paper>
    </Frame>
  );
}
