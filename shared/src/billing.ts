/**
 * Billing's runtime pieces for the checkout, the account area and the API, off the main entry so the first page
 * of a member who never buys does not carry them (the request schemas are in `@stride/shared/schemas`, with zod;
 * the types are exported from the main entry, where they cost no bytes).
 */
export * from './billing/taxRegions';
export * from './billing/sandboxCards';
export * from './billing/formatPrice';
