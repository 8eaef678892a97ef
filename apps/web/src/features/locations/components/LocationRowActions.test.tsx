import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@rds/contract';
import { portalCatalogue } from '../../../lib/i18n';
import { LocationRowActions } from './LocationRowActions';

const location = (abilities: Location['abilities']) => ({ _id: 'l', name: 'Toronto Central Depot', abilities }) as Location;

function renderActions(abilities: Location['abilities']) {
  render(
    <MantineProvider env="test">
      <LocationRowActions location={location(abilities)} onEdit={() => {}} onDelete={() => {}} />
    </MantineProvider>,
  );
  return {
    edit: screen.queryByRole('button', { name: 'Edit Toronto Central Depot' }),
    delete: screen.queryByRole('button', { name: 'Delete Toronto Central Depot' }),
  };
}

beforeAll(() => portalCatalogue('en'));
afterEach(cleanup);

describe('LocationRowActions', () => {
  it('shows Delete when the location may be deleted', () => {
    const shown = renderActions({ approve: false, deny: false, edit: true, delete: true });
    expect(shown.edit).not.toBeNull();
    expect(shown.delete).not.toBeNull();
  });

  it('hides Delete from a location in use, which may still be edited', () => {
    const shown = renderActions({ approve: false, deny: false, edit: true, delete: false });
    expect(shown.edit).not.toBeNull();
    expect(shown.delete).toBeNull();
  });
});
