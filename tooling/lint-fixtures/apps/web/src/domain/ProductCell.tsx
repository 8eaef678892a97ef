// Planted: a domain part importing a feature.
import { AlphaPage } from '../features/alpha/AlphaPage';
export { AlphaPage };
