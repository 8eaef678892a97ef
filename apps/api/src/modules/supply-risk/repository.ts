import type { SupplyRiskQuery } from '@rds/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { allRowsSql, pageSql, productsMatching, type SqlListSource } from '../../platform/paging.js';

/** A product's row of the list: its kept figures (`product_supply`), the product, and for a page's rows its holders and flags. */
export interface SupplyRiskRow {
  product: { _id: string; productId: string; name: string; brand: string; image: string | null; price: string; contractNumber: string; gtin: string | null };
  supplier: { _id: string; name: string };
  units: number;
  heldUnits: number;
  recalledUnits: number;
  usage: number;
  locations: number;
  distributors: number;
  supplierLocations: number;
  redFlags: number;
  yellowFlags: number;
  tier: number;
  daysOfCover: number | null;
  supplyChainId: string | null;
  holders: { _id: string; name: string; distributorId: string | null; distributorName: string | null; units: number }[] | null;
  flags: { _id: string; type: 'MATERIAL_SUPPLIER' | 'MANUFACTURING_FACILITIES' | 'WAREHOUSES'; name: string; flag: 'GREEN' | 'YELLOW' | 'RED' }[] | null;
}

/**
 * Supply-chain risk as a query (not paged), for a page and an export. The order is read from
 * `product_supply` (kept by triggers, db/definitions/product-supply.ts) through its risk index, so a page walks as
 * many index entries as it skips and shows; a search finds its products first (their trigram and
 * prefix indexes) and sorts those. Each page's holders (approved locations holding units no recall
 * froze, and those units, from `stock_totals`) and flagged partners are joined afterwards, for the page's products only.
 */
export function supplyRiskQuery(query: Pick<SupplyRiskQuery, 'search'>): SqlListSource {
  const where: SQL = query.search ? sql`where s.product_id in (${productsMatching(query.search)})` : sql``;
  return {
    // The risk order (contract compareSupplyRisk), as product_supply_risk_idx holds it.
    rows: sql`select s.product_id as product_key, s.units, s.held_units, s.recalled_units, s.usage, s.locations, s.distributors, s.supplier_locations,
                     s.red_flags, s.yellow_flags, s.tier, s.days_of_cover, p.product_id as code, p.name, p.brand, p.image, p.price,
                     p.contract_number, p.gtin, p.supplier_id, su.name as supplier_name
              from product_supply s join products p on p.id = s.product_id join users su on su.id = p.supplier_id
              ${where}
              order by s.tier, s.days_of_cover, s.units, s.product_id`,
    decorate: (page) => sql`with page as materialized (${page})
      select json_build_object('_id', page.product_key, 'productId', page.code, 'name', page.name, 'brand', page.brand, 'image', page.image,
                               'price', page.price::text, 'contractNumber', page.contract_number, 'gtin', page.gtin) as product,
             json_build_object('_id', page.supplier_id, 'name', page.supplier_name) as supplier,
             page.units, page.held_units as "heldUnits", page.recalled_units as "recalledUnits", page.usage::float8 as usage, page.locations, page.distributors,
             page.supplier_locations as "supplierLocations", page.red_flags as "redFlags", page.yellow_flags as "yellowFlags", page.tier,
             page.days_of_cover::float8 as "daysOfCover", c.id as "supplyChainId", h.holders, f.flags
      from page
      left join supply_chains c on c.product_id = page.product_key
      left join (
        select t.product_id,
               json_agg(json_build_object('_id', l.id, 'name', l.name, 'distributorId', l.distributor_id, 'distributorName', d.name,
                                          'units', t.units - t.recalled_units)
                        order by t.units - t.recalled_units desc, l.name, l.id) as holders
        from stock_totals t join locations l on l.id = t.location_id and l.status = 'APPROVED' left join users d on d.id = l.distributor_id
        where t.product_id in (select product_key from page) and t.units > t.recalled_units
        group by 1
      ) h on h.product_id = page.product_key
      left join (
        select fc.product_id,
               json_agg(json_build_object('_id', i.id, 'type', i.type, 'name', i.name, 'flag', i.flag)
                        order by case i.flag when 'RED' then 0 when 'YELLOW' then 1 else 2 end, i.name, i.id) as flags
        from supply_chains fc join supply_chain_items i on i.supply_chain_id = fc.id
        where fc.product_id in (select product_key from page) and i.flag is not null
        group by 1
      ) f on f.product_id = page.product_key
      order by page.tier, page.days_of_cover, page.units, page.product_key`,
    count: query.search
      ? sql`select count(*)::int as total from (${productsMatching(query.search)}) found`
      : sql`select coalesce(sum(n), 0)::int as total from status_totals where name = 'products'`,
  };
}

export function listSupplyRisk(db: Executor, query: SupplyRiskQuery) {
  return pageSql<SupplyRiskRow>(db, supplyRiskQuery(query), query);
}

/** Every row of the list as a page shows them, unpaged: what an export streams. */
export function supplyRiskRows(query: Pick<SupplyRiskQuery, 'search'>): SQL {
  return allRowsSql(supplyRiskQuery(query));
}
