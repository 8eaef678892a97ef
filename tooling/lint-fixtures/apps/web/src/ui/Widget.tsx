// Planted: a ui/ control importing a feature and a domain part.
import { AlphaPage } from '../features/alpha/AlphaPage';
import { ProductCell } from '../domain/ProductCell';
export { AlphaPage, ProductCell };
