import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Text, TextInput, Tooltip, type TextInputProps } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useWedgeScanner } from '../../lib/scan/useWedgeScanner';
import { loadChunk } from '../../lib/timeouts';
import { checkPack, compareToShipped, type ScanNotice, type ScanProduct } from './checkPack';

// The camera's dialog and, through it, the decoder load when Scan is first pressed (decision 012).
const ScanDialog = lazy(loadChunk(() => import('./ScanDialog')));

// Darker than the theme's green.9 and orange.9, which fall short of 4.5:1 for small text.
const TONE_COLOR: Record<ScanNotice['tone'], string> = { success: '#1e6b34', warning: '#8f5100', error: 'red.8' };

export interface ScanLotInputProps extends Omit<TextInputProps, 'rightSection' | 'description'> {
  /** The row's product: a code for another is refused. */
  product: ScanProduct;
  /** A receipt's lot: a scanned lot other than this one is a warning. */
  shippedLot?: string;
  /** The Scan button's accessible name (it names the row). */
  scanLabel: string;
  /** Writes what the pack says into the row. */
  onPack: (fill: { lot?: string; expiry?: string }) => void;
  /** Sets the lot field (to put back what was there before a scanner's refused code). */
  onLotChange: (value: string) => void;
}

/**
 * The lot field of a row, with a Scan button (the device's camera) and an ear for keyboard-wedge
 * scanners typing into it. A GS1 code fills the row (checkPack says what and why not); the result
 * shows under the field, a refusal as the field's error.
 */
export function ScanLotInput({ product, shippedLot, scanLabel, onPack, onLotChange, error, onChange, onBlur, ...inputProps }: ScanLotInputProps) {
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const [scanning, setScanning] = useState(false);

  const accept = async (text: string) => {
    const result = await checkPack(text, product, shippedLot);
    if (result.fill) onPack(result.fill);
    setNotice(result.notice);
  };
  const wedgeRef = useWedgeScanner(({ text, valueBefore }) => {
    // The scanner's raw characters leave the field at once; the pack's lot replaces them if accepted.
    onLotChange(valueBefore);
    void accept(text);
  });

  return (
    <>
      <TextInput
        {...inputProps}
        ref={wedgeRef}
        onChange={(event) => {
          setNotice(null);
          onChange?.(event);
        }}
        onBlur={(event) => {
          // A typed lot is held to the shipped one too, once the person leaves the field.
          const typed = event.currentTarget.value.trim();
          if (shippedLot !== undefined && typed && !notice) setNotice(compareToShipped(typed, shippedLot));
          onBlur?.(event);
        }}
        error={notice?.tone === 'error' ? notice.text : error}
        description={
          notice && notice.tone !== 'error' ? (
            <Text span size="xs" c={TONE_COLOR[notice.tone]} data-testid="scan-notice">
              {notice.text}
            </Text>
          ) : undefined
        }
        descriptionProps={{ 'aria-live': 'polite' }}
        errorProps={{ 'data-testid': 'scan-error' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rightSectionPointerEvents="all"
        rightSection={
          <Tooltip label={scanLabel}>
            <ActionIcon variant="subtle" aria-label={scanLabel} onClick={() => setScanning(true)}>
              <IconScan size={18} />
            </ActionIcon>
          </Tooltip>
        }
      />
      {scanning ? (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setScanning(false)} onCode={(text) => void accept(text)} />
        </Suspense>
      ) : null}
    </>
  );
}
