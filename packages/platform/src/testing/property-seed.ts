import { randomInt } from 'node:crypto';

/**
 * The seed of a property test: the one `variable` names when set (to replay a failure), else a
 * fixed one in CI (the same cases each run), else a fresh one. It is printed with the test's name,
 * so that a failure seen anywhere can be replayed.
 */
export function propertySeed(name: string, ciSeed: number, variable = 'PROPERTY_SEED'): number {
  const given = process.env[variable];
  const seed = given ? Number(given) : process.env.CI ? ciSeed : randomInt(2 ** 31);
  process.stdout.write(`${name}: ${variable}=${seed}\n`);
  return seed;
}
