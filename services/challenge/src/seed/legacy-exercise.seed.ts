import type { ContentRepository } from '../content/content.repository.js';

/** The generic video and the admin's marker the old app left on an exercise it imported. */
export const LEGACY_VIDEO_ID = 'generic1234';
const LEGACY_MARKER = 'updateTimeMale1712345678';

/**
 * The first exercise (the lowest id) as the old app left the ones it imported: the admin's
 * internal marker at the end of its description and one generic video for both genders, no
 * gender's own. What the admin listing and the members' units must show cleaned.
 */
export async function seedLegacyExercise(content: ContentRepository): Promise<{ exerciseId: number }> {
  const [first] = (await content.exercises()).sort((a, b) => a.id - b.id);
  if (!first) throw new Error('no exercise to mark: migrate first');
  await content.transaction(async (tx) => {
    await content.setDescription(tx, first.id, `${first.description} ${LEGACY_MARKER}`);
    await content.setVideo(tx, first.id, 'videoId', LEGACY_VIDEO_ID);
  });
  return { exerciseId: first.id };
}
