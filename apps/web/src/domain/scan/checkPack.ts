import { GS1_ERROR_KEYS, parseGs1 } from '@rds/contract';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';
import { formatExpiry } from '../../ui/format';

/** The row's product, as far as a scan needs it. */
export interface ScanProduct {
  name: string;
  /** 14 digits, or null when none is recorded. */
  gtin: string | null;
}

/** What the row shows under its lot field after a scan. */
export interface ScanNotice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

export interface PackCheck {
  /** What to write into the row; absent when the code is refused (nothing is filled). */
  fill?: { lot?: string; expiry?: string };
  notice: ScanNotice;
}

/** The products the viewer may see that carry this GTIN (the list's search matches GTINs). */
async function productNamedBy(gtin: string): Promise<string | null> {
  const page = (await api.get('/products', { params: { query: { search: gtin, limit: 5 } } })).data;
  return page.products.find((product) => product.gtin === gtin)?.name ?? null;
}

/** The active recall naming this lot of the product with this GTIN, or null. */
async function recallOf(gtin: string, lotNumber: string) {
  return (await api.get('/lots/recall', { params: { query: { gtin, lotNumber } } })).data.recall;
}

const sameLot = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** A receipt's lot, typed rather than scanned, against the lot shipped: a warning when it differs. */
export function compareToShipped(lot: string, shippedLot: string): ScanNotice {
  return sameLot(lot, shippedLot)
    ? { tone: 'success', text: t('scan.isShipped', { lot: lot.trim() }) }
    : { tone: 'warning', text: t('scan.notShipped', { lot: lot.trim(), shipped: shippedLot }) };
}

/**
 * Reads a scanned code for a row whose product is fixed, and says what to fill:
 * - not GS1, a wrong check digit, an impossible date: refused with the parser's message;
 * - the GTIN of the row's product: lot and expiry filled;
 * - another product's GTIN: refused, naming that product when the viewer may see it;
 * - the row's product has no GTIN recorded: refused if another product has the code's GTIN;
 *   otherwise filled, with a warning that the product could not be checked (the pharmacist holds
 *   the pack and can tell; refusing would send them back to typing, where the errors are);
 * - a lot an active recall names: refused in red, naming the recall (nothing is filled);
 * - `shippedLot` (a receipt): a lot other than the one shipped is a warning, not a refusal.
 */
export async function checkPack(text: string, product: ScanProduct, shippedLot?: string): Promise<PackCheck> {
  const parsed = parseGs1(text);
  if (!parsed.ok) return { notice: { tone: 'error', text: t(GS1_ERROR_KEYS[parsed.error]) } };
  const { gtin, lot, expiry } = parsed.value;

  const warnings: string[] = [];
  if (product.gtin !== gtin) {
    let other: string | null;
    try {
      other = await productNamedBy(gtin);
    } catch {
      return { notice: { tone: 'error', text: t('scan.couldNotCheck') } };
    }
    if (other) return { notice: { tone: 'error', text: t('scan.otherProduct', { other, product: product.name }) } };
    if (product.gtin) return { notice: { tone: 'error', text: t('scan.notThisProduct', { gtin, product: product.name }) } };
    warnings.push(t('scan.noGtinRecorded', { product: product.name }));
  }
  if (lot) {
    let recall: { recallNumber: number } | null;
    try {
      recall = await recallOf(gtin, lot);
    } catch {
      return { notice: { tone: 'error', text: t('scan.couldNotCheck') } };
    }
    if (recall) return { notice: { tone: 'error', text: t('scan.lotRecalled', { lot, recallNumber: recall.recallNumber }) } };
  }
  if (!lot) warnings.push(t('scan.noLot'));
  if (lot && shippedLot !== undefined && !sameLot(lot, shippedLot)) warnings.push(t('scan.notShipped', { lot, shipped: shippedLot }));

  const read = [lot ? t('scan.lotRead', { lot }) : null, expiry ? t('scan.expiryRead', { expiry: formatExpiry(expiry) }) : null].filter(Boolean).join(', ');
  const filled = t('scan.filled', { read });
  return {
    fill: { lot, expiry },
    notice:
      warnings.length > 0
        ? { tone: 'warning', text: [...warnings, filled].join(' ') }
        : {
            tone: 'success',
            text: [t('scan.packOf', { product: product.name }), filled, shippedLot !== undefined && lot ? t('scan.isShipped', { lot }) : ''].join(' ').trim(),
          },
  };
}
