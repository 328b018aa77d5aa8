export { shellStrings as strings } from './shellStrings';
