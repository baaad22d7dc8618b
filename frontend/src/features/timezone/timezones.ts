/** The supported timezones: the one list of the contracts package. */
export * from '@reto/contracts/timezones';
