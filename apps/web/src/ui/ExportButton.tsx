import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ApiError, download, type CsvPath } from '../lib/api';
import { showError } from './toasts';
import type { ListQueryState } from './useListQuery';
import { t } from '../lib/i18n';

export interface ExportButtonProps {
  /** The list's export, e.g. '/products.csv' (the server answers every row, scoped as the list). */
  path: CsvPath;
  /** The list's search, sort and filter: the export holds the rows the list holds, in its order. */
  list?: Pick<ListQueryState, 'search' | 'sort' | 'filter'>;
  /** What else narrows the list (a horizon of months), sent as it is. */
  query?: Record<string, string | number | undefined>;
  /** The path's parameters, for a record's export (`/recall/{id}/trace.csv`). */
  params?: Record<string, string>;
}

/** Hands a downloaded file to the browser, which saves it under its name. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Export of a list: downloads every row matching its search and sort (not only the page shown) as
 * CSV, with the signed-in user's token. Shows it is working while the file comes; a failure says
 * why and what to do.
 */
export function ExportButton({ path, list, query, params }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const file = await download(path, {
        query: { ...(list ? { search: list.search || undefined, sort: list.sort, filter: list.filter } : {}), ...query },
        path: params,
      });
      save(file.blob, file.filename);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('list.export.unknownError');
      const reason = /[.!?]$/.test(message) ? message : `${message}.`;
      // A refusal (4xx) says what to change; anything else may pass, so trying again is the advice.
      showError(t(error instanceof ApiError && error.isClientError ? 'list.export.failed' : 'list.export.failedTryAgain', { reason }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      loaderProps={{ type: 'dots' }}
      aria-busy={busy}
      onClick={() => void run()}
    >
      {t('list.export.button')}
    </Button>
  );
}
