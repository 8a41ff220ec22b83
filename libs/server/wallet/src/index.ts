export { type Balances, balancesOf } from './balance';
