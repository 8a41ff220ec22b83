// Every domain's tables in one module, for what spans the whole database: drizzle-kit's migrations (one ordered
// series), the database connection and the seed. Services use their own domain's tables only.
export * from '@mall/server-account/tables';
export * from '@mall/server-address/tables';
export * from '@mall/server-catalogue/tables';
export * from '@mall/server-chat/tables';
export * from '@mall/server-configuration/tables';
export * from '@mall/server-content/tables';
export * from '@mall/server-core/tables';
export * from '@mall/server-live/tables';
export * from '@mall/server-notices/tables';
export * from '@mall/server-orders/tables';
export * from '@mall/server-seller/tables';
export * from '@mall/server-staff/tables';
export * from '@mall/server-upload/tables';
export * from '@mall/server-wallet/tables';
