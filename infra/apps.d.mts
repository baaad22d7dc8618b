export declare const SERVICES: readonly ['identity', 'challenge', 'billing', 'reviews', 'voice', 'admin', 'community'];
export declare const STATELESS_SERVICES: readonly ['voice'];
export declare const DATABASE_SERVICES: Array<(typeof SERVICES)[number]>;
export declare const APPS: readonly [...typeof SERVICES, 'gateway'];
