import { serviceDataSourceOptions } from '@reto/platform';
import { DataSource } from 'typeorm';
import { loadChallengeConfig } from '../challenge.config.js';
import { challengeDatabase } from '../challenge.database.js';
import { ContentRepository } from '../content/content.repository.js';
import { seedLegacyExercise } from './legacy-exercise.seed.js';

/** What challenge can seed, by name: each answers a report of what it wrote. */
const SEEDS: Record<string, (content: ContentRepository) => Promise<Record<string, unknown>>> = {
  'legacy-exercise': seedLegacyExercise,
};

/** Runs challenge's seeds by name (through its own repositories); returns one report per seed. */
export async function runChallengeSeed(
  names: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Array<Record<string, unknown>>> {
  const unknown = names.filter((name) => !SEEDS[name]);
  if (unknown.length || !names.length) {
    throw new Error(`seeds: ${Object.keys(SEEDS).join(', ')} (asked: ${names.join(', ') || 'none'})`);
  }
  const config = loadChallengeConfig(env);
  const dataSource = await new DataSource(
    serviceDataSourceOptions({ ...challengeDatabase, url: config.DATABASE_URL }),
  ).initialize();
  try {
    const content = new ContentRepository(dataSource);
    const reports = [];
    for (const name of names) reports.push({ seed: `challenge.${name}`, ...(await SEEDS[name]!(content)) });
    return reports;
  } finally {
    await dataSource.destroy();
  }
}
