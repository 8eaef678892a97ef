// Planted: one feature importing another.
import { BetaCard } from '../beta/BetaCard';
import { helper } from './helper';
export { BetaCard, helper };
