// Planted: a service reaching into another module's repository.
import { findStock } from '../stock/repository.js';
export { findStock };
