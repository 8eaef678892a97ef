/**
 * Scanning a pack's GS1 code (decision 022), as a keyboard-wedge scanner does it: the code typed into
 * a lot field a few milliseconds a key, the group separator as a character or as Ctrl+], then
 * Enter. The supplier's replenishment row fills its lot and expiry and names the product; a code
 * with a wrong check digit or for another product is refused beside the field, nothing filled; the
 * member receiving an order is warned when the scanned lot is not the one shipped. In English and
 * French, at 1366 and 390 px. The camera's dialog opens and explains that this headless browser
 * has no camera; a browser whose fake camera films a pack's DataMatrix scans it into a row.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Order, Stock } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { api, chromiumPath, launchBrowser, NARROW, openMenu, openPage, resize, seriousViolations, shots, signIn, visible, WIDE } from './support.js';

const AMOX = { name: 'Amoxicillin 500 mg capsules', gtin: '09501101530010' };
const SALB = { name: 'Salbutamol inhaler 100 mcg', gtin: '09501101530027' };
const GS = '\u001d';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Two years ahead, June, day 00 (the month's last day): the code's YYMMDD and the date the row should show. */
const year = new Date().getUTCFullYear() + 2;
const EXPIRY = { code: `${String(year % 100).padStart(2, '0')}0600`, date: `${year}-06-30` };

/** A pack's GS1 DataMatrix as a scanner sends it: prefix, GTIN, expiry, lot, separator, serial. */
const packCode = (gtin: string, lot: string) => `]d201${gtin}17${EXPIRY.code}10${lot}${GS}21SN${lot}`;

/** Types `code` into `field` as a wedge scanner does: a key every 2 ms, then Enter; `ctrlBracket` sends the separator as Ctrl+]. */
async function wedgeScan(page: Page, field: Locator, code: string, { ctrlBracket = false } = {}) {
  await field.click();
  // A scanner's keys as the page receives them (keydown, beforeinput, the character landing, keyup;
  // Ctrl+] for a separator when asked; Enter), dispatched inside the page in one go. A real key's
  // event carries the time the system saw it, so a busy page handles a scan late but at the
  // scanner's pace; these keys are stamped so too (2 ms apart), or a page stalled by a loaded CI
  // machine between two of them would split the scan in two, as no scanner would.
  await field.evaluate(
    (input: HTMLInputElement, { code, ctrlBracket, separator }) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const start = performance.now();
      let keys = 0;
      const stamped = <E extends Event>(event: E, at: number) => Object.defineProperty(event, 'timeStamp', { value: at });
      const keyDown = (init: KeyboardEventInit) => {
        const at = start + 2 * keys++;
        input.dispatchEvent(stamped(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }), at));
        return at;
      };
      for (const char of code) {
        if (char === separator && ctrlBracket) {
          keyDown({ key: ']', code: 'BracketRight', ctrlKey: true });
          continue;
        }
        const at = keyDown({ key: char });
        const typed = stamped(new InputEvent('beforeinput', { inputType: 'insertText', data: char, bubbles: true, cancelable: true }), at);
        if (input.dispatchEvent(typed)) {
          setValue.call(input, input.value + char);
          input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: char, bubbles: true }));
        }
      }
      keyDown({ key: 'Enter' });
    },
    { code, ctrlBracket, separator: GS },
  );
}

/**
 * A video of a pack held up to the camera, as Chromium's fake camera plays it
 * (`--use-file-for-fake-video-capture`): a Y4M file, 640 × 480, of grey paper with the pack's GS1
 * DataMatrix drawn 8 pixels a module, a few frames long (Chromium loops it).
 */
async function packVideo(gs1: string): Promise<string> {
  prepareZXingModule({ overrides: { wasmBinary: readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm')) } });
  const { symbol, error } = await writeBarcode(gs1, { format: 'DataMatrix', options: 'gs1', addQuietZones: false });
  if (error) throw new Error(error);
  const [width, height, scale] = [640, 480, 8];
  const luma = new Uint8Array(width * height).fill(200);
  const left = (width - symbol.width * scale) >> 1;
  const top = (height - symbol.height * scale) >> 1;
  for (let y = 0; y < symbol.height * scale; y++) {
    for (let x = 0; x < symbol.width * scale; x++) {
      luma[(top + y) * width + left + x] = symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)] === 0 ? 30 : 235;
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128); // no colour: U and V at their middle
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rds-camera-')), 'pack.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
  return file;
}

describe.skipIf(!chromiumPath)('scanning a pack into a lot row', () => {
  it('supplier: a wedge scan fills lot and expiry and names the product; a bad code or another product is refused beside the field; English, French, 390 px', async () => {
    /* A replenishment to propose lots for: the member orders 50 units of amoxicillin (as e2e/replenishment.test.ts). */
    const member = await openPage(browser);
    await signIn(member.page, 'member@example.org');
    const { stocks } = await api<{ stocks: Stock[] }>(member.page, 'GET', '/stocks?limit=100&skip=0');
    const amox = stocks.find((stock) => stock.Product.name === AMOX.name)!;
    const lot = [...amox.StockUnits].sort((a, b) => b.availableUnits - a.availableUnits)[0]!;
    await api(member.page, 'POST', `/stock/${amox._id}/order`, { orderUnits: [{ stockUnitId: lot._id, units: 50 }] });

    const supplier = await openPage(browser);
    const s = supplier.page;
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Replenishment Tasks', '/replenishment');
    const task = s
      .getByRole('row')
      .filter({ hasText: AMOX.name })
      .filter({ hasNot: s.getByText('Completed') });
    await task.getByRole('button', { name: 'Replenish' }).click();
    const dialog = s.getByRole('dialog', { name: /Replenish Stock/ });
    const row = (n: number) => ({
      lot: dialog.getByLabel(`Lot number, row ${n}`),
      expiry: dialog.getByLabel(`Expiry, row ${n}`),
      notice: dialog
        .getByTestId('assign-row')
        .nth(n - 1)
        .getByTestId('scan-notice'),
      error: dialog
        .getByTestId('assign-row')
        .nth(n - 1)
        .getByTestId('scan-error'),
    });

    // The separator typed as a character; Enter ends the scan and does not submit the dialog.
    await wedgeScan(s, row(1).lot, packCode(AMOX.gtin, 'AMX-SCAN-01'));
    await wedgeScan(s, row(1).lot, packCode(AMOX.gtin, 'AMX-SCAN-01'));
    await expect.poll(() => row(1).lot.inputValue()).toBe('AMX-SCAN-01');
    expect(await row(1).expiry.inputValue()).toBe(EXPIRY.date);
    await expect.poll(() => row(1).notice.innerText()).toMatch(new RegExp(`^Pack of ${AMOX.name}\\. Filled from the pack: lot AMX-SCAN-01, expiry`));
    expect(await dialog.isVisible()).toBe(true);
    expect(await s.getByRole('alert').filter({ hasText: 'Please fill required fields' }).count()).toBe(0);
    await shots(s, 'scan-row-filled');

    // The separator as Ctrl+], as a scanner in keyboard mode sends it, into a second row.
    await dialog.getByRole('button', { name: 'Add row' }).click();
    await wedgeScan(s, row(2).lot, packCode(AMOX.gtin, 'AMX-SCAN-02'), { ctrlBracket: true });
    await expect.poll(() => row(2).lot.inputValue()).toBe('AMX-SCAN-02');
    expect(await row(2).expiry.inputValue()).toBe(EXPIRY.date);

    // A wrong check digit (…11 for …10), into a third row: refused beside the field, the row as it was.
    await dialog.getByRole('button', { name: 'Add row' }).click();
    await wedgeScan(s, row(3).lot, packCode('09501101530011', 'AMX-BAD'));
    await expect.poll(() => row(3).error.innerText()).toBe('The GTIN in this code has a wrong check digit: scan the pack again');
    expect(await row(3).lot.inputValue()).toBe('');
    expect(await row(3).expiry.inputValue()).toBe('');
    // Another product's pack: refused, naming it.
    await wedgeScan(s, row(3).lot, packCode(SALB.gtin, 'SAL-1'));
    await expect.poll(() => row(3).error.innerText()).toBe(`This pack is ${SALB.name}, not ${AMOX.name}: nothing was filled.`);
    expect(await row(3).lot.inputValue()).toBe('');
    expect(await row(3).expiry.inputValue()).toBe('');
    await shots(s, 'scan-row-refused');

    // The camera's dialog: this browser has none, and it says so.
    await dialog.getByRole('button', { name: 'Scan a pack into row 1' }).click();
    const camera = s.getByRole('dialog', { name: 'Scan a pack' });
    await expect.poll(visible(camera.getByText('No camera was found on this device', { exact: false }))).toBe(true);
    await shots(s, 'scan-camera-absent');
    await s.keyboard.press('Escape');
    await camera.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);

    // At 390 px the rows stack; a scan fills the row there too.
    await resize(s, NARROW);
    await wedgeScan(s, row(3).lot, packCode(AMOX.gtin, 'AMX-PHONE'));
    await expect.poll(() => row(3).lot.inputValue()).toBe('AMX-PHONE');
    expect(await row(3).expiry.inputValue()).toBe(EXPIRY.date);
    expect(await seriousViolations(s)).toEqual([]);
    await resize(s, WIDE);

    // In French: the refusal in French.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await s.getByTestId('language-switch').click();
    await task.getByRole('button', { name: 'Réapprovisionner' }).click();
    const fr = s.getByRole('dialog');
    // Month 13: an impossible date.
    await wedgeScan(s, fr.getByLabel('Numéro de lot, ligne 1'), `]d201${AMOX.gtin}1726134510AMX-FR`);
    await expect.poll(() => fr.getByTestId('scan-error').innerText()).toBe('La date de péremption de ce code n’existe pas : vérifiez l’emballage');
    expect(await fr.getByLabel('Numéro de lot, ligne 1').inputValue()).toBe('');
    await wedgeScan(s, fr.getByLabel('Numéro de lot, ligne 1'), packCode(AMOX.gtin, 'AMX-FR-1'));
    await expect.poll(() => fr.getByLabel('Numéro de lot, ligne 1').inputValue()).toBe('AMX-FR-1');
    await expect.poll(() => fr.getByTestId('scan-notice').innerText()).toMatch(new RegExp(`^Emballage de ${AMOX.name}\\. Rempli depuis l’emballage`));
    await shots(s, 'scan-row-french');
    await fr.getByRole('button', { name: 'Annuler' }).click();
    await fr.waitFor({ state: 'hidden' });
    await s.getByTestId('language-switch').click();
    expect(supplier.problems).toEqual([]);
    expect(member.problems).toEqual([]);
  });

  it("supplier: the camera reads a pack's DataMatrix and fills the row's lot and expiry", async () => {
    // A browser whose camera films the pack: Chromium's fake camera playing a video of it, its
    // permission granted as a person would.
    const video = await packVideo(`(01)${AMOX.gtin}(17)${EXPIRY.code}(10)AMX-CAM-1(21)SN1`);
    const filming = await launchBrowser(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`, '--use-fake-ui-for-media-stream']);
    try {
      const supplier = await openPage(filming);
      const s = supplier.page;
      await s.context().grantPermissions(['camera']);
      await signIn(s, 'supplier@example.org');
      await openMenu(s, 'Replenishment Tasks', '/replenishment');
      await s
        .getByRole('row')
        .filter({ hasText: AMOX.name })
        .filter({ hasNot: s.getByText('Completed') })
        .getByRole('button', { name: 'Replenish' })
        .click();
      const dialog = s.getByRole('dialog', { name: /Replenish Stock/ });
      await dialog.getByRole('button', { name: 'Scan a pack into row 1' }).click();
      // The camera's dialog closes once it has read the pack, and the row shows what it read.
      await expect.poll(() => dialog.getByLabel('Lot number, row 1').inputValue(), { timeout: 20_000 }).toBe('AMX-CAM-1');
      expect(await dialog.getByLabel('Expiry, row 1').inputValue()).toBe(EXPIRY.date);
      await s.getByRole('dialog', { name: 'Scan a pack' }).waitFor({ state: 'hidden' });
      await expect
        .poll(() => dialog.getByTestId('scan-notice').first().innerText())
        .toMatch(new RegExp(`^Pack of ${AMOX.name}\\. Filled from the pack: lot AMX-CAM-1`));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(supplier.problems).toEqual([]);
    } finally {
      await filming.close();
    }
  });

  it('member: confirming receipt, a scanned lot other than the one shipped is a warning, not a block', async () => {
    const member = await openPage(browser);
    const m = member.page;
    await signIn(m, 'member@example.org');
    const { orders } = await api<{ orders: Order[] }>(m, 'GET', '/orders?limit=100&skip=0');
    const shipped = orders.find((order) => order.status === 'PACKAGED' && order.Stock.Product.name === SALB.name)!;
    await m.goto(`/order/${shipped._id}/processed`);
    await m.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = m.getByRole('dialog', { name: 'Confirm receipt?' });
    const field = dialog.getByLabel(/Lot received/);

    await wedgeScan(m, field, packCode(SALB.gtin, 'SAL-OTHER'));
    await expect.poll(() => dialog.getByTestId('scan-notice').innerText()).toMatch(`Lot SAL-OTHER is not the lot shipped (${shipped.lotNumber})`);
    expect(await field.inputValue()).toBe('SAL-OTHER');
    expect(await dialog.getByRole('button', { name: 'Confirm receipt' }).isEnabled()).toBe(true);
    await shots(m, 'scan-receipt-other-lot');

    await field.fill('');
    await wedgeScan(m, field, packCode(SALB.gtin, shipped.lotNumber));
    await expect.poll(() => dialog.getByTestId('scan-notice').innerText()).toMatch(`Lot ${shipped.lotNumber} is the lot shipped.`);
    expect(await seriousViolations(m)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(member.problems).toEqual([]);
  });
});
