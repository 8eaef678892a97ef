import { Box, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice, IconHome } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../ui/EmptyState';

/** /invoice, outside the portal layout; the invoice id arrives in navigation state. Built by the invoices work. */
export default function InvoicePage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const invoiceId =
    state && typeof state === 'object' && 'invoiceId' in state && typeof state.invoiceId === 'string' ? state.invoiceId : null;
  return (
    <Box mih="100vh" bg="gray.0" p="xl" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box w="100%" maw={560}>
        <EmptyState
          withCard
          size="lg"
          icon={<IconFileInvoice size={34} stroke={1.6} />}
          title={invoiceId ? `Invoice ${invoiceId}` : 'Invoice'}
          description="This screen arrives with the invoices work."
          actions={
            <Group gap="sm" justify="center">
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
                Back
              </Button>
              <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
                Dashboard
              </Button>
            </Group>
          }
        />
      </Box>
    </Box>
  );
}
