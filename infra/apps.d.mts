export declare const SERVICES: readonly ['identity', 'challenge', 'billing', 'reviews', 'voice', 'admin'];
export declare const STATELESS_SERVICES: readonly ['voice'];
export declare const DATABASE_SERVICES: Array<(typeof SERVICES)[number]>;
export declare const APPS: readonly [...typeof SERVICES, 'gateway'];
