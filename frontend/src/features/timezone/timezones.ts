/** The supported timezones: the one list of the contracts package (see `sharedModules` in vite.config.ts). */
export * from '@reto/contracts/timezones';
