export { positiveIntParam } from '@tenora/contract/address';
