/**
 * Locations and supply chain through the real portal. A supplier adds a warehouse to a product,
 * flags it RED and submits the supply chain (the product goes pending for approval), then works on
 * its locations (select a distributor, add, edit, delete). A distributor adds a location (the
 * postal code is checked on the form); the administrator reviews and approves it, and approves the
 * supply chain from its notification; the distributor sees the location active and is notified.
 * The two journeys run in order: the second decides on what the first submitted.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchBrowser, openMenu, openPage, shot, signIn, visible } from './support.js';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!chromiumPath)('locations and supply chain', () => {
  it('supplier: a RED-flagged warehouse, the chain submitted; locations selected, added, edited, deleted', async () => {
    const product = 'Epinephrine auto-injector 0.3 mg';
    // The journey after this one has the administrator approve what is submitted here.
    const warehouse = `Dartmouth Cold Store ${String(Date.now()).slice(-5)}`;

    const supplier = await openPage(browser);
    const s = supplier.page;
    await signIn(s, 'supplier@example.org');
    await openMenu(s, 'Supply Chain', '/supplychain');
    const card = s.getByTestId('supply-chain-card').filter({ hasText: product });
    await expect.poll(visible(card)).toBe(true);
    expect(await card.getByTestId('product-status').textContent()).toBe('Active');
    expect(await card.getByRole('button', { name: 'Submit for approval' }).count()).toBe(0);

    // A partner needs a name and a full address.
    await card.getByRole('button', { name: 'Add to Warehouses / Distribution Centres' }).click();
    const form = s.getByRole('dialog', { name: 'Add warehouse' });
    await form.getByLabel('Name').fill(warehouse);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(visible(s.getByText('Please fill required fields'))).toBe(true);
    await form.getByLabel('Address line 1').fill('20 Wright Ave');
    await form.getByLabel('Address line 2').fill('Dartmouth, NS');
    await form.getByLabel('Postal code').fill('B3B 1G6');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    const partner = card.getByRole('region', { name: 'Warehouses / Distribution Centres' }).getByTestId('partner').filter({ hasText: warehouse });
    await expect.poll(() => partner.getByTestId('flag-badge').textContent()).toBe('No flag');
    await partner.getByRole('button', { name: /^Flag of/ }).click();
    await s.getByRole('menuitem', { name: 'RED' }).click();
    await expect.poll(() => partner.getByTestId('flag-badge').textContent()).toBe('RED');
    await shot(s, 'supply-chain-flagged-red');

    await card.getByRole('button', { name: 'Submit for approval' }).click();
    await expect.poll(() => card.getByTestId('product-status').textContent()).toBe('Pending for Approval');
    await expect.poll(() => card.getByTestId('chain-status').textContent()).toBe('Pending for Approval');
    expect(await card.getByRole('button', { name: 'Submit for approval' }).count()).toBe(0);
    await shot(s, 'supply-chain-submitted');

    // The chain's own page shows the same, with the RED partner called out.
    await card.getByRole('link', { name: 'Details' }).click();
    await s.waitForURL(/\/supplychain\/[0-9a-f-]{36}$/);
    await expect.poll(visible(s.getByText('1 partner flagged RED'))).toBe(true);
    await expect.poll(visible(s.getByRole('heading', { name: product }))).toBe(true);
    await shot(s, 'supply-chain-detail');
    expect(supplier.problems).toEqual([]);

    // Its locations: its own and its distributors'; only its own can be edited or deleted.
    await openMenu(s, 'Locations', '/location');
    const theirs = s.getByRole('row').filter({ hasText: 'Toronto Central Depot' });
    await expect.poll(visible(theirs.getByText('TransCanada Medical Logistics'))).toBe(true);
    expect(await theirs.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

    await s.getByRole('button', { name: 'Select Distributor' }).click();
    const picker = s.getByRole('dialog', { name: 'Select Distributor' });
    // The distributor it already works with is shown ticked; a new one can be chosen.
    const current = picker.getByRole('checkbox', { name: 'TransCanada Medical Logistics (already selected)' });
    await expect.poll(visible(current)).toBe(true);
    expect(await current.isChecked()).toBe(true);
    expect(await current.isDisabled()).toBe(true);
    expect(await picker.getByRole('button', { name: 'Select', exact: true }).isDisabled()).toBe(true);
    await picker.getByRole('checkbox', { name: 'Prairie Medical Distribution' }).check();
    await shot(s, 'locations-supplier-select-distributor');
    await picker.getByRole('button', { name: 'Select', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    // Its new distributor's locations join the list.
    await expect.poll(visible(s.getByRole('row').filter({ hasText: 'Winnipeg Distribution Centre' }))).toBe(true);

    const own = `Laval Returns Dock ${String(Date.now()).slice(-5)}`;
    await s.getByRole('button', { name: 'Add Location' }).click();
    const add = s.getByRole('dialog', { name: 'Add Location' });
    // Every dialog's close button is named, by the theme (app/Providers.tsx).
    await expect.poll(visible(add.getByRole('button', { name: 'Close dialog' }))).toBe(true);
    await add.getByLabel('Location name').fill(own);
    await add.getByLabel('Address line 1').fill('3035 Boul Le Carrefour');
    await add.getByLabel('Address line 2').fill('Laval, QC');
    await add.getByLabel('Postal code').fill('H7T 1C8');
    await add.getByRole('button', { name: 'Add Location' }).click();
    await add.waitFor({ state: 'hidden' });
    const mine = s.getByRole('row').filter({ hasText: own });
    await expect.poll(visible(mine.getByText('Northfield Pharmaceuticals Inc.'))).toBe(true);
    await expect.poll(visible(mine.getByText('Waiting for Approval'))).toBe(true);
    await shot(s, 'locations-supplier');

    // The edit form refuses a blank required field with the toast, then saves.
    await mine.getByRole('button', { name: `Edit ${own}` }).click();
    const edit = s.getByRole('dialog', { name: 'Edit Location' });
    await edit.getByLabel('Address line 1').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(visible(s.getByRole('alert').filter({ hasText: 'Please fill required fields' }))).toBe(true);
    await edit.getByLabel('Address line 1').fill('3035 Boul Le Carrefour');
    await edit.getByLabel('Comment').fill('Returns only');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(visible(mine.getByText('Returns only'))).toBe(true);

    // Delete asks first.
    await mine.getByRole('button', { name: `Delete ${own}` }).click();
    const confirm = s.getByRole('dialog', { name: 'Delete Location' });
    await expect.poll(visible(confirm.getByText('This cannot be undone.', { exact: false }))).toBe(true);
    await shot(s, 'locations-supplier-delete');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => s.getByRole('row').filter({ hasText: own }).count()).toBe(0);
    expect(supplier.problems).toEqual([]);
  });

  it('distributor location: Waiting for Approval, approved by the administrator, then Active and notified', async () => {
    const suffix = String(Date.now()).slice(-5);
    const name = `Halifax Harbour Depot ${suffix}`;

    // The distributor adds a location; the form refuses a postal code that cannot be Canadian.
    const distributor = await openPage(browser);
    const d = distributor.page;
    await signIn(d, 'distributor@example.org');
    await openMenu(d, 'Locations', '/location');
    await expect.poll(visible(d.getByRole('row').filter({ hasText: 'Toronto Central Depot' }))).toBe(true);

    await d.getByRole('button', { name: 'Add Location' }).click();
    const form = d.getByRole('dialog', { name: 'Add Location' });
    await form.getByRole('button', { name: 'Add Location' }).click();
    for (const message of ['Location name required', 'Address line 1 required', 'Address line 2 required', 'Postal Code required']) {
      await expect.poll(visible(form.getByText(message, { exact: true }))).toBe(true);
    }
    await form.getByLabel('Location name').fill(name);
    await form.getByLabel('Address line 1').fill('1675 Lower Water St');
    await form.getByLabel('Address line 2').fill('Halifax, NS');
    await form.getByLabel('Postal code').fill('D1A 1A1');
    await form.getByLabel('Comment').fill('Cold chain and loading dock');
    await form.getByRole('button', { name: 'Add Location' }).click();
    await expect.poll(visible(form.getByText('Invalid Postal Code', { exact: true }))).toBe(true);
    expect(await form.getByText('Location name required').count()).toBe(0);
    await shot(d, 'locations-distributor-invalid-postal-code');

    await form.getByLabel('Postal code').fill('b3j 1s9');
    await form.getByRole('button', { name: 'Add Location' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = d.getByRole('row').filter({ hasText: name });
    await expect.poll(visible(row.getByText('Waiting for Approval'))).toBe(true);
    await expect.poll(visible(row.getByText('B3J 1S9'))).toBe(true);
    await shot(d, 'locations-distributor-waiting');
    expect(distributor.problems).toEqual([]);

    // The administrator, in a browser context of its own, reviews the location and approves it.
    const admin = await openPage(browser);
    const a = admin.page;
    await signIn(a, 'healthpro@example.org');
    await openMenu(a, 'Locations', '/locations');
    const adminRow = a.getByRole('row').filter({ hasText: name });
    await expect.poll(visible(adminRow.getByText('Waiting for Approval'))).toBe(true);
    await expect.poll(visible(adminRow.getByText('TransCanada Medical Logistics'))).toBe(true);
    await shot(a, 'locations-admin-list');
    await adminRow.getByRole('link', { name: `Review ${name}` }).click();
    await a.waitForURL(/\/location\/[0-9a-f-]{36}$/);
    await expect.poll(visible(a.getByRole('heading', { name }))).toBe(true);
    await expect.poll(() => a.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    await shot(a, 'locations-admin-review');
    await a.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(a.getByText('This location is active and can hold stock.'))).toBe(true);
    expect(await a.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    expect(await a.getByRole('button', { name: 'Deny' }).isDisabled()).toBe(true);
    await shot(a, 'locations-admin-approved');

    // The supply chain the supplier submitted (the test before) reaches the administrator too.
    await openMenu(a, 'Notifications', '/notifications');
    await a.getByTestId('notification-card').filter({ hasText: 'submitted the supply chain of Epinephrine' }).click();
    await a.waitForURL(/\/supplychain\/[0-9a-f-]{36}$/);
    await expect.poll(visible(a.getByText('1 partner flagged RED'))).toBe(true);
    await expect.poll(() => a.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    await shot(a, 'supply-chain-admin-review');
    await a.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(visible(a.getByText('The supply chain is approved and the product is active.'))).toBe(true);
    await expect.poll(() => a.getByTestId('product-status').textContent()).toBe('Active');
    expect(admin.problems).toEqual([]);

    // The distributor reloads: the location is active, and the approval is in its notifications.
    await d.reload();
    await d.waitForLoadState('networkidle');
    await expect.poll(visible(d.getByRole('row').filter({ hasText: name }).getByText('Active', { exact: true }))).toBe(true);
    await shot(d, 'locations-distributor-active');
    await openMenu(d, 'Notifications', '/notifications');
    const card = d.getByTestId('notification-card').filter({ hasText: `${name} is approved and can hold stock` });
    await expect.poll(visible(card)).toBe(true);
    await expect.poll(visible(card.getByText('Location approved'))).toBe(true);
    await shot(d, 'locations-distributor-notification');
    expect(distributor.problems).toEqual([]);
  });
});
