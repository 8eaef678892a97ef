/**
 * `npm run ledger:check`: reconciles every lot and stock with the stock ledger, on the database the
 * portal uses (DATABASE_URL, else the embedded one under DATA_DIR; stop the portal first, since the
 * embedded database allows one process). Prints what does not balance and exits 1; exits 0 when
 * the books balance.
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { balances, reconcile } from './modules/stock/ledger.js';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2, statementTimeoutMs: 0 });
  try {
    const found = await reconcile(handle.db);
    if (balances(found)) {
      console.log(
        'The stock ledger balances: every lot equals the sum of its ledger rows, and every stock the sum of its lots; every kept total equals a fresh count.',
      );
      return 0;
    }
    for (const lot of found.lots) {
      console.log(`lot ${lot.lotNumber} (${lot.id}, stock ${lot.stockId}): holds ${lot.units} units, its ledger sums to ${lot.ledger}`);
    }
    for (const stock of found.stocks) console.log(`stock ${stock.id}: on hand ${stock.onHand} units, its lots hold ${stock.lots}`);
    for (const row of found.misfiled) console.log(`ledger row ${row.id}: names a stock other than its lot's (${row.stockUnitId})`);
    for (const hold of found.holds)
      console.log(`lot ${hold.lotNumber} (${hold.id}): holds ${hold.reserved} units for transfers, its pending transfers name ${hold.pending}`);
    for (const total of found.totals)
      console.log(
        `Total Stock of product ${total.productId} at location ${total.locationId}: kept ${total.keptUnits ?? 0} units in ${total.keptLots ?? 0} lot(s), its lots hold ${total.units} in ${total.lots} (recalled: kept ${total.keptRecalledUnits ?? 0}, counted ${total.recalledUnits})`,
      );
    for (const figure of found.figures) console.log(`${figure.kept} ${figure.key}: kept ${figure.keptValue}, the records count ${figure.counted}`);
    const counts = [
      `${found.lots.length} lot(s)`,
      `${found.stocks.length} stock(s)`,
      `${found.misfiled.length} ledger row(s)`,
      `${found.holds.length} hold(s)`,
      `${found.totals.length} Total Stock row(s)`,
      `${found.figures.length} dashboard figure(s)`,
    ];
    console.log(`${counts.join(', ')} do not balance.`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`ledger:check could not run: ${error.message}`);
    process.exit(2);
  },
);
