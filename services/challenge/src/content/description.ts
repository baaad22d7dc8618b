/** Removes the admin's internal markers (`updateTimeMale123`, `updateTimeFemale 456`) from a description. */
export const cleanDescription = (text: string): string =>
  text
    .replace(/\s*updateTime(?:Male|Female)\s*[:=]?\s*\d+/gi, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
