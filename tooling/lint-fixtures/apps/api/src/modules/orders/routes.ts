// Planted: routes reaching into another module's repository; its own repository is fine.
import * as own from './repository.js';
import * as other from '../users/repository';
export { own, other };
